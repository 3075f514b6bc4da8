import { useCallback, useRef, useState } from 'react';
import { baseApi } from '@/shared/api/base-api';
import { loadHttpClient } from '@/shared/api/http-client-loader';
import { selectAuthorization, signedOut } from '@/shared/session/account-slice';
import { beginLeavingApp, leaveApp } from '@/shared/session/browser-location';
import { useAppDispatch, useAppSelector } from './hooks';
import { forgetFeatureState } from '@/shared/session/persisted-state';
import { centralLogoutUrl, clearFormDrafts } from '@/shared/session/sign-out';
import { forgetSignOnRoundTrips } from '@/shared/session/sign-on-round-trip';

/** How long logout waits for the server before leaving anyway (a stalled server must not hold it). */
export const logoutServerWaitMs = 2_500;

/**
 * GET /app/logout with the account the device has just forgotten; settles when the server
 * answers, fails, or after `logoutServerWaitMs`, whichever comes first (the request is then
 * aborted). Never rejects.
 */
function tellServer(authorization: string): Promise<void> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve();
    }, logoutServerWaitMs);
  });
  const told = loadHttpClient({ afterPaint: false })
    .then(({ http }) =>
      http.get('/app/logout', {
        accountAuthorization: authorization,
        signInRedirect: false,
        signal: controller.signal,
        timeout: logoutServerWaitMs,
      }),
    )
    .then(
      () => undefined,
      // Ignored on purpose: the session on the device is already gone either way.
      () => undefined,
    );
  return Promise.race([told, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Sign-out (product.md §4), in this order: the session on the device ends at once (account and
 * guest state, what features kept, cached server data, form drafts), then the server is told (GET /app/logout with
 * the account token, at most `logoutServerWaitMs`), then the browser leaves for the central
 * login service's logout. An expired token or a stalled server keeps no one signed in here and
 * delays the leaving by 2.5 s at most.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const authorization = useAppSelector(selectAuthorization);
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const logout = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    // Before the session is cleared: a screen reacting to it (the panel's signed-out guard) must
    // not start a sign-on while the server is being told.
    beginLeavingApp();
    dispatch(signedOut());
    forgetFeatureState();
    dispatch(baseApi.util.resetApiState());
    clearFormDrafts();
    forgetSignOnRoundTrips();
    if (authorization) await tellServer(authorization);
    leaveApp(centralLogoutUrl());
    running.current = false;
    setPending(false);
  }, [dispatch, authorization]);
  return { logout, pending };
}
