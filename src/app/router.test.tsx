import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { Layout } from './layout/layout';
import { rememberLoad, retryableLazy } from '@/shared/lib/retryable-lazy';
import type { ScreenRoute } from './route-table';

function LoadedScreen() {
  return <h1>Hotel booking</h1>;
}

/** A route whose code cannot be fetched while `network.online` is false, as when offline. */
function routeBehind(network: { online: boolean }): ScreenRoute {
  const load = vi.fn<ScreenRoute['load']>(() =>
    network.online
      ? Promise.resolve({ default: LoadedScreen })
      : Promise.reject(
          new TypeError('Failed to fetch dynamically imported module: ./assets/hotel-screen.js'),
        ),
  );
  return { path: '/flaky', load, namespaces: [] };
}

describe('a screen whose code cannot be downloaded', () => {
  it.each([
    ['en', 'This page could not be loaded', /check your internet connection/i, 'Try again'],
    ['pl', 'Nie udało się wczytać tej strony', /sprawdź połączenie/i, 'Spróbuj ponownie'],
  ] as const)(
    '%s: says so as a connection problem and loads it on Try again',
    async (language, title, sentence, tryAgain) => {
      const network = { online: false };
      const route = routeBehind(network);
      const Screen = retryableLazy(route.load);
      const { user } = renderWithProviders(
        <Layout>
          <Screen />
        </Layout>,
        { language },
      );
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(sentence);
      expect(screen.queryByText(/write down the error/i)).not.toBeInTheDocument();
      network.online = true;
      await user.click(screen.getByRole('button', { name: tryAgain }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Hotel booking' })).toBeVisible();
    },
  );
});

function CountingScreen() {
  const [count, setCount] = useState(0);
  return (
    <>
      <h1>Hotel booking</h1>
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count}
      </button>
    </>
  );
}

describe('a screen whose code is already here (the first screen, loaded before the first render)', () => {
  it('renders in the first commit, with no loading state in its place', async () => {
    const load = rememberLoad(() => Promise.resolve({ default: LoadedScreen }));
    await load();
    const Screen = retryableLazy(load);
    renderWithProviders(
      <Layout>
        <Screen />
      </Layout>,
    );
    // Synchronously after the first render: a suspended lazy would show "Loading…" here.
    expect(screen.getByRole('heading', { level: 1, name: 'Hotel booking' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the screen and its state when the code arrives after the first render', async () => {
    let arrive: (module: { default: typeof CountingScreen }) => void = () => undefined;
    const load = rememberLoad(
      () => new Promise<{ default: typeof CountingScreen }>((resolve) => (arrive = resolve)),
    );
    const Screen = retryableLazy(load);
    const ui = (
      <Layout>
        <Screen />
      </Layout>
    );
    const { user, rerender } = renderWithProviders(ui);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(async () => arrive({ default: CountingScreen }));
    await user.click(await screen.findByRole('button', { name: 'Pressed 0' }));
    rerender(ui);
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();
  });
});
