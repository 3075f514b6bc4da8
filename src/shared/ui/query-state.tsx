import {
  createContext,
  useContext,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { apiFailureKind } from '@/shared/api/api-failure';
import { formatDateTime } from '@/shared/lib/format';
import { useOnline } from '@/shared/lib/use-online';
import { Alert } from './alert';
import { Button } from './button';
import { LoadingState } from './loading-state';
import { FailureReason } from './server-messages';

type QueryLike = {
  isLoading: boolean;
  isError: boolean;
  isFetching?: boolean;
  error?: unknown;
  refetch: () => unknown;
  /** The last answer this session loaded (RTK Query keeps it through a failed refetch). */
  data?: unknown;
  /** When that answer arrived (ms since the epoch). */
  fulfilledTimeStamp?: number;
  /** When the last request for it was sent (ms since the epoch). */
  startedTimeStamp?: number;
};

type Failure = { error: unknown; busy: boolean };

/**
 * The failure to show for some queries, and a retry that asks again for whatever failed. While a
 * retry is under way the failure stays shown (busy), so the alert and its focused button are not
 * swapped for a spinner: keyboard and screen-reader users keep their place.
 */
function useFailureWithRetry(queries: readonly QueryLike[]) {
  const [retrying, setRetrying] = useState<{ error: unknown } | null>(null);
  const fetching = queries.some((query) => query.isFetching ?? query.isLoading);
  const failed = queries.find((query) => query.isError);
  // Asked again from elsewhere (a reconnect, a prefetch), a failed read keeps its error while the
  // request is out: its failure stays shown, busy, as for this alert's own Try again.
  const askedAgain = queries.find(
    (query) =>
      query.error !== undefined &&
      query.data === undefined &&
      (query.isFetching ?? query.isLoading),
  );
  // The retry is over once nothing is fetching and the old failure is gone (loaded, or a new
  // failure in its place); a fast answer may arrive before any render shows it fetching.
  const settled = !fetching && (!failed || failed.error !== retrying?.error);
  if (retrying && settled) setRetrying(null);
  const failure: Failure | null =
    retrying && !settled
      ? { error: retrying.error, busy: true }
      : failed
        ? { error: failed.error, busy: false }
        : askedAgain
          ? { error: askedAgain.error, busy: true }
          : null;
  const retry = () => {
    setRetrying({ error: failed?.error });
    for (const query of queries) if (query.isError) void query.refetch();
  };
  return { failure, retry };
}

/**
 * What failed: `what` ("fees") words "Fees could not be loaded."; a read that is a check, not a
 * load, names its failure whole instead ("We could not check your earlier verification.").
 */
type FailureNaming =
  { what: string; failureTitle?: string } | { what?: never; failureTitle: string };

/** How a failure is shown beyond its title and Try again. */
type FailureOptions = {
  /** Other ways on beside Try again (which then leads, as the primary button). */
  actions?: ReactNode;
  /**
   * Focus the alert when it appears, for a failure that replaces what had focus (a form that
   * is gone): keyboard and screen-reader users land on it, not on the page's start.
   */
  focusOnFailure?: boolean;
  /** A class for the alert, where a screen lays it out in its own place. */
  className?: string;
};

/**
 * "X could not be loaded.", what happened in words (offline, time-out, server...), what the
 * server said about it (product.md §8), Try again.
 */
function FailureAlert({
  title,
  failure,
  onRetry,
  actions,
  focusOnFailure = false,
  className,
}: {
  title: string;
  failure: Failure;
  onRetry: () => void;
} & FailureOptions) {
  const { t } = useTranslation('common');
  const focusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnFailure) focusRef.current?.focus();
  }, [focusOnFailure]);
  const tryAgain = (
    <Button variant={actions ? 'primary' : 'secondary'} busy={failure.busy} onClick={onRetry}>
      {t('actions.tryAgain')}
    </Button>
  );
  const alert = (
    <Alert tone="error" title={title} className={className}>
      <FailureReason error={failure.error} />
      {actions ? (
        <div className="button-row">
          {tryAgain}
          {actions}
        </div>
      ) : (
        tryAgain
      )}
    </Alert>
  );
  return focusOnFailure ? (
    <div ref={focusRef} tabIndex={-1}>
      {alert}
    </div>
  ) : (
    alert
  );
}

/** The failure's title; the props' types (FailureNaming) see that one of the two is given. */
function useFailureTitle(what: string | undefined, failureTitle: string | undefined): string {
  const { t } = useTranslation('common');
  return failureTitle ?? t('queryState.error', { what, What: capitalise(what ?? '') });
}

