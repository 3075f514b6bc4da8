import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/testing/test-utils';
import { initialAccountState } from './account-slice';
import { browserLocation, resetLeavingApp } from './browser-location';
import { redirectToSignIn } from './sign-in';
import { useLogout } from './use-logout';

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

  it('calls the logout endpoint with the account, clears state and drafts, then leaves', async () => {
    const seen: (string | null)[] = [];
    server.use(
      mock.get(api('/app/logout'), ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    window.sessionStorage.setItem('dormitory:draft:register', '{"firstName":"Jan"}');
    const { store, user, getByRole } = renderWithProviders(<LogoutButton />, {
      preloadedState: signedIn,
    });
    await user.click(getByRole('button', { name: /log out/i }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(seen).toEqual(['Bearer demo.1001.abc']);
    expect(store.getState().account).toEqual(initialAccountState);
    expect(store.getState().guest).toEqual({ uuid: null, token: null });
    expect(window.sessionStorage.getItem('dormitory:draft:register')).toBeNull();
    const target = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost');
    expect(target.searchParams.get('action')).toBe('logout');
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
});
