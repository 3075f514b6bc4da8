import type { StoreAccess } from '@/shared/api/store-access';
import { dictionariesApi } from '@/shared/dictionaries/api';
import { periodsApi } from '@/shared/periods/api';
import { homeFirstReads } from './first-reads';

type Endpoint = (typeof homeFirstReads)[number]['endpoint'];

/** Each first read's prefetch (tsc asks for one per row of the table). */
const prefetches = {
  applicationPeriods: () => periodsApi.util.prefetch('applicationPeriods', undefined, {}),
  dorms: () => dictionariesApi.util.prefetch('dorms', undefined, {}),
} satisfies Record<Endpoint, () => unknown>;

/**
 * Starts the main page's first reads as soon as the store exists, before the page renders (the
 * route's loader, decision 014): the head script's answers are taken then, and the page's first
 * render already has them, so the periods paint with it instead of a render later.
 */
export function prefetchHome(store: StoreAccess): void {
  for (const { endpoint } of homeFirstReads) store.dispatch(prefetches[endpoint]());
}
