// Own worker: startApp's router adds window listeners that outlive the file.
import { act, screen, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScreenCode } from '@/testing/screen-code';
import { routeForHash } from './route-table';
import { startApp } from './start';

// The main page's code and words, loaded while the file is collected (no time-out applies then):
// on a loaded machine their first import alone outlasted the tests' waits.
await loadScreenCode('/');

function blockStorage() {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(refuse);
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(refuse);
}

let started: Root | undefined;

afterEach(() => {
  // Unmounted inside act, so React's scheduler has no work queued when the file's window is torn
  // down (a CI run failed with "window is not defined" from a render left pending).
  if (started) act(() => started?.unmount());
  started = undefined;
  // Before the shared clean-up, which clears both storages.
  vi.restoreAllMocks();
  document.getElementById('root')?.remove();
});

const words = {
  en: {
    heading: /student dormitories/i,
    notice: /cannot keep your session/i,
    lost: /lost when you reload/i,
    doctoral: 'Doctoral students',
  },
  pl: {
    heading: /domy studenckie/i,
    notice: /nie może zachować twojej sesji/i,
    lost: /przepadną po odświeżeniu/i,
    doctoral: 'Doktoranci',
  },
};

/**
 * Both of the main page's reads answered: a read still in flight when the file's window is torn
 * down is aborted, and happy-dom prints an AbortError for it.
 */
async function mainPageSettled(language: 'en' | 'pl') {
  expect(await screen.findByText(words[language].doctoral)).toBeVisible();
  expect(await screen.findByRole('row', { name: /ds riviera/i })).toBeVisible();
}

function rootElement() {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  window.location.hash = '#/';
}

describe.each(['en', 'pl'] as const)('start-up with storage blocked, in %s', (language) => {
  it('starts, renders the main page, and says the session will not survive a reload', async () => {
    blockStorage();
    rootElement();
    started = await act(() => startApp(routeForHash('#/'), language));
    expect(
      await screen.findByRole('heading', { level: 1, name: words[language].heading }),
    ).toBeInTheDocument();
    const notice = await screen.findByRole('complementary', { name: words[language].notice });
    expect(within(notice).getByRole('status')).toHaveTextContent(words[language].lost);
    await mainPageSettled(language);
  });
});

describe('start-up with storage available', () => {
  it('shows no storage notice', async () => {
    rootElement();
    started = await act(() => startApp(routeForHash('#/'), 'en'));
    expect(
      await screen.findByRole('heading', { level: 1, name: words.en.heading }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: words.en.notice })).not.toBeInTheDocument();
    await mainPageSettled('en');
  });
});
