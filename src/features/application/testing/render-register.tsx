import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { initialAccountState } from '@/shared/session/account';
import { initialRegistrationState } from '../registration-slice';
import { renderWithProviders } from '@/testing/test-utils';
import { preloadRegistrationForm } from '../components/lazy-registration-form';
import RegisterScreen from '../components/register-screen';

/** The registration state of a person who has agreed to the personal-data declaration. */
export const agreedToDeclaration = {
  registration: { ...initialRegistrationState, doesUserAgreeRODO: true },
};

/** A current student back from the university's sign-on (demo user jkowalski). */
export const signedInStudent = {
  account: {
    ...initialAccountState,
    access_token: 'demo.1001.abc',
    token_type: 'Bearer',
    login: 'jkowalski',
    userId: '1001',
  },
};

/** Renders /register past the declaration, in the given language, with extra preloaded state. */
export function renderRegister(
  language: 'en' | 'pl' = 'en',
  extra: NonNullable<Parameters<typeof renderWithProviders>[1]>['preloadedState'] = {},
  screen: ReactElement = <RegisterScreen />,
) {
  return renderWithProviders(screen, {
    preloadedState: { ...agreedToDeclaration, ...extra },
    language,
    route: '/register',
  });
}

/**
 * For a file of registration-form tests, awaited at its top: the form's lazy code loaded while the
 * file is collected (no hook's time-out applies then; in a beforeAll it outlasted 20 s on a loaded
 * machine), and a time-out that lets a whole form be typed on a loaded machine.
 */
export async function prepareRegistrationFormTests(): Promise<void> {
  vi.setConfig({ testTimeout: 30_000 });
  await preloadRegistrationForm();
}
