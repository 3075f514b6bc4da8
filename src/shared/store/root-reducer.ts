import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api/base-api';
import { dialogSlice } from '@/shared/api/dialog-slice';
import { accountSlice } from '@/shared/session/account-slice';
import { guestSlice } from '@/shared/session/guest-slice';

/**
 * Slices a feature adds when its code loads (`slice.injectInto(rootReducer)`). The feature
 * declares its own here, beside the slice:
 * `declare module '@/shared/store/root-reducer' { interface LazyLoadedSlices extends WithSlice<typeof slice> {} }`
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/** The store's reducer: the slices every screen shares, and room for the features' own. */
export const rootReducer = combineSlices(
  accountSlice,
  guestSlice,
  dialogSlice,
  baseApi,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** Derived from the slices, never written out: a feature's slice is optional until it loads. */
export type RootState = ReturnType<typeof rootReducer>;
