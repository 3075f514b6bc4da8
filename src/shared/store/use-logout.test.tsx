import { fireEvent } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/testing/test-utils';
import { initialAccountState } from '@/shared/session/account';
import { browserLocation, resetLeavingApp } from '@/shared/session/browser-location';
import { sessionStorageKey } from '@/shared/session/persisted-state';
import { redirectToSignIn } from '@/shared/session/sign-in';
import { logoutServerWaitMs, useLogout } from './use-logout';

function LogoutButton() {
  const { logout, pending } = useLogout();
  return (
    <button type="button" onClick={() => void logout()} aria-busy={pending}>
      Log out
    </button>
  );
}

const signedIn = {
  account: {
    access_token: 'demo.1001.abc',
    token_type: 'Bearer',
    login: 'jkowalski',
    userId: '1001',
  },
  guest: { uuid: '0d6c1c9e-6c0e-4a53-9d55-4d2f1c1c7a10', token: 'g.t.s' },
};

describe('useLogout', () => {
  afterEach(resetLeavingApp);

  it('clears state and drafts, then calls the logout endpoint with the account, then leaves', async () => {
    const seen: { authorization: string | null; accountOnDevice: string | null }[] = [];
    const store = makeStore(signedIn);
    server.use(
      mock.get(api('/app/logout'), ({ request }) => {
        seen.push({
          authorization: request.headers.get('Authorization'),
          accountOnDevice: store.getState().account.access_token,
        });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    window.sessionStorage.setItem('dormitory:draft:register', '{"firstName":"Jan"}');
    const rendered = renderWithProviders(<LogoutButton />, { store });
    await rendered.user.click(rendered.getByRole('button', { name: /log out/i }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    // The server hears of the logout when the device has already forgotten the session.
    expect(seen).toEqual([{ authorization: 'Bearer demo.1001.abc', accountOnDevice: null }]);
    expect(rendered.store.getState().account).toEqual(initialAccountState);
    expect(rendered.store.getState().guest).toEqual({ uuid: null, token: null });
    expect(window.sessionStorage.getItem('dormitory:draft:register')).toBeNull();
    const target = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost');
    expect(target.searchParams.get('action')).toBe('logout');
  });

  it('forgets what features kept for the tab, their code loaded or not (issue 34, point 9)', async () => {
    server.use(mock.get(api('/app/logout'), () => new HttpResponse(null, { status: 204 })));
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    // The registration's declarations, kept by an earlier page of this tab; its code is not
    // loaded on this one, so no slice of the store can reset them.
    window.sessionStorage.setItem(
      sessionStorageKey,
      JSON.stringify({ ...signedIn, registration: { doesUserAgreeRODO: true } }),
    );
    const { store, user, getByRole } = renderWithProviders(<LogoutButton />, {
      preloadedState: signedIn,
    });
    expect(store.getState()).not.toHaveProperty('registration');
    await user.click(getByRole('button', { name: /log out/i }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    const kept = JSON.parse(window.sessionStorage.getItem(sessionStorageKey) ?? '{}') as object;
    expect(kept).not.toHaveProperty('registration');
  });

  it('lets no sign-on redirect overtake the central logout', async () => {
    server.use(mock.get(api('/app/logout'), () => new HttpResponse(null, { status: 204 })));
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user, getByRole } = renderWithProviders(<LogoutButton />, { preloadedState: signedIn });
    await user.click(getByRole('button', { name: /log out/i }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    redirectToSignIn('/panel');
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('still signs out locally, without a dialog or a sign-on redirect, when the server says 401', async () => {
    server.use(mock.get(api('/app/logout'), () => new HttpResponse(null, { status: 401 })));
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { store, user, getByRole } = renderWithProviders(<LogoutButton />, {
      preloadedState: signedIn,
    });
    await user.click(getByRole('button', { name: /log out/i }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(String(assign.mock.calls[0]?.[0])).toContain('action=logout');
    expect(store.getState().account.access_token).toBeNull();
    expect(store.getState().dialog.error).toBeNull();
  });

  it('renews nothing when the server answers the logout with 412', async () => {
    server.use(
      mock.get(api('/app/logout'), () =>
        HttpResponse.json({ access_token: 'revived', token_type: 'Bearer' }, { status: 412 }),
      ),
    );
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { store, user, getByRole } = renderWithProviders(<LogoutButton />, {
      preloadedState: signedIn,
    });
    await user.click(getByRole('button', { name: /log out/i }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(store.getState().account).toEqual(initialAccountState);
    expect(store.getState().dialog.error).toBeNull();
  });

  it('does not let a stalled server delay the clearing, nor the leaving beyond the short wait', async () => {
    let asked = 0;
    server.use(
      mock.get(api('/app/logout'), () => {
        asked += 1;
        // Never answers, like a server that hangs.
        return new Promise<never>(() => undefined);
      }),
    );
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    window.sessionStorage.setItem('dormitory:draft:register', '{"firstName":"Jan"}');
    const { store, getByRole } = renderWithProviders(<LogoutButton />, {
      preloadedState: signedIn,
    });
    const started = Date.now();
    fireEvent.click(getByRole('button', { name: /log out/i }));
    // A second later than the wait, on the same clock: a busy machine delays both timers, never
    // reorders them, so the leaving comes first if the wait alone ended it.
    const leftBySecondLater = new Promise<number>((resolve) =>
      setTimeout(() => resolve(assign.mock.calls.length), logoutServerWaitMs + 1_000),
    );
    // At once, before the server could have answered anything.
    expect(store.getState().account).toEqual(initialAccountState);
    expect(store.getState().guest).toEqual({ uuid: null, token: null });
    expect(window.sessionStorage.getItem('dormitory:draft:register')).toBeNull();
    expect(JSON.stringify(window.sessionStorage)).not.toContain('demo.1001.abc');
    // While the server is being told, the cleared session starts no sign-on.
    redirectToSignIn('/panel');
    await vi.waitFor(() => expect(asked).toBe(1));
    expect(assign).not.toHaveBeenCalled();

    // It leaves with no answer, after the short wait and before a timer a second longer.
    expect(await leftBySecondLater).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(logoutServerWaitMs - 100);
    expect(String(assign.mock.calls[0]?.[0])).toContain('action=logout');
  });
});
