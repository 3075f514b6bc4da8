import { act, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { browserLocation } from '@/shared/session/browser-location';
import { signInNonceKey } from '@/shared/session/sign-in';
import { describeInEachLanguage } from '@/testing/in-each-language';
import { loadScreenCode } from '@/testing/screen-code';
import { renderApp } from '@/testing/test-utils';

// Issue 33, point 7: one notice for the whole page offline; a sign-in offline says why, from
// the app, instead of leaving for the browser's error page.

// The main page's code and words, while the file is collected (no hook's time-out applies then).
await loadScreenCode('/');

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

const words = {
  en: {
    title: 'You are offline',
    page: 'What this page has already loaded stays on screen. The rest loads by itself when the connection is back.',
    signIn:
      'Signing in needs a connection: the university login is on the internet. Connect, then sign in again.',
    signInButton: /^sign in to the resident panel$/i,
  },
  pl: {
    title: 'Brak połączenia z internetem',
    page: 'To, co strona już wczytała, zostaje na ekranie. Reszta wczyta się sama, gdy wróci połączenie.',
    signIn:
      'Logowanie wymaga połączenia z internetem, bo uczelniany system logowania działa w sieci. Połącz się i zaloguj się ponownie.',
    signInButton: /^zaloguj się do panelu mieszkańca$/i,
  },
};

describeInEachLanguage('%s: the page offline', words, (language, w) => {
  it('says so once, under the header, and goes when the connection is back', async () => {
    renderApp('/', { language });
    await screen.findByRole('button', { name: w.signInButton });
    expect(screen.queryByText(w.title)).not.toBeInTheDocument();
    goOffline(true);
    const notice = screen.getByText(w.title).closest('[role="status"]');
    expect(notice).not.toBeNull();
    expect(notice).toHaveTextContent(w.page);
    expect(screen.getAllByText(w.title)).toHaveLength(1);
    goOffline(false);
    expect(screen.queryByText(w.title)).not.toBeInTheDocument();
  });

  it('a sign-in pressed offline stays in the portal and says the login needs a connection', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderApp('/', { language });
    const signIn = await screen.findByRole('button', { name: w.signInButton });
    goOffline(true);
    await user.click(signIn);
    const notice = screen.getByText(w.signIn).closest<HTMLElement>('[tabindex="-1"]');
    expect(notice).toHaveFocus();
    expect(within(notice ?? document.body).getByText(w.title)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(signInNonceKey)).toBeNull();
    // Back online, the same button leaves for the university login.
    goOffline(false);
    expect(screen.queryByText(w.signIn)).not.toBeInTheDocument();
    await user.click(signIn);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });
});