/** The failure alert alone, for queries whose loaded state the caller renders itself. */
export function QueryErrorAlert({
  queries,
  what,
  failureTitle,
  ...options
}: {
  queries: readonly QueryLike[];
} & FailureNaming &
  FailureOptions) {
  const { failure, retry } = useFailureWithRetry(queries);
  const offline = useOffline(queries, failure);
  const title = useFailureTitle(what, failureTitle);
  if (offline?.kind === 'loaded')
    return <OfflineNote loadedAt={offline.loadedAt} failure={failure} onRetry={retry} />;
  if (offline?.kind === 'waiting') return <WaitingForConnection what={what} />;
  if (offline?.kind === 'resuming' || offline?.kind === 'refreshing') return null;
  return failure ? (
    <FailureAlert title={title} failure={failure} onRetry={retry} {...options} />
  ) : null;
}

/**
 * Loading, error (with retry) and loaded states of one or more RTK Query results, named by
 * `what` ("fees", "documents") so each message says what is missing. Every screen shows its
 * reads this way.
 */
export function QueryState({
  queries,
  what,
  loadingLabel,
  failureTitle,
  children,
  ...options
}: {
  queries: readonly QueryLike[];
  children: () => ReactNode;
} & (
  | { what: string; failureTitle?: string; loadingLabel?: string }
  /** A check, not a load: its own loading line and failure title. */
  | { what?: never; failureTitle: string; loadingLabel: string }
) &
  FailureOptions) {
  const { t } = useTranslation('common');
  const { failure, retry } = useFailureWithRetry(queries);
  const loading = queries.some((query) => query.isLoading);
  // An answer arrives as a store update, which React renders at once, in one task; a whole tab
  // of rows then blocked a phone's main thread for a few hundred milliseconds. The loaded content
  // renders in a deferred pass instead (in slices, yielding to input), the loading state staying
  // on screen until it is ready. Content already loaded at mount renders at once.
  const stillShowingLoading = useDeferredValue(loading);
  const title = useFailureTitle(what, failureTitle);
  const offline = useOffline(queries, failure);
  if (offline?.kind === 'loaded')
    return (
      <>
        <OfflineNote loadedAt={offline.loadedAt} failure={failure} onRetry={retry} />
        <OfflineNoteAbove.Provider value={true}>{children()}</OfflineNoteAbove.Provider>
      </>
    );
  if (offline?.kind === 'refreshing') return <>{children()}</>;
  if (offline?.kind === 'waiting') return <WaitingForConnection what={what} />;
  if (failure && offline?.kind !== 'resuming')
    return <FailureAlert title={title} failure={failure} onRetry={retry} {...options} />;
  if (loading || stillShowingLoading || offline?.kind === 'resuming')
    return <LoadingState label={loadingLabel ?? t('queryState.loading', { what })} />;
  return <>{children()}</>;
}

/**
 * How a part of the page stands offline (decision 013, issue 33). The page says once, in its
 * notice (app/layout/offline-notice.tsx), that the browser is offline; each part then says only
 * what concerns it:
 * - `loaded`: what this session loaded stays on screen, marked with the time it was loaded (the
 *   oldest of the answers shown). Also when the browser claims a connection but a read of loaded
 *   data found none: no page notice is up then, so this part's note says it.
 * - `waiting`: never loaded, and offline: one quiet line that it loads when the connection is
 *   back, never a red failure per part.
 * - `resuming`, `refreshing`: the connection is back and the reads that failed for want of it are
 *   asked again: a part that was waiting shows them loading, not their old failure; a loaded part
 *   stays as it is until the answers replace it.
 */
type Offline =
  | { kind: 'loaded'; loadedAt: number }
  | { kind: 'waiting' }
  | { kind: 'resuming' }
  | { kind: 'refreshing' };

function useOffline(queries: readonly QueryLike[], failure: Failure | null): Offline | null {
  const online = useOnline();
  const resuming = useResumeWhenBackOnline(queries, online);
  const offlineFailure = failure !== null && apiFailureKind(failure.error) === 'offline';
  if (failure && !offlineFailure) return null;
  const times = queries.map((query) =>
    query.data === undefined ? undefined : query.fulfilledTimeStamp,
  );
  const loadedAt =
    times.length > 0 && times.every((time) => time !== undefined) ? Math.min(...times) : null;
  if (resuming) return { kind: loadedAt === null ? 'resuming' : 'refreshing' };
  if (online && !offlineFailure) return null;
  if (loadedAt !== null) return { kind: 'loaded', loadedAt };
  return !online && offlineFailure ? { kind: 'waiting' } : null;
}

const failedOffline = (query: QueryLike) =>
  query.isError && apiFailureKind(query.error) === 'offline';

/**
 * When the browser last came back online (ms since the epoch). Kept from the module's start, not
 * by a mounted part: a part that mounts after the event (a failure's alert) still knows of it.
 */
