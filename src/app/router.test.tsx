import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { Layout } from './layout/layout';
import { retryableLazy } from '@/shared/lib/retryable-lazy';
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
