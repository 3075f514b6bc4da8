import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { signedOut } from '@/shared/session/account-slice';
import { keptState } from '@/shared/session/persisted-state';
import { keptConfirmation, type Confirmation } from './confirmation';
import { rootReducer } from '@/shared/store/root-reducer';

export type PlaceRequestKind = 'student' | 'doctoral';

export type RegistrationState = {
  doesUserAgreeRODO: boolean;
  placeRequests: boolean;
  placeRequestKind: PlaceRequestKind | null;
  /**
   * The confirmation of the application delivered in this tab's session (issue 34, point 3):
   * shown at its own address after a reload or Back, and in place of a new form.
   */
  delivered: Confirmation | null;
};

export const initialRegistrationState: RegistrationState = {
  doesUserAgreeRODO: false,
  placeRequests: false,
  placeRequestKind: null,
  delivered: null,
};

// What this tab kept survives a reload (the head script reads doesUserAgreeRODO there too).
const keptRegistration = keptState('registration', initialRegistrationState);

const registrationSlice = createSlice({
  name: 'registration',
  // Wrapped: passed as it is, createSlice cannot infer the state type from it.
  initialState: (): RegistrationState => {
    const kept = keptRegistration();
    // Read back from storage: only a well-formed confirmation is shown.
    return { ...kept, delivered: keptConfirmation(kept.delivered) };
  },
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
    /** The progress starts over (declarations first); the confirmation is what is kept. */
    applicationDelivered: (_state, action: PayloadAction<Confirmation>) => ({
      ...initialRegistrationState,
      delivered: action.payload,
    }),
  },
  // The next person using this tab starts at the declarations (issue 34): sign-out forgets them
  // as it forgets the guest (product.md §4).
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialRegistrationState);
  },
  selectors: {
    selectDoesUserAgreeRODO: (state) => state.doesUserAgreeRODO,
    selectPlaceRequests: (state) => state.placeRequests,
    selectPlaceRequestKind: (state) => state.placeRequestKind,
    selectDelivered: (state) => state.delivered,
  },
});

declare module '@/shared/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges into RootState
  export interface LazyLoadedSlices extends WithSlice<typeof registrationSlice> {}
}

/** Added to the store when the application's code loads; only this feature reads it. */
const injectedRegistrationSlice = registrationSlice.injectInto(rootReducer);

export const { rodoAgreed, placeRequestsChosen, placeRequestKindChosen, applicationDelivered } =
  injectedRegistrationSlice.actions;
export const {
  selectDoesUserAgreeRODO,
  selectPlaceRequests,
  selectPlaceRequestKind,
  selectDelivered,
} = injectedRegistrationSlice.selectors;
