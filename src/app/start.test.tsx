// Own worker: startApp leaves its React root (and its router's window listeners) mounted.
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeForHash } from './route-table';
import { startApp } from './start';

function blockStorage() {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(refuse);
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(refuse);
}

afterEach(() => {
  // Before the shared clean-up, which clears both storages.
  vi.restoreAllMocks();
  document.getElementById('root')?.remove();
});

const words = {
  en: {
    heading: /student dormitories/i,
    notice: /cannot keep your session/i,
    lost: /lost when you reload/i,
  },
  pl: {
    heading: /domy studenckie/i,
    notice: /nie może zachować twojej sesji/i,
    lost: /przepadną po odświeżeniu/i,
  },
};

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
    await act(() => startApp(routeForHash('#/'), language));
    expect(
      await screen.findByRole('heading', { level: 1, name: words[language].heading }),
    ).toBeInTheDocument();
    const notice = await screen.findByRole('complementary', { name: words[language].notice });
    expect(within(notice).getByRole('status')).toHaveTextContent(words[language].lost);
  });
});

describe('start-up with storage available', () => {
  it('shows no storage notice', async () => {
    rootElement();
    await act(() => startApp(routeForHash('#/'), 'en'));
    expect(
      await screen.findByRole('heading', { level: 1, name: words.en.heading }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: words.en.notice })).not.toBeInTheDocument();
  });
});
