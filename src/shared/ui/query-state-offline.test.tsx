import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { QueryErrorAlert, QueryState, resumeRetryDelays } from './query-state';

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
const neverLoadedOffline = (refetch = vi.fn()): Query => ({
  isLoading: false,
  isFetching: false,
  isError: true,
  error: { status: 'NETWORK', data: null },
  refetch,
});

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const view = (query: Query) => (
  <QueryState queries={[query]} what="fees">
    {() => <p>Rent: 800 zł</p>}
  </QueryState>
);

describe('QueryState offline (decision 013, issue 33: one notice for the page)', () => {
  it.each([
    ['en', 'Loaded at 26/11/2026, 14:32. It may have changed since.'],
    ['pl', 'Wczytano 26.11.2026, 14:32. Od tego czasu dane mogły się zmienić.'],
  ] as const)(
    '%s: keeps what was loaded on screen, quietly marked with its time, no notice of its own',
    (language, sentence) => {
      renderWithProviders(view(loaded()), { language });
      goOffline(true);
      expect(screen.getByText(sentence)).toBeInTheDocument();
      expect(screen.getByText('Rent: 800 zł')).toBeInTheDocument();
      // The page's notice (app/layout/offline-notice.tsx) says "offline", once.
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      goOffline(false);
      expect(screen.queryByText(sentence)).not.toBeInTheDocument();
      expect(screen.getByText('Rent: 800 zł')).toBeInTheDocument();
    },
  );

  it.each([
    ['en', 'Fees will load when the connection is back.'],
    ['pl', 'Nie wczytano jeszcze opłat. Strona zrobi to sama, gdy wróci połączenie.'],
  ] as const)(
    '%s: what was never loaded says, quietly, that it loads when the connection is back',
    (language, sentence) => {
      const what = language === 'en' ? 'fees' : 'opłat';
      const refetch = vi.fn();
      goOffline(true);
      const { rerender } = renderWithProviders(
        <QueryState queries={[neverLoadedOffline(refetch)]} what={what}>
          {() => <p>Rent: 800 zł</p>}
        </QueryState>,
        { language },
      );
      expect(screen.getByText(sentence)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      goOffline(false);
      // Asked again by itself, and shown loading, not as the failure it was.
      expect(refetch).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText(sentence)).not.toBeInTheDocument();
      rerender(
        <QueryState
          queries={[{ ...neverLoadedOffline(refetch), isFetching: true, isLoading: false }]}
          what={what}
        >
          {() => <p>Rent: 800 zł</p>}
        </QueryState>,
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      rerender(
        <QueryState queries={[loaded()]} what={what}>
          {() => <p>Rent: 800 zł</p>}
        </QueryState>,
      );
      expect(screen.getByText('Rent: 800 zł')).toBeInTheDocument();
    },
  );

  it('a read that fails again once back online is shown as the failure it is', () => {
    const refetch = vi.fn();
    goOffline(true);
    const { rerender } = renderWithProviders(view(neverLoadedOffline(refetch)));
    goOffline(false);
    rerender(view({ ...neverLoadedOffline(refetch), isFetching: true }));
    rerender(view({ ...neverLoadedOffline(refetch), error: { status: 500, data: {} } }));
    expect(screen.getByRole('alert')).toHaveTextContent('Fees could not be loaded.');
  });

  it('a refetch that failed offline keeps the last answer, and is asked again once back', () => {
    const refetch = vi.fn();
    goOffline(true);
    renderWithProviders(view(refetchFailedOffline(refetch)));
    expect(screen.getByText('Rent: 800 zł')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    goOffline(false);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Rent: 800 zł')).toBeInTheDocument();
  });

  // The delivery test's panel under load: the language switch asked the charges again offline, the
  // browser came back online while that request was out, and it failed just after; nothing asked
  // again, and the part said "You are offline" with Try again for good.
  it('a read out when the connection came back that fails offline just after is asked again', () => {
    const refetch = vi.fn();
    goOffline(true);
    const sentOffline = { ...loaded(), isFetching: true, startedTimeStamp: Date.now() - 500 };
    const { rerender } = renderWithProviders(view(sentOffline));
    goOffline(false);
    expect(refetch).not.toHaveBeenCalled();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    rerender(
      view({ ...refetchFailedOffline(refetch), startedTimeStamp: sentOffline.startedTimeStamp }),
    );
    // Meanwhile it is shown as it was, with no note of a missing connection.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Rent: 800 zł')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(resumeRetryDelays[0]);
    });
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender(view(loaded()));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a read asked as the connection came back that keeps failing offline is asked twice more, no more', () => {
    const refetch = vi.fn();
    goOffline(true);
    const { rerender } = renderWithProviders(view(refetchFailedOffline(refetch)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    goOffline(false);
    expect(refetch).toHaveBeenCalledTimes(1);
    const failedAgain = () => {
      const startedTimeStamp = Date.now();
      rerender(view({ ...loaded(), isFetching: true, startedTimeStamp }));
      rerender(view({ ...refetchFailedOffline(refetch), startedTimeStamp }));
    };
    failedAgain();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    for (const delay of resumeRetryDelays) {
      act(() => {
        vi.advanceTimersByTime(delay);
      });
      failedAgain();
    }
    expect(refetch).toHaveBeenCalledTimes(1 + resumeRetryDelays.length);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(refetch).toHaveBeenCalledTimes(1 + resumeRetryDelays.length);
    // Then it is the failure it is, with Try again.
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('the alert of a read that fails offline just after the connection came back asks it again', () => {
    const refetch = vi.fn();
    goOffline(true);
    const sentAt = Date.now() - 500;
    goOffline(false);
    // Mounted only once the read has failed, as the to-do list's alert of its reads is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(
      <QueryErrorAlert
        queries={[{ ...refetchFailedOffline(refetch), startedTimeStamp: sentAt }]}
        what="fees"
      />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(resumeRetryDelays[0]);
    });
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('with a connection the browser claims, a refetch that found none says so, with Try again', async () => {
    const refetch = vi.fn();
    const { user } = renderWithProviders(view(refetchFailedOffline(refetch)));
    expect(screen.getByText('Rent: 800 zł')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Showing what was loaded at 26/11/2026, 14:32.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('with a connection the browser claims, what was never loaded says why it failed', () => {
    renderWithProviders(view(neverLoadedOffline()));
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
    expect(screen.getAllByText(/^Loaded at/)).toHaveLength(1);
    expect(screen.getByText('Port 12')).toBeInTheDocument();
  });

  it('QueryErrorAlert: offline, the time of the kept answer or the quiet line, never a failure', () => {
    goOffline(true);
    renderWithProviders(
      <>
        <QueryErrorAlert queries={[refetchFailedOffline()]} what="fees" />
        <QueryErrorAlert queries={[neverLoadedOffline()]} what="the list of document types" />
      </>,
    );
    expect(screen.getByText(/^Loaded at 26\/11\/2026, 14:32/)).toBeInTheDocument();
    expect(
      screen.getByText('The list of document types will load when the connection is back.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