let backOnlineAt = -Infinity;
if (typeof window !== 'undefined')
  window.addEventListener('online', () => {
    backOnlineAt = Date.now();
  });
const subscribeToOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  return () => window.removeEventListener('online', onChange);
};
const useBackOnlineAt = () =>
  useSyncExternalStore(
    subscribeToOnline,
    () => backOnlineAt,
    () => -Infinity,
  );

/**
 * The network may not carry requests at the instant the browser says it is back: a read sent
 * before that, or with it, can still fail for want of a connection just after. Such a read is
 * asked again after these pauses, no more; one sent later that fails so is the failure it is.
 */
export const resumeRetryDelays = [1000, 3000] as const;
/** How long after coming back online a read that fails offline is still the reconnection's. */
const resumeWindow = 5000;

/**
 * When the browser comes back online, asks again for each read that failed for want of a
 * connection, and says it is doing so (true) until those reads have been out and settled. A read
 * still out at that moment, or asked then, that fails offline just after is asked again, spaced
 * (`resumeRetryDelays`), and said to be resuming meanwhile.
 */
function useResumeWhenBackOnline(queries: readonly QueryLike[], online: boolean): boolean {
  const [seenOnline, setSeenOnline] = useState(online);
  const [phase, setPhase] = useState<'asking' | 'fetching' | null>(null);
  if (online !== seenOnline) {
    setSeenOnline(online);
    setPhase(online && queries.some(failedOffline) ? 'asking' : null);
  }
  const fetching = queries.some((query) => query.isFetching ?? query.isLoading);
  if (phase === 'asking' && fetching) setPhase('fetching');
  if (phase === 'fetching' && !fetching) setPhase(null);
  const latest = useRef(queries);
  const wasOnline = useRef(online);
  useEffect(() => {
    latest.current = queries;
  });
  useEffect(() => {
    const cameBack = online && !wasOnline.current;
    wasOnline.current = online;
    if (!cameBack) return;
    for (const query of latest.current) if (failedOffline(query)) void query.refetch();
  }, [online]);

  // The reads the reconnection lost: failed offline, sent before it came back or just after (or
  // one of these retries, sent just after the last).
  const cameBackAt = useBackOnlineAt();
  const [retried, setRetried] = useState({ cameBackAt, count: 0, at: cameBackAt });
  const current =
    retried.cameBackAt === cameBackAt ? retried : { cameBackAt, count: 0, at: cameBackAt };
  if (current !== retried) setRetried(current);
  const lost = (query: QueryLike) =>
    failedOffline(query) &&
    query.startedTimeStamp !== undefined &&
    query.startedTimeStamp < current.at + resumeWindow;
  const delay = online && queries.some(lost) ? resumeRetryDelays[current.count] : undefined;
  // A new failure (another request's) sets the pause again.
  const failures = queries.map((query) => (lost(query) ? query.startedTimeStamp : '')).join();
  const { count } = current;
  useEffect(() => {
    if (delay === undefined) return;
    const timer = window.setTimeout(() => {
      setRetried({ cameBackAt, count: count + 1, at: Date.now() });
      for (const query of latest.current) if (failedOffline(query)) void query.refetch();
    }, delay);
    return () => window.clearTimeout(timer);
  }, [delay, failures, cameBackAt, count]);
  return phase !== null || delay !== undefined;
}

/** Set under a QueryState that shows the offline note, so one nested inside it does not repeat it. */
const OfflineNoteAbove = createContext(false);

/**
 * Offline (the page's notice says so): "Loaded at …", quietly. With a connection the browser
 * claims but a read that found none: "You are offline. Showing what was loaded at …", with Try
 * again.
 */
function OfflineNote({
  loadedAt,
  failure,
  onRetry,
}: {
  loadedAt: number;
  failure: Failure | null;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation('common');
  const online = useOnline();
  const time = formatDateTime(loadedAt, i18n.language);
  if (useContext(OfflineNoteAbove) && !(online && failure)) return null;
  if (!online) return <p className="offline-part">{t('offline.loadedAt', { time })}</p>;
  return (
    <Alert tone="warning" title={t('offline.title')}>
      <p>{t('offline.shownAsLoaded', { time })}</p>
      {failure ? (
        <Button variant="secondary" busy={failure.busy} onClick={onRetry}>
          {t('actions.tryAgain')}
        </Button>
      ) : null}
    </Alert>
  );
}

/** Never loaded, and offline: it loads by itself when the connection is back. */
function WaitingForConnection({ what }: { what: string | undefined }) {
  const { t } = useTranslation('common');
  return (
    <p className="offline-part">
      {what ? t('offline.waiting', { what, What: capitalise(what) }) : t('offline.waitingPart')}
    </p>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
