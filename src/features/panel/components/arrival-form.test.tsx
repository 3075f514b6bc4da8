import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { words } from '@/testing/fault-matrix';
import * as form from '@/testing/form-language';
import { renderWithProviders } from '@/testing/test-utils';
import ArrivalForm from './arrival-form';

// Issue 13: each kind of failure the arrival-time form shows, then a language switch: all in the
// other language, exactly (the date format named in a message too), nothing of the first left.

const arrivalPath = '/app/panel/arrival-time';
const t = (key: string) => words(`panel:arrival.${key}`);
const label = { date: t('date'), time: t('time') };
const hint = {
  date: {
    en: 'For example 01/10/2026 (DD/MM/YYYY).',
    pl: 'Na przykład 01.10.2026 (DD.MM.RRRR).',
  },
  time: t('timeHint'),
};
const failed = t('failure');
// The field keeps the product's "Value is required" (product.md §5); the summary says what to enter.
const dateRequired = { en: 'Value is required', pl: 'Podaj datę przyjazdu' };
const timeRequired = { en: 'Value is required', pl: 'Podaj godzinę przyjazdu' };
const requiredLines = [
  { en: 'Enter the date of arrival', pl: 'Podaj datę przyjazdu' },
  { en: 'Enter the time of arrival', pl: 'Podaj godzinę przyjazdu' },
];
const invalidDate = {
  en: 'Enter a real date in the format DD/MM/YYYY, for example 01/10/2026',
  pl: 'Podaj istniejącą datę w formacie DD.MM.RRRR, na przykład 01.10.2026',
};
const invalidTime = t('invalidTime');
const pastDate = t('pastDate');

// An arrival is declared ahead: the dates typed are next year's (a fixed one would pass into the
// past and be refused).
const nextYear = new Date().getFullYear() + 1;

const answer = form.answerTo('put', arrivalPath);

const fields = [
  form.labelledField(label.date, hint.date),
  form.labelledField(label.time, hint.time),
];
/** The errors on date and time (null: none); `lines`, where the summary says them otherwise. */
const onFields = (date: form.Message | null, time: form.Message | null, lines?: form.Message[]) =>
  form.fieldErrors(fields, [date, time], lines);

const inAlert = form.failureAlert(failed);

// The server's words on a field are shown as it sent them, in both languages.
const serverOnDate = {
  en: 'Arrival must be within your stay',
  pl: 'Arrival must be within your stay',
};

const cases: (form.FailureCase & { date?: string; time?: string })[] = [
  {
    kind: 'nothing filled in (client checks)',
    date: '',
    time: '',
    shown: onFields(dateRequired, timeRequired, requiredLines),
  },
  {
    kind: 'no such date, no such time (client checks; the format follows the language)',
    date: '31/02/2026',
    time: '25:00',
    shown: onFields(invalidDate, invalidTime),
  },
  {
    kind: 'a date in the past (client check): it says so',
    date: '01/10/2020',
    shown: onFields(pastDate, null),
  },
  {
    kind: '422 on a field of the form (the server’s words, as sent)',
    fail: answer(422, { errors: [{ msg: serverOnDate.en, param: 'date' }] }),
    shown: onFields(serverOnDate, null),
  },
  {
    kind: '422 naming no field of the form',
    fail: answer(422, { errors: [{ msg: 'Value is required', param: 'arrivalTime' }] }),
    shown: inAlert('common:apiFailure.rejected', ['Value is required.']),
  },
  ...form.commonFailures('put', arrivalPath, inAlert, 'Termin przyjazdów minął'),
];

describe('arrival-time form: each failure, then a language switch', () => {
  form.testEachFailureInBothLanguages(
    cases,
    async ({ date = `01/10/${nextYear}`, time = '14:30' }) => {
      const onSaved = vi.fn();
      const { user, i18n } = renderWithProviders(<ArrivalForm initial={null} onSaved={onSaved} />);
      if (date) await user.type(screen.getByLabelText(label.date.en), date);
      if (time) await user.type(screen.getByLabelText(label.time.en), time);
      await user.click(screen.getByRole('button', { name: t('save').en }));
      return {
        i18n,
        afterwards: () => {
          expect(screen.getByLabelText(label.date.pl)).toHaveValue(date);
          expect(onSaved).not.toHaveBeenCalled();
        },
      };
    },
  );
});

describe('the arrival-time fields on a phone', () => {
  it.each(['en', 'pl'] as const)(
    '%s: ask for the decimal keypad, digits and a separator (the digits-only one has none)',
    (language) => {
      renderWithProviders(<ArrivalForm initial={null} onSaved={() => {}} />, { language });
      for (const name of [label.date[language], label.time[language]])
        expect(screen.getByLabelText(name), name).toHaveAttribute('inputmode', 'decimal');
    },
  );

  it("saves a date and time typed with the keypad's separator: 01,10,YYYY at 14,30", async () => {
    let sent: unknown;
    server.use(
      http.put(api(arrivalPath), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(sent as object);
      }),
    );
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<ArrivalForm initial={null} onSaved={onSaved} />, {
      language: 'pl',
    });
    await user.type(screen.getByLabelText(label.date.pl), `01,10,${nextYear}`);
    await user.type(screen.getByLabelText(label.time.pl), '14,30');
    await user.click(screen.getByRole('button', { name: t('save').pl }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual({ arrivalTime: new Date(nextYear, 9, 1, 14, 30).toISOString() });
  });
});
