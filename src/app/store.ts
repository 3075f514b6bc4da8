import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api/base-api';
import { keepSession, loadPersistedState } from '@/shared/session/persisted-state';
import { rootReducer, type RootState } from '@/shared/store/root-reducer';

export type { RootState };

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;

/** The browser store: starts from what this tab's session kept and keeps it up to date. */
export function makeBrowserStore(): AppStore {
  const store = makeStore(loadPersistedState());
  keepSession(store);
  return store;
}
