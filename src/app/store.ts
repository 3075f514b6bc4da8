import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api/base-api';
import { dialogSlice } from '@/shared/dialogs/dialog-slice';
import { accountSlice } from '@/shared/session/account-slice';
import { guestSlice } from '@/shared/session/guest-slice';
import {
  loadPersistedState,
  savePersistedState,
  type PersistedState,
} from '@/shared/session/persisted-state';
import { registrationSlice } from '@/shared/session/registration-slice';

const rootReducer = combineSlices(
  accountSlice,
  guestSlice,
  registrationSlice,
  dialogSlice,
  baseApi,
);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** The browser store: starts from what this tab's session kept and keeps it up to date. */
export function makeBrowserStore(): AppStore {
  const store = makeStore(loadPersistedState());
  let last: PersistedState | null = null;
  store.subscribe(() => {
    const { account, guest, registration } = store.getState();
    if (
      last &&
      last.account === account &&
      last.guest === guest &&
      last.registration === registration
    )
      return;
    last = { account, guest, registration };
    savePersistedState(last);
  });
  return store;
}
