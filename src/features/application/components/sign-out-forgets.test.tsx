import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it, vi } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { browserLocation } from '@/shared/session/browser-location';
import { sessionStorageKey } from '@/shared/session/persisted-state';
import { useLogout } from '@/shared/store/use-logout';
import { words } from '@/testing/fault-matrix';
import { describeInEachLanguage } from '@/testing/in-each-language';
import { renderWithProviders } from '@/testing/test-utils';
import { agreedToDeclaration, signedInStudent } from '../testing/render-register';
import RegisterScreen from './register-screen';

function WithLogout() {
  const { logout } = useLogout();
  return (
    <>
      <RegisterScreen />
      <button type="button" onClick={() => void logout()}>
        Test logout
      </button>
    </>
  );
}

// Issue 34, point 9: the next person using the tab starts at the declarations, not at step 2.
describeInEachLanguage(
  'sign-out forgets the declarations (%s)',
  { en: null, pl: null },
  (language) => {
    it('shows step 1 again and keeps no agreement in the tab', async () => {
      vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
      server.use(http.get(api('/app/logout'), () => new HttpResponse(null, { status: 204 })));
      const { user } = renderWithProviders(<WithLogout />, {
        preloadedState: { ...agreedToDeclaration, ...signedInStudent },
        language,
        route: '/register',
      });
      const step2 = words('application:steps.step', { number: '2', total: '2' })[language];
      expect(await screen.findByText(step2)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Test logout' }));
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: words('application:rodo.title')[language],
        }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(words('application:steps.step', { number: '1', total: '2' })[language]),
      ).toBeInTheDocument();
      const kept = JSON.parse(window.sessionStorage.getItem(sessionStorageKey) ?? '{}') as {
        registration?: { doesUserAgreeRODO?: boolean };
      };
      expect(kept.registration?.doesUserAgreeRODO ?? false).toBe(false);
    });
  },
);
