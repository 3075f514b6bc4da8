import type { Action, ThunkDispatch } from '@reduxjs/toolkit';
import { selectIsSignedIn } from '@/shared/session/account-slice';
import type { SessionRootState } from '@/shared/session/hooks';
import { panelApi } from './api';

type PanelReads = typeof panelApi.endpoints;

/**
 * The queries a tab's first render subscribes to (the same reads as the head script's list,
 * shared/api/early-reads.ts; early-reads.test.tsx keeps the two together).
 */
const tabReads = {
  applications: ['getApplications'],
  documents: ['getDocuments'],
  fees: ['getCharges', 'getPayments', 'getBalance', 'getBankAccount'],
  internet: ['getAllocation', 'getNetworkNotes'],
} as const satisfies Record<string, readonly (keyof PanelReads)[]>;

type PanelDispatch = ThunkDispatch<SessionRootState, unknown, Action>;

/**
 * Starts the arrival notice's read and the tab's (`tab` as the address gives it) while the tab's
 * code is still loading, instead of once it has rendered (decision 014): RTK Query's prefetch,
 * so a read already in the cache or on its way is not asked again. For a signed-in resident.
 */
export function prefetchPanelReads(dispatch: PanelDispatch, tab: string | null): void {
  const reads =
    tab && Object.hasOwn(tabReads, tab)
      ? tabReads[tab as keyof typeof tabReads]
      : tabReads.applications;
  for (const name of ['getArrivalTime', ...reads] as const)
    dispatch(panelApi.util.prefetch(name, undefined, {}));
}

/** The same for a hash route (`#/panel?tab=fees`), for the route's loader; signed out, nothing. */
export function prefetchPanelRoute(
  store: { dispatch: PanelDispatch; getState: () => SessionRootState },
  hash: string,
): void {
  if (!selectIsSignedIn(store.getState())) return;
  prefetchPanelReads(store.dispatch, new URLSearchParams(hash.split('?')[1] ?? '').get('tab'));
}
