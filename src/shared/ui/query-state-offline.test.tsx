import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { QueryErrorAlert, QueryState } from './query-state';

type Query = Parameters<typeof QueryState>[0]['queries'][number];

// 26 November 2026, 14:32 in the test's zone.
const loadedAt = new Date(2026, 10, 26, 14, 32).getTime();

const loaded = (data: unknown = [{ rent: 800 }]): Query => ({
  isLoading: false,
  isFetching: false,
  isError: false,
  refetch: vi.fn(),
  data,
  fulfilledTimeStamp: loadedAt,
});
/** A refetch that found no network: RTK Query keeps the last answer beside the error. */
const refetchFailedOffline = (refetch = vi.fn()): Query => ({
  ...loaded(),
  isError: true,
  error: { status: 'NETWORK', data: null },
  refetch,
});
const neverLoadedOffline: Query = {
  isLoading: false,
  isFetching: false,
  isError: true,
  error: { status: 'NETWORK', data: null },
  refetch: vi.fn(),
};

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

const view = (query: Query) => (
  <QueryState queries={[query]} what="fees">
    {() => <p>Rent: 800 zł</p>}
  </QueryState>
);

describe('QueryState offline (decision 013)', () => {
  it.each([
    ['en', 'You are offline', 'Showing what was loaded at 26/11/2026, 14:32.'],
    ['pl', 'Brak połączenia z internetem', 'Widzisz dane wczytane 26.11.2026, 14:32.'],
  ] as const)(
    '%s: keeps what was loaded on screen, marked with the time it was loaded',
    (language, title, sentence) => {
      renderWithProviders(view(loaded()), { language });
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      goOffline(true);
      const note = screen.getByRole('status');
      expect(note).toHaveTextContent(title);
      expect(note).toHaveTextContent(sentence);
      expect(screen.getByText('Rent: 800 zł')).toBeInTheDocument();
      goOffline(false);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.getByText('Rent: 800 zł')).toBeInTheDocument();
    },
  );

  it('a refetch that found no network keeps the last answer, with Try again', async () => {
    const refetch = vi.fn();
    const { user } = renderWithProviders(view(refetchFailedOffline(refetch)));
    expect(screen.getByText('Rent: 800 zł')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('what this session never loaded says it could not be loaded, and why', () => {
    goOffline(true);
    renderWithProviders(view(neverLoadedOffline));
    expect(screen.getByRole('alert')).toHaveTextContent('Fees could not be loaded.');
    expect(screen.getByRole('alert')).toHaveTextContent('Check your internet connection');
    expect(screen.queryByText('Rent: 800 zł')).not.toBeInTheDocument();
  });

  it('says it once when one loaded part sits inside another', () => {
    renderWithProviders(
      <QueryState queries={[loaded()]} what="internet">
        {() => (
          <QueryState queries={[loaded()]} what="configuration">
            {() => <p>Port 12</p>}
          </QueryState>
        )}
      </QueryState>,
    );
    goOffline(true);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByText('Port 12')).toBeInTheDocument();
  });

  it('QueryErrorAlert: the note instead of the failure when the last answer is kept', () => {
    renderWithProviders(<QueryErrorAlert queries={[refetchFailedOffline()]} what="fees" />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
