import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

export const registrationSlice = createSlice({
  name: 'registration',
  initialState: initialRegistrationState,
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

export const { rodoAgreed, placeRequestsChosen, placeRequestKindChosen, registrationReset } =
  registrationSlice.actions;
export const { selectDoesUserAgreeRODO, selectPlaceRequests, selectPlaceRequestKind } =
  registrationSlice.selectors;
