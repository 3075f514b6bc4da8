import { useCallback, useRef, useState } from 'react';
import { baseApi } from '@/shared/api/base-api';
import { loadHttpClient } from '@/shared/api/http-client-loader';
import { signedOut } from './account-slice';
import { leaveApp } from './browser-location';
import { useAppDispatch } from './hooks';
import { centralLogoutUrl, clearFormDrafts } from './sign-out';

/**
 * Sign-out (spec section 4): GET /app/logout, then clear account and guest state, cached server
 * data and form drafts, then go to the central login service's logout. The local session ends
 * even when the server call fails (an expired token must not keep anyone signed in here).
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const logout = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      const { http } = await loadHttpClient();
      await http.get('/app/logout', { errorDialog: false, signInRedirect: false });
    } catch {
      // Ignored on purpose: the session is cleared below either way.
    }
    // Leaving first: the cleared session must not make a screen start a new sign-on instead.
    leaveApp(centralLogoutUrl());
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
    clearFormDrafts();
    running.current = false;
    setPending(false);
  }, [dispatch]);
  return { logout, pending };
}
