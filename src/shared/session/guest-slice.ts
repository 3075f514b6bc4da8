import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from './account-slice';
import { initialGuestState } from './guest';

export const guestSlice = createSlice({
  name: 'guest',
  initialState: initialGuestState,
  reducers: {
    guestUuidSaved: (state, action: PayloadAction<string>) => {
      if (state.uuid !== action.payload) state.token = null;
      state.uuid = action.payload;
    },
    guestIdentified: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
    },
    guestCleared: () => initialGuestState,
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialGuestState);
  },
  selectors: {
    selectGuestUuid: (state) => state.uuid,
    selectGuestToken: (state) => state.token,
  },
});

export const { guestUuidSaved, guestIdentified, guestCleared } = guestSlice.actions;
export const { selectGuestUuid, selectGuestToken } = guestSlice.selectors;
