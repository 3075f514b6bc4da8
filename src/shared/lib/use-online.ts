import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser has a network connection (`navigator.onLine`): false means surely offline;
 * true only that a connection exists, so a failed request still says what happened itself.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Dispatched on window when an action that needs the network was not started offline. */
export const connectionNeededEvent = 'dormitory:connection-needed';

/** What was not started: the page's offline notice says why (app/layout/offline-notice.tsx). */
export type ConnectionNeeded = 'signIn';

/**
 * True when the browser is surely offline, after telling the page that `what` needs a
 * connection: the caller then does not start it. Leaving for another site offline (the
 * university login) would end on the browser's own error page, which says nothing of why.
 */
export function refusedOffline(what: ConnectionNeeded): boolean {
  if (navigator.onLine) return false;
  window.dispatchEvent(new CustomEvent<ConnectionNeeded>(connectionNeededEvent, { detail: what }));
  return true;
}
