import { useCallback, useState } from 'react';
import { signedOut } from './account-slice';
import { useAppDispatch } from './hooks';

/** Placeholder until the sign-out flow lands (issue 3): clears the session locally. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    dispatch(signedOut());
    setPending(false);
  }, [dispatch]);
  return { logout, pending };
}
