import type { StoreAccess } from '@/shared/api/store-access';
import { hashRoute } from '@/shared/config/paths';
import { selectIsSignedIn } from '@/shared/session/account-slice';
import { panelApi } from './api';
import { panelFirstReads, panelTabOf, panelTabParam } from './tabs';

type PanelDispatch = StoreAccess['dispatch'];

/**
 * Starts the arrival notice's read and the tab's (`tab` as the address gives it) while the tab's
 * code is still loading, instead of once it has rendered (decision 014): RTK Query's prefetch,
 * so a read already in the cache or on its way is not asked again. The reads are the head
 * script's (./tabs.ts). For a signed-in resident.
 */
export function prefetchPanelReads(dispatch: PanelDispatch, tab: string | null): void {
  // tsc checks that each endpoint the shared table names is one of this API's queries.
  for (const { endpoint } of panelFirstReads(panelTabOf(tab)))
    dispatch(panelApi.util.prefetch(endpoint, undefined, {}));
}

/** The same for a hash route (`#/panel?tab=fees`), for the route's loader; signed out, nothing. */
export function prefetchPanelRoute(store: StoreAccess, hash: string): void {
  if (!selectIsSignedIn(store.getState())) return;
  prefetchPanelReads(store.dispatch, hashRoute(hash).params.get(panelTabParam));
}
