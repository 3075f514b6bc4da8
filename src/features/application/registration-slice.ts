import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { keptState } from '@/shared/session/persisted-state';
import { rootReducer } from '@/shared/store/root-reducer';

export type PlaceRequestKind = 'student' | 'doctoral';

export type RegistrationState = {
  doesUserAgreeRODO: boolean;
  placeRequests: boolean;
  placeRequestKind: PlaceRequestKind | null;
};

export const initialRegistrationState: RegistrationState = {
  doesUserAgreeRODO: false,
  placeRequests: false,
  placeRequestKind: null,
};

// What this tab kept survives a reload (the head script reads doesUserAgreeRODO there too).
const keptRegistration = keptState('registration', initialRegistrationState);

const registrationSlice = createSlice({
  name: 'registration',
  // Wrapped: passed as it is, createSlice cannot infer the state type from it.
  initialState: () => keptRegistration(),
  reducers: {
    rodoAgreed: (state, action: PayloadAction<boolean>) => {
      state.doesUserAgreeRODO = action.payload;
    },
    placeRequestsChosen: (state, action: PayloadAction<boolean>) => {
      state.placeRequests = action.payload;
    },
    placeRequestKindChosen: (state, action: PayloadAction<PlaceRequestKind | null>) => {
      state.placeRequestKind = action.payload;
    },
    registrationReset: () => initialRegistrationState,
  },
  selectors: {
    selectDoesUserAgreeRODO: (state) => state.doesUserAgreeRODO,
    selectPlaceRequests: (state) => state.placeRequests,
    selectPlaceRequestKind: (state) => state.placeRequestKind,
  },
});

declare module '@/shared/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges into RootState
  export interface LazyLoadedSlices extends WithSlice<typeof registrationSlice> {}
}

/** Added to the store when the application's code loads; only this feature reads it. */
const injectedRegistrationSlice = registrationSlice.injectInto(rootReducer);

export const { rodoAgreed, placeRequestsChosen, placeRequestKindChosen, registrationReset } =
  injectedRegistrationSlice.actions;
export const { selectDoesUserAgreeRODO, selectPlaceRequests, selectPlaceRequestKind } =
  injectedRegistrationSlice.selectors;
