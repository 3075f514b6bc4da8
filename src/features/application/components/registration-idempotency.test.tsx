import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { api } from '@/mocks/api-url';
import { submissionsTable, takenEmail } from '@/mocks/db/application';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/testing/test-utils';
import { applicantValue } from '@/testing/valid-applicant';
import { idempotencyKeyFor, markAnswerLost } from '../draft';
import { fieldErrorOf, fillValidStudent, submitButton } from '../testing/fill';
import { agreedToDeclaration, prepareRegistrationFormTests } from '../testing/render-register';
import { lostAnswerRetry } from './registration/use-registration-submit';
import RegisterScreen from './register-screen';
import { describeInEachLanguage } from '@/testing/in-each-language';

await prepareRegistrationFormTests();

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const storedKey = () => window.sessionStorage.getItem('dormitory:draft:register:idempotency-key');

const defaultWaits = lostAnswerRetry.waitsMs;
beforeEach(() => {
  // One automatic question again, at once: the waits themselves are not what is tested here.
  lostAnswerRetry.waitsMs = [0];
});
afterEach(() => {
  lostAnswerRetry.waitsMs = defaultWaits;
});

type Sent = { key: string | null; lastName: string | null };

/**
 * Every post reaches the demo API, which handles it as ever, but the answers to the first `lost`
 * posts never come back (a time-out or a dropped connection). Later posts are answered as usual.
 */
function loseAnswers(lost: number) {
  const sent: Sent[] = [];
  let forwarding = false;
  server.use(
    http.post(api('/app/form/post'), async ({ request }) => {
      if (forwarding) return undefined; // the inner request: on to the demo API
      const body = await request.clone().formData();
      sent.push({
        key: request.headers.get('Idempotency-Key'),
        lastName: body.get('lastName') as string | null,
      });
      if (sent.length > lost) return undefined;
      forwarding = true;
      await fetch(request.clone());
      forwarding = false;
      return HttpResponse.error();
    }),
  );
  return sent;
}

const words = {
  en: {
    delivered: 'Your application has been delivered!',
    reference: /^reference number of your application/i,
    notSent: /has not been sent/i,
    unknown: 'We do not know yet whether your application arrived',
    checkAgain: 'Check whether it arrived',
    lastName: /^last name/i,
    email: /^e-mail/i,
    taken: /already been sent/,
  },
  pl: {
    delivered: 'Twój wniosek został złożony.',
    reference: /^numer referencyjny twojego wniosku/i,
    notSent: /nie został wysłany/i,
    unknown: 'Nie wiemy jeszcze, czy Twój wniosek dotarł',
    checkAgain: 'Sprawdź, czy dotarł',
    lastName: /^nazwisko/i,
    email: /^e-mail/i,
    taken: /został już wysłany/,
  },
} as const;

function renderForm(language: 'en' | 'pl') {
  return renderWithProviders(<RegisterScreen />, {
    preloadedState: agreedToDeclaration,
    route: '/register',
    language,
  });
}

/** The reference number the confirmation shows, which must be the one the server stored. */
async function deliveredReference(language: 'en' | 'pl') {
  const w = words[language];
  expect(await screen.findByRole('heading', { name: w.delivered })).toBeVisible();
  expect(screen.getByText(w.reference)).toBeVisible();
  return document.querySelector('.application__reference')?.textContent;
}

describeInEachLanguage('a send whose answer was lost, in %s', words, (language, w) => {
  it('asks again with the same body and key and shows the application the server created', async () => {
    const sent = loseAnswers(1);
    const { user } = renderForm(language);
    await fillValidStudent(user, language);
    await user.click(submitButton());
    const reference = await deliveredReference(language);
    expect(submissionsTable.get()).toHaveLength(1);
    expect(reference).toBe(submissionsTable.get()[0]?.id);
    expect(screen.queryByText(w.notSent)).toBeNull();
    expect(sent).toHaveLength(2);
    expect(sent[0]?.key).toMatch(uuid);
    expect(sent[1]).toEqual(sent[0]);
    // Delivered: the next application gets a new key.
    expect(storedKey()).toBeNull();
    expect(idempotencyKeyFor('register')).not.toBe(sent[0]?.key);
  });

  it('never makes a second application, nor says "not sent", when the form is changed meanwhile', async () => {
    const sent = loseAnswers(2);
    const { user } = renderForm(language);
    await fillValidStudent(user, language);
    await user.click(submitButton());
    expect(await screen.findByText(w.unknown)).toBeVisible();
    await waitFor(() => expect(document.getElementById('lost-answer')).toHaveFocus());
    expect(screen.queryByText(w.notSent)).toBeNull();
    expect(submissionsTable.get()).toHaveLength(1);

    // A change after the lost answer would be another application under the same key.
    const lastName = screen.getByLabelText(w.lastName);
    await user.clear(lastName);
    await user.type(lastName, 'Nowak');
    await user.click(screen.getByRole('button', { name: w.checkAgain }));
    const reference = await deliveredReference(language);
    expect(reference).toBe(submissionsTable.get()[0]?.id);
    expect(submissionsTable.get()).toHaveLength(1);
    expect(sent.map((post) => post.lastName)).toEqual(Array(3).fill(applicantValue('lastName')));
    expect(new Set(sent.map((post) => post.key)).size).toBe(1);
  });

  it('shows why when the server had refused it, and the corrected form then goes through', async () => {
    const sent = loseAnswers(1);
    const { user } = renderForm(language);
    await fillValidStudent(user, language);
    const email = screen.getByLabelText(w.email);
    await user.clear(email);
    await user.type(email, takenEmail);
    await user.click(submitButton());
    await waitFor(() => expect(fieldErrorOf(email)).toMatch(w.taken));
    expect(submissionsTable.get()).toHaveLength(0);
    expect(screen.queryByText(w.unknown)).toBeNull();

    await user.clear(email);
    await user.type(email, 'ewa.lis@example.com');
    await user.click(submitButton());
    await deliveredReference(language);
    expect(submissionsTable.get()).toHaveLength(1);
    expect(new Set(sent.map((post) => post.key)).size).toBe(1);
  });

  it('after a reload, reads "key used for another application" as the application that exists', async () => {
    const sent = loseAnswers(0);
    const { user } = renderForm(language);
    await fillValidStudent(user, language);
    // Before the reload a post with this draft's key was created, its answer lost.
    const key = idempotencyKeyFor('register');
    markAnswerLost('register');
    submissionsTable.update((list) => {
      list.push({
        id: 'A-earlier',
        type: 'StudentForm',
        studentFormSubtype: 'FutureStudentForm',
        lastName: applicantValue('lastName'),
        userId: null,
        files: [],
        submittedAt: new Date().toISOString(),
      });
    });
    server.use(
      http.post(api('/app/form/post'), ({ request }) =>
        request.headers.get('Idempotency-Key') === key
          ? HttpResponse.json(
              {
                errors: [
                  {
                    param: '',
                    msg: 'This Idempotency-Key was already used for a different application.',
                  },
                ],
              },
              { status: 422 },
            )
          : undefined,
      ),
    );
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: w.delivered })).toBeVisible();
    expect(screen.queryByText(w.notSent)).toBeNull();
    expect(submissionsTable.get()).toHaveLength(1);
    expect(sent).toHaveLength(0);
  });
});
