// No imports: the session's kept state (persisted-state.ts) is read before the store exists.

export type GuestState = {
  uuid: string | null;
  /** A bearer value signed on the client (HS256); never logged, shown or put in a URL. */
  token: string | null;
};

export const initialGuestState: GuestState = { uuid: null, token: null };
