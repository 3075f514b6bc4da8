import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { initialAccountState } from '@/shared/session/account';
import { browserLocation } from '@/shared/session/browser-location';
import { useLogout } from '@/shared/store/use-logout';
import { renderWithProviders } from '@/testing/test-utils';
import { applicantLabel, applicantStep, applicantValue } from '@/testing/valid-applicant';
import { draftExclusions } from '../schemas';
import { asFutureStudent, fillPlaceRequest, fillValidStudent, submitButton } from '../testing/fill';
import { agreedToDeclaration, prepareRegistrationFormTests } from '../testing/render-register';
import PlaceRequestScreen from './place-request-screen';
import RegisterScreen from './register-screen';

const key = 'dormitory:draft:register';
const stored = () => window.sessionStorage.getItem(key) ?? '';

// The form is loaded after the screen's heading; these tests start with it in place.
await prepareRegistrationFormTests();

describe('the registration draft', () => {
  it('comes back after a remount without PESEL, document or bank account numbers and files', async () => {
    const first = renderWithProviders(<RegisterScreen />, { preloadedState: agreedToDeclaration });
    await fillValidStudent(first.user);
    await first.user.click(screen.getByRole('checkbox', { name: /^i am not a polish citizen/i }));
    await first.user.type(screen.getByLabelText(/^identity document number/i), 'ABS123456');
    await first.user.click(screen.getByRole('checkbox', { name: /^i am not a polish citizen/i }));
    await first.user.type(screen.getByLabelText(/^comment/i), 'Near the library, please');
    expect(stored()).toContain('Near the library, please');
    const photo = applicantStep('photo');
    for (const secret of [
      applicantValue('pesel'),
      'ABS123456',
      'PL61',
      '1090 1014',
      photo.kind === 'file' ? photo.file.name : 'photo',
    ])
      expect(stored()).not.toContain(secret);
    const draft = JSON.parse(stored()) as Record<string, unknown>;
    expect(draft).not.toHaveProperty('pesel');
    expect(draft).not.toHaveProperty('documentNumber');
    expect(draft).not.toHaveProperty('bankAccount');
    expect(draft).not.toHaveProperty('photo');
    expect(draft).toHaveProperty('universityId', '1');
    first.unmount();

    renderWithProviders(<RegisterScreen />, { preloadedState: agreedToDeclaration });
    expect(screen.getByText(/we restored the form you started/i)).toBeVisible();
    expect(screen.getByRole('radio', { name: /^i will start studying/i })).toBeChecked();
    expect(screen.getByLabelText(/^first name/i)).toHaveValue(applicantValue('firstName'));
    expect(screen.getByRole('radio', { name: /^female/i })).toBeChecked();
    for (const name of ['postalCode', 'endDate', 'ownerBankAccount'])
      expect(screen.getByLabelText(applicantLabel(name))).toHaveValue(applicantValue(name));
    expect(screen.getByLabelText(/^comment/i)).toHaveValue('Near the library, please');
    // (The restored choice of a select is checked in the browser test: happy-dom does not
    // reflect a select's value onto options rendered after it.)
    // The numbers that were not kept: empty, and each says why (the form opens at its top:
    // no field takes focus, use-step-top.ts).
    const pesel = screen.getByLabelText(/^pesel/i);
    expect(pesel).toHaveValue('');
    expect(pesel).not.toHaveFocus();
    expect(pesel).toHaveAccessibleDescription(/not kept in the saved form for your security/i);
    expect(screen.getByLabelText(/^bank account number/i)).toHaveValue('');
  });

  it("asks a foreigner's document number again, and can be cleared", async () => {
    const first = renderWithProviders(<RegisterScreen />, { preloadedState: agreedToDeclaration });
    await asFutureStudent(first.user);
    await first.user.click(screen.getByRole('checkbox', { name: /^i am not a polish citizen/i }));
    await first.user.type(screen.getByLabelText(/^first name/i), 'Olena');
    first.unmount();
    const { user } = renderWithProviders(<RegisterScreen />, {
      preloadedState: agreedToDeclaration,
    });
    expect(screen.getByLabelText(/^identity document number/i)).toHaveAccessibleDescription(
      /not kept in the saved form for your security/i,
    );
    await user.click(screen.getByRole('button', { name: /^clear the form/i }));
    expect(screen.getByLabelText(/^first name/i)).toHaveValue('');
    expect(screen.queryByText(/we restored the form/i)).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(key)).toBeNull();
  });

  it('clears a place application back to a new place application, its place still requested', async () => {
    const placeKey = 'dormitory:draft:place-request';
    const route = {
      preloadedState: agreedToDeclaration,
      route: '/place-request',
      language: 'pl',
    } as const;
    const first = renderWithProviders(<PlaceRequestScreen />, route);
    await first.user.type(screen.getByLabelText(/^imię/i), 'Ewa');
    first.unmount();
    const { user } = renderWithProviders(<PlaceRequestScreen />, route);
    await user.click(screen.getByRole('button', { name: 'Wyczyść formularz' }));
    expect(screen.getByLabelText(/^imię/i)).toHaveValue('');
    const applying = screen.getByRole('group', {
      name: /^czy ubiegasz się o miejsce w domu studenckim/i,
    });
    expect(within(applying).getByRole('radio', { name: 'Tak' })).toBeChecked();
    const kind = screen.getByRole('group', { name: 'Składam wniosek jako' });
    expect(within(kind).getByRole('radio', { name: 'Student' })).toBeChecked();
    expect(window.sessionStorage.getItem(placeKey)).toBeNull();
  });

  // Issue 34, point 1: nothing the round trip would lose is asked before the sign-in, so the
  // button's promise that what is typed is kept holds.
  it.each([
    ['en', 'Sign in with the university login', /anything you type here is kept/, /^pesel/i],
    [
      'pl',
      'Zaloguj się przez uczelniany system logowania',
      /wszystko, co tu wpiszesz, zostanie zachowane/,
      /^pesel/i,
    ],
  ] as const)(
    '%s: the sign-in button promises to keep what is typed, and nothing it would lose is asked',
    (language, name, kept, pesel) => {
      renderWithProviders(<RegisterScreen />, { preloadedState: agreedToDeclaration, language });
      const signIn = screen.getByRole('button', { name });
      expect(signIn).toHaveAccessibleDescription(kept);
      expect(screen.queryByLabelText(pesel)).toBeNull();
      expect(document.querySelector('input[type="file"], input[name="bankAccount"]')).toBeNull();
      // What the draft leaves out is what the notice names (PESEL comes back from the university).
      expect(draftExclusions).toEqual([
        'pesel',
        'documentNumber',
        'bankAccount',
        'photo',
        'placeRequest.doctoralDisabled',
      ]);
    },
  );

  it('says so in Polish', async () => {
    const first = renderWithProviders(<RegisterScreen />, {
      preloadedState: agreedToDeclaration,
      language: 'pl',
    });
    await asFutureStudent(first.user);
    await first.user.type(screen.getByLabelText(/^imię/i), 'Ewa');
    first.unmount();
    renderWithProviders(<RegisterScreen />, {
      preloadedState: agreedToDeclaration,
      language: 'pl',
    });
    expect(screen.getByText('Przywróciliśmy rozpoczęty formularz')).toBeVisible();
    expect(screen.getByLabelText(/^pesel/i)).toHaveAccessibleDescription(
      /nie jest zapisywane w formularzu/i,
    );
  });

  it('is deleted after a successful submission, with the place application draft', async () => {
    const placeKey = 'dormitory:draft:place-request';
    window.sessionStorage.setItem(placeKey, JSON.stringify({ firstName: 'Ewa', city: 'Łódź' }));
    const { user } = renderWithProviders(<RegisterScreen />, {
      preloadedState: agreedToDeclaration,
    });
    await fillValidStudent(user);
    expect(stored()).toContain('Ewa');
    await user.click(submitButton());
    expect(await screen.findByText('Your application has been delivered!')).toBeVisible();
    expect(window.sessionStorage.getItem(key)).toBeNull();
    expect(window.sessionStorage.getItem(placeKey)).toBeNull();
  });

  it('deletes the registration draft too after a place application is delivered', async () => {
    window.sessionStorage.setItem(key, JSON.stringify({ firstName: 'Old', city: 'Łódź' }));
    const { user } = renderWithProviders(<PlaceRequestScreen />, {
      preloadedState: agreedToDeclaration,
      route: '/place-request',
    });
    await fillValidStudent(user);
    await fillPlaceRequest(user);
    expect(window.sessionStorage.getItem('dormitory:draft:place-request')).toContain('Ewa');
    await user.click(submitButton());
    expect(await screen.findByText('Your application has been delivered!')).toBeVisible();
    expect(window.sessionStorage.getItem(key)).toBeNull();
    expect(window.sessionStorage.getItem('dormitory:draft:place-request')).toBeNull();
  });

  it('is deleted on logout', async () => {
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    server.use(http.get(api('/app/logout'), () => new HttpResponse(null, { status: 204 })));
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
    const { user } = renderWithProviders(<WithLogout />, {
      preloadedState: {
        ...agreedToDeclaration,
        account: {
          ...initialAccountState,
          access_token: 'demo.1002.x',
          token_type: 'Bearer',
          login: 'anowak',
          userId: '1002',
        },
      },
    });
    await user.click(screen.getByRole('radio', { name: /^guest/i }));
    await user.type(screen.getByLabelText(/^first name/i), 'Ewa');
    expect(stored()).toContain('Ewa');
    await user.click(screen.getByRole('button', { name: 'Test logout' }));
    await waitFor(() => expect(window.sessionStorage.getItem(key)).toBeNull());
  });
});
