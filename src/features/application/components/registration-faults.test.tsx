import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import {
  clickTryAgain,
  describeFaultMatrix,
  expectNoTryAgain,
  loadFailed,
  matrixModes,
  words,
  type FaultCase,
} from '@/testing/fault-matrix';
import { fillPlaceRequest, fillValidStudent } from '../testing/fill';
import { lostAnswerRetry } from './registration/use-registration-submit';
import { agreedToDeclaration } from '../testing/render-register';
import { preloadRegistrationForm } from './lazy-registration-form';

// Was e2e/faults.spec.ts "/register: ..." and "/place-request: ..." (browser matrix moved here).
// Typing a whole form with user-event takes a few seconds in happy-dom.
vi.setConfig({ testTimeout: 60_000 });

const firstName = () => screen.getByRole('textbox', { name: /^(first name|imię)/i });

const registrationList = (route: string, list: string): FaultCase => ({
  name: `${route}: the ${list} list (GET)`,
  route,
  preloadedState: agreedToDeclaration,
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

/** No answer at all: the application may exist, so the page never says "not sent". */
const lostAnswerModes = ['offline', 'timeout'] as const;

// The form's own lazy code too (the matrix loads the screens'), while the file is collected.
await preloadRegistrationForm();

// One press, one request: the matrix counts them, so no automatic question again here
// (registration-idempotency.test.tsx shows it).
const defaultWaits = lostAnswerRetry.waitsMs;
beforeAll(() => {
  lostAnswerRetry.waitsMs = [];
});
afterAll(() => {
  lostAnswerRetry.waitsMs = defaultWaits;
});

const registrationSubmit = (route: string): FaultCase => ({
  name: `${route}: sending the form (POST)`,
  route,
  preloadedState: agreedToDeclaration,
  fault: { method: 'post', path: '/app/form/post' },
  modal: true,
  succeedsOn: ['empty'],
  modes: matrixModes.filter((mode) => !lostAnswerModes.some((lost) => lost === mode)),
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
    // The confirmation moves to its own address (issue 34): the one that stays is checked.
    await waitFor(() => expect(window.location.hash).toBe('#/application-sent'));
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'Your application has been delivered!' }),
      ).toBeVisible(),
    );
  },
});

/** The answer was lost: the same application is asked about again, the same body and key. */
const registrationLostAnswer = (route: string): FaultCase => ({
  ...registrationSubmit(route),
  name: `${route}: sending the form (POST), no answer`,
  modal: false,
  modes: lostAnswerModes,
  title: words('application:submit.lost.unknownTitle'),
  retry: async ({ user }) =>
    user.click(screen.getByRole('button', { name: /^(check whether it arrived)/i })),
});

await describeFaultMatrix([
  ...['countries', 'document-types', 'universities', 'dorms'].map((list) =>
    registrationList('/register', list),
  ),
  registrationList('/place-request', 'dorms'),
  registrationSubmit('/register'),
  registrationSubmit('/place-request'),
  registrationLostAnswer('/register'),
  registrationLostAnswer('/place-request'),
]);
