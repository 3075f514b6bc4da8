import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/shared/config/env';
import type { ApplicationPeriod } from '@/shared/periods/api';
import { answerOf, propertyTimeout, type Answer } from '@/testing/contract-arbitrary';
import { onEveryAnswer, replyWith, untilLoaded } from '@/testing/screen-property';
import { preloadRegistrationForm } from './components/lazy-registration-form';
import { renderRegister } from './testing/render-register';

// Every answer the contract allows to the registration form's reads (application periods and
// the countries, document types, universities and dormitories): the form settles, and never
// says two opposite things: a future student (the students' and the Polish students' groups)
// offered the form as if it could be sent while neither group's period is open, or told it is
// closed while one is; a foreigner's country or document type to choose from an empty list with
// nothing saying the list is missing (issue 23).

const dictionaries = ['countries', 'document-types', 'universities', 'dorms'] as const;
const closedNotice = /^applications of (students|polish students) are not accepted now/i;
const listsMissing = /lists of countries, document types, universities and dormitories/i;

function expectPeriodCoherent(periods: Answer) {
  const answered = periods.status === 200 ? (periods.body as ApplicationPeriod[]) : [];
  const own = answered.filter((entry) => ['students', 'polishStudents'].includes(entry.group));
  // Periods that cannot be read, or do not list both groups, block nothing: the server decides.
  const closed = own.length === 2 && own.every((entry) => !entry.open);
  const notice = screen.queryByText(closedNotice) !== null;
  expect(notice, closed ? 'no period open, and no word of it' : 'closed beside open').toBe(closed);
}

function expectChoicesOrWhyNot() {
  const missing = screen.queryAllByText(listsMissing).length > 0;
  for (const label of ['Country', 'Identity document type']) {
    const select = screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
    const choices = [...select.querySelectorAll('option')].filter((option) => option.value !== '');
    expect(choices.length > 0 || missing, `${label}: nothing to choose, and no word why`).toBe(
      true,
    );
  }
}

// The form's lazy code, loaded while the file is collected (no hook's time-out applies then).
await preloadRegistrationForm();

describe('the registration form on any answer the contract allows to its reads', () => {
  it(
    'settles and never says two opposite things',
    async () => {
      await onEveryAnswer(
        [
          answerOf('/app/periods', 'get'),
          ...dictionaries.map((list) => answerOf(`/app/dictionaries/${list}`, 'get')),
        ],
        (...answers) => [
          http.get(`${env.apiBase}/app/periods`, replyWith(answers[0])),
          ...dictionaries.map((list, index) =>
            http.get(`${env.apiBase}/app/dictionaries/${list}`, () => {
              const answer = answers[index + 1] as Answer;
              return HttpResponse.json(answer.body as object, { status: answer.status });
            }),
          ),
        ],
        async (periods) => {
          const { user } = renderRegister();
          await screen.findByRole(
            'radio',
            { name: /^i will start studying/i },
            { timeout: 30_000 },
          );
          await untilLoaded();
          await user.click(screen.getByRole('radio', { name: /^i will start studying/i }));
          await untilLoaded();
          expectPeriodCoherent(periods);
          await user.click(screen.getByRole('checkbox', { name: /^i am not a polish citizen/i }));
          // The lists may still be on their way: a choice or a word why, once they are answered.
          await waitFor(expectChoicesOrWhyNot, { timeout: 10_000 });
        },
      );
    },
    propertyTimeout,
  );
});
