// Every time zone: the opening and closing dates of a period, shown as their own day.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { formatDate } from '@/shared/lib/format';
import type { ApplicationPeriod } from '@/shared/periods/api';
import { renderWithProviders } from '@/testing/test-utils';
import { applicantGroups, closedPeriodOf } from '../periods';
import { fillValidStudent, submitButton } from '../testing/fill';
import { preloadRegistrationForm } from './lazy-registration-form';
import RegisterScreen from './register-screen';
import { agreedToDeclaration } from '../testing/render-register';

vi.setConfig({ testTimeout: 60_000 });
const day = 24 * 60 * 60 * 1000;
const opensAt = new Date(Date.now() + 12 * day).toISOString();
const endedAt = new Date(Date.now() - 5 * day).toISOString();

/** The periods the server gives; the posts it receives are counted. */
function periodsAre(students: boolean, polishStudents: boolean) {
  const posts: FormData[] = [];
  server.use(
    http.get(api('/app/periods'), () =>
      HttpResponse.json([
        { group: 'students', open: students, from: null, to: students ? null : endedAt },
        { group: 'polishStudents', open: polishStudents, from: opensAt, to: null },
        { group: 'foreignStudents', open: true, from: null, to: null },
        { group: 'doctoral', open: true, from: null, to: null },
      ]),
    ),
    http.post(api('/app/form/post'), async ({ request }) => {
      posts.push(await request.formData());
      return HttpResponse.json({ id: 'A-P' }, { status: 201 });
    }),
  );
  return posts;
}

const delivered = /^(your application has been delivered|twój wniosek)/i;

async function filledIn(language: 'en' | 'pl') {
  const rendered = renderWithProviders(<RegisterScreen />, {
    preloadedState: agreedToDeclaration,
    route: '/register',
  });
  await fillValidStudent(rendered.user);
  await rendered.i18n.changeLanguage(language);
  return rendered;
}

// The form's lazy code, loaded while the file is collected (no hook's time-out applies then).
await preloadRegistrationForm();

describe('the groups of an applicant (product.md §4)', () => {
  const base = {
    type: 'StudentForm',
    foreigner: false,
    placeRequests: false,
    placeRequestKind: '',
  };
  it('are doctoral for a doctoral place, students and Polish or foreign for a student, foreign for Erasmus and exchange, none for a guest', () => {
    expect(applicantGroups(base)).toEqual(['students', 'polishStudents']);
    expect(applicantGroups({ ...base, foreigner: true })).toEqual(['students', 'foreignStudents']);
    expect(applicantGroups({ ...base, type: 'ErasmusForm' })).toEqual(['foreignStudents']);
    expect(applicantGroups({ ...base, type: 'ExchangeForm' })).toEqual(['foreignStudents']);
    expect(applicantGroups({ ...base, placeRequests: true, placeRequestKind: 'doctoral' })).toEqual(
      ['doctoral'],
    );
    expect(applicantGroups({ ...base, type: 'GuestForm' })).toEqual([]);
  });

  it('is refused only when none of its groups is open, and the known periods say so', () => {
    const period = (group: ApplicationPeriod['group'], open: boolean, from: string | null = null) =>
      ({ group, open, from, to: null }) as ApplicationPeriod;
    const groups = ['students', 'polishStudents'] as const;
    expect(
      closedPeriodOf([period('students', true), period('polishStudents', false)], groups),
    ).toBeNull();
    expect(
      closedPeriodOf([period('students', false), period('polishStudents', false, opensAt)], groups),
    ).toEqual(period('polishStudents', false, opensAt));
    expect(closedPeriodOf(undefined, groups)).toBeNull();
    expect(closedPeriodOf([period('polishStudents', false)], groups)).toBeNull();
    expect(closedPeriodOf([period('students', false)], [])).toBeNull();
  });
});

describe.each([
  [
    'en',
    'We are not accepting applications from Polish students at the moment',
    'Applications open on',
  ],
  [
    'pl',
    'Nie przyjmujemy teraz wniosków od studentów polskich',
    'Przyjmowanie wniosków rozpocznie się',
  ],
] as const)('in %s', (language, title, opens) => {
  it("refuses to send while none of the applicant's groups is open, saying when it opens", async () => {
    const posts = periodsAre(false, false);
    const { user } = await filledIn(language);
    const notice = (await screen.findByText(title)).closest('#period-closed') as HTMLElement;
    expect(notice).toHaveTextContent(`${opens} ${formatDate(opensAt, language)}.`);
    await user.click(submitButton());
    await waitFor(() => expect(notice).toHaveFocus());
    expect(within(notice).getByRole('alert')).toHaveTextContent(title);
    expect(posts).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: delivered })).toBeNull();
  });

  it("sends while one of the applicant's groups is open (the students')", async () => {
    const posts = periodsAre(true, false);
    const { user } = await filledIn(language);
    expect(screen.queryByText(title)).toBeNull();
    await user.click(submitButton());
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: delivered })).toBeVisible();
  });

  it('sends when the periods cannot be read: the server decides', async () => {
    const posts = periodsAre(false, false);
    server.use(
      http.get(api('/app/periods'), () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const { user } = await filledIn(language);
    await user.click(submitButton());
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: delivered })).toBeVisible();
    expect(screen.queryByText(title)).toBeNull();
  });
});

describe.each([
  ['en', 'ended on', 'can be sent only while applications are accepted'],
  ['pl', 'zakończył się', 'można wysłać tylko w okresie przyjmowania wniosków'],
] as const)('every period of the applicant ended, in %s', (language, ended, waits) => {
  it('says it ended and that the form waits for applications, not "before the period opens"', async () => {
    periodsAre(false, false);
    server.use(
      http.get(api('/app/periods'), () =>
        HttpResponse.json([
          { group: 'students', open: false, from: null, to: endedAt },
          { group: 'polishStudents', open: false, from: null, to: endedAt },
          { group: 'foreignStudents', open: true, from: null, to: null },
          { group: 'doctoral', open: true, from: null, to: null },
        ]),
      ),
    );
    await filledIn(language);
    const notice = await waitFor(() => {
      const found = document.getElementById('period-closed');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(notice).toHaveTextContent(`${ended} ${formatDate(endedAt, language)}`);
    expect(notice).toHaveTextContent(waits);
  });
});
