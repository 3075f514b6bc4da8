import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { QueryState } from './query-state';

type Query = Parameters<typeof QueryState>[0]['queries'][number];

const failed = (status: unknown, refetch = vi.fn()): Query => ({
  isLoading: false,
  isFetching: false,
  isError: true,
  error: { status, data: null },
  refetch,
});
const retrying = (refetch: Query['refetch']): Query => ({
  isLoading: true,
  isFetching: true,
  isError: false,
  refetch,
});
const loaded = (refetch: Query['refetch']): Query => ({
  isLoading: false,
  isFetching: false,
  isError: false,
  refetch,
});

function view(query: Query) {
  return (
    <QueryState queries={[query]} what="fees">
      {() => <p>Rent: 800 zł</p>}
    </QueryState>
  );
}

describe('QueryState', () => {
  it.each([
    [
      'en',
      'TIMEOUT',
      'Fees could not be loaded.',
      'The server did not answer in time.',
      'Try again',
    ],
    ['en', 'NETWORK', 'Fees could not be loaded.', 'Check your internet connection', 'Try again'],
    ['en', 503, 'Fees could not be loaded.', 'The server ran into a problem.', 'Try again'],
    ['pl', 'BAD_RESPONSE', 'Nie udało się wczytać', 'Nie udało się odczytać', 'Spróbuj ponownie'],
  ] as const)(
    '%s %s: says what is missing and why, and keeps its place while retrying',
    async (language, status, title, sentence, tryAgain) => {
      const refetch = vi.fn();
      const { rerender, user } = renderWithProviders(view(failed(status, refetch)), { language });
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(title);
      expect(alert).toHaveTextContent(sentence);
      expect(alert).not.toHaveTextContent(/NETWORK|TIMEOUT|BAD_RESPONSE|503/);
      const button = screen.getByRole('button', { name: tryAgain });
      await user.click(button);
      expect(refetch).toHaveBeenCalledTimes(1);

      rerender(view(retrying(refetch)));
      // Still the same alert and button, busy and focused, not a spinner in their place.
      expect(screen.getByRole('alert')).toHaveTextContent(sentence);
      expect(screen.getByRole('button', { name: tryAgain })).toBe(button);
      expect(button).toHaveFocus();
      expect(button).toHaveAttribute('aria-busy', 'true');
      await user.click(button);
      expect(refetch).toHaveBeenCalledTimes(1);

      rerender(view(loaded(refetch)));
      expect(screen.getByText('Rent: 800 zł')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('ends the retry when the answer arrives before any render showed it fetching', async () => {
    const refetch = vi.fn();
    const query = failed(503, refetch);
    const { rerender, user } = renderWithProviders(view(query));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    rerender(view(query)); // the same failure, not yet replaced: still busy
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
    rerender(view(loaded(refetch)));
    expect(screen.getByText('Rent: 800 zł')).toBeInTheDocument();
    rerender(view(failed(503, refetch))); // failing again later: a fresh, usable Try again
    expect(screen.getByRole('button', { name: 'Try again' })).not.toHaveAttribute('aria-busy');
  });

  it('shows the loading state on the first load', () => {
    renderWithProviders(view(retrying(vi.fn())));
    expect(screen.getByRole('status')).toHaveTextContent('Loading fees');
  });
});
