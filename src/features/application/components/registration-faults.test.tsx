import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { initialRegistrationState } from '@/shared/session/registration-slice';
import {
  clickTryAgain,
  describeFaultMatrix,
  expectNoTryAgain,
  loadFailed,
  words,
  type FaultCase,
} from '@/testing/fault-matrix';
import { fillPlaceRequest, fillValidStudent } from '../testing/fill';

// Was e2e/faults.spec.ts "/register: ..." and "/place-request: ..." (browser matrix moved here).
// Typing a whole form with user-event takes a few seconds in happy-dom.
vi.setConfig({ testTimeout: 60_000 });

const agreed = { registration: { ...initialRegistrationState, doesUserAgreeRODO: true } };
const firstName = () => screen.getByRole('textbox', { name: /^(first name|imię)/i });

const registrationList = (route: string, list: string): FaultCase => ({
  name: `${route}: the ${list} list (GET)`,
  route,
  preloadedState: agreed,
  fault: { method: 'get', path: `/app/dictionaries/${list}` },
  reach: async ({ user }) => {
    const name = await screen.findByRole('textbox', { name: /^first name/i }, { timeout: 15_000 });
    await user.type(name, 'Zofia');
  },
  kept: () => expect(firstName()).toHaveValue('Zofia'),
  title: loadFailed('application:form.dictionariesWhat'),
  retry: clickTryAgain,
  recovered: async () => {
    await expectNoTryAgain();
    expect(await screen.findByRole('option', { name: 'Technical University' })).toBeVisible();
    expect(firstName()).toHaveValue('Zofia');
  },
});

const sendButton = () => screen.getByRole('button', { name: /^(send the application|wyślij)/i });

const registrationSubmit = (route: string): FaultCase => ({
  name: `${route}: sending the form (POST)`,
  route,
  preloadedState: agreed,
  fault: { method: 'post', path: '/app/form/post' },
  modal: true,
  succeedsOn: ['empty'],
  reach: async ({ user }) => {
    await screen.findByRole('option', { name: 'Technical University' }, { timeout: 15_000 });
    await fillValidStudent(user);
    if (route === '/place-request') await fillPlaceRequest(user);
  },
  press: sendButton,
  kept: () => {
    expect(firstName()).toHaveValue('Ewa');
    expect(screen.getByRole('textbox', { name: /^pesel/i })).toHaveValue('02211307589');
  },
  title: words('application:submit.notSent'),
  retry: async ({ user }) => user.click(sendButton()),
  recovered: async () => {
    expect(
      await screen.findByRole('heading', { name: 'Your application has been delivered!' }),
    ).toBeVisible();
  },
});

describeFaultMatrix([
  ...['countries', 'document-types', 'universities', 'dorms'].map((list) =>
    registrationList('/register', list),
  ),
  registrationList('/place-request', 'dorms'),
  registrationSubmit('/register'),
  registrationSubmit('/place-request'),
]);
