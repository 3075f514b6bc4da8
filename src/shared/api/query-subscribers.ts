import type {
  BaseQueryApi,
  CombinedState,
  EndpointDefinitions,
} from '@reduxjs/toolkit/query/react';

type CacheState = CombinedState<EndpointDefinitions, string, string>;

/**
 * How many screens still show this query's result; null when unknown (a mutation, or a store
 * without this API). It ends a busy read's wait once nobody looks (read-retry.ts).
 *
 * RTK Query 2 offers no public way to ask: `api.util` knows the running queries
 * (`getRunningQueriesThunk`) and the entries a tag names (`selectInvalidatedBy`), not who still
 * shows a result, and `internal_getRTKQSubscriptions` is internal. So this reads the cache
 * state's `subscriptions`, which RTK Query's exported `CombinedState` type declares and its
 * middleware updates within half a second (inside the once-a-second check of a wait). Its
 * maintainers call that layout an implementation detail: an upgrade that moves it makes
 * base-api-busy.test.ts's "stops waiting when no screen shows the result any more" fail.
 */
export function subscriberCount(api: BaseQueryApi, reducerPath: string): number | null {
  if (!api.queryCacheKey) return null;
  const state = api.getState() as Partial<Record<string, Partial<CacheState>>>;
  const subscriptions = state[reducerPath]?.subscriptions;
  if (!subscriptions) return null;
  return Object.keys(subscriptions[api.queryCacheKey] ?? {}).length;
}
