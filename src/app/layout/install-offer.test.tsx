import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { describeInEachLanguage } from '@/testing/in-each-language';
import { renderWithProviders } from '@/testing/test-utils';
import { isIosSafari } from '@/shared/lib/install-offer';
import { Footer } from './footer';

// Issue 33, point 8: where the browser offers installation, one quiet "Install the app" in the
// footer (never a pop-up of ours); on iPhone and iPad Safari, a one-line hint.

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const iPhoneChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const iPadSafari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const desktopChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Chromium's event, with the prompt the browser would show and the person's answer. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

let manifest: HTMLLinkElement;
beforeEach(() => {
  manifest = Object.assign(document.createElement('link'), {
    rel: 'manifest',
    href: 'manifest.webmanifest',
  });
  document.head.append(manifest);
});
afterEach(() => {
  manifest.remove();
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
  vi.restoreAllMocks();
});

const words = {
  en: {
    install: 'Install the app',
    hint: 'To install the app, tap Share, then Add to Home Screen.',
  },
  pl: {
    install: 'Zainstaluj aplikację',
    hint: 'Aby zainstalować aplikację, stuknij „Udostępnij”, a potem „Do ekranu początkowego”.',
  },
};

describeInEachLanguage('%s: installing the app from the footer', words, (language, w) => {
  it('offers it in the footer where the browser offers it, and asks the browser when pressed', async () => {
    const { user } = renderWithProviders(<Footer />, { language });
    expect(screen.queryByRole('button', { name: w.install })).not.toBeInTheDocument();
    const event = offerInstall();
    // The browser's own banner is kept away; the footer's button is the only offer.
    expect(event.defaultPrevented).toBe(true);
    const footerLinks = screen.getByRole('navigation');
    const install = within(footerLinks).getByRole('button', { name: w.install });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(install);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    // Used once: the browser makes a new offer if the person declined.
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: w.install })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(w.hint)).not.toBeInTheDocument();
  });

  it('on iPhone Safari says in one line how, where the page is installable', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iPhoneSafari);
    const { unmount } = renderWithProviders(<Footer />, { language });
    expect(screen.getByText(w.hint)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: w.install })).not.toBeInTheDocument();
    unmount();
    manifest.remove();
    renderWithProviders(<Footer />, { language });
    expect(screen.queryByText(w.hint)).not.toBeInTheDocument();
  });
});

it('the app goes from the footer once installed', () => {
  renderWithProviders(<Footer />);
  offerInstall();
  expect(screen.getByRole('button', { name: 'Install the app' })).toBeInTheDocument();
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
  expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
});

it.each([
  ['iPhone Safari', { userAgent: iPhoneSafari, platform: 'iPhone', maxTouchPoints: 5 }, true],
  [
    'iPad Safari (named a Mac)',
    { userAgent: iPadSafari, platform: 'MacIntel', maxTouchPoints: 5 },
    true,
  ],
  ['a Mac', { userAgent: iPadSafari, platform: 'MacIntel', maxTouchPoints: 0 }, false],
  ['Chrome on iPhone', { userAgent: iPhoneChrome, platform: 'iPhone', maxTouchPoints: 5 }, false],
  [
    'iPhone Safari opened from the home screen',
    { userAgent: iPhoneSafari, platform: 'iPhone', maxTouchPoints: 5, standalone: true },
    false,
  ],
  [
    'Chrome on Linux',
    { userAgent: desktopChrome, platform: 'Linux x86_64', maxTouchPoints: 0 },
    false,
  ],
] as const)('isIosSafari: %s is %s', (_, nav, expected) => {
  expect(isIosSafari(nav)).toBe(expected);
});
