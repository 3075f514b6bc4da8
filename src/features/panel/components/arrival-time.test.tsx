import { screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import * as faults from '@/testing/api-faults';
import plPanel from '@/i18n/locales/pl/panel.json';
import { demoUsers, renderPanel } from '../test-utils';

// An arrival is declared ahead: the dates typed are next year's (a fixed one would pass into the
// past and be refused).
const nextYear = new Date().getFullYear() + 1;
// Warm the lazy screen and tab chunks so the first test does not pay for their import.
import './panel-screen';
import '../tabs/applications/applications-tab';

const dialogWords = {
  en: {
    declare: 'Declare arrival time',
    date: 'Date of arrival',
    time: 'Time of arrival',
    save: 'Save arrival time',
  },
  pl: {
    declare: 'Zadeklaruj czas przyjazdu',
    date: 'Data przyjazdu',
    time: 'Godzina przyjazdu',
    save: 'Zapisz czas przyjazdu',
  },
};

/** Opens the arrival-time dialog, types the date and time, saves; returns the dialog. */
async function declareArrival(
  user: ReturnType<typeof renderPanel>['user'],
  { date, time }: { date: string; time: string },
  language: 'en' | 'pl' = 'en',
): Promise<HTMLElement> {
  const w = dialogWords[language];
  await user.click(await screen.findByRole('button', { name: w.declare }));
  const dialog = await screen.findByRole('dialog');
  await user.type(await within(dialog).findByLabelText(w.date), date);
  await user.type(within(dialog).getByLabelText(w.time), time);
  await user.click(within(dialog).getByRole('button', { name: w.save }));
  return dialog;
}

describe('arrival time', () => {
  it('is an item of the to-do list, whose loading line stays until every read has answered', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mock.get(api('/app/panel/network/allocation'), async () => {
        await held;
        return undefined;
      }),
    );
    renderPanel('/panel?tab=applications');
    const toDo = await screen.findByRole('region', { name: 'To do' });
    expect(within(toDo).getByText(/^Checking what needs doing: /)).toBeInTheDocument();
    // The arrival's answer alone does not show the list: it comes whole, not item by item.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Archive' })).toBeVisible());
    expect(within(toDo).queryByText('Arrival time not declared yet.')).not.toBeInTheDocument();
    release();
    const item = (await within(toDo).findByText('Arrival time not declared yet.')).closest('li');
    // Its button shows a short word, named in full for those who hear it.
    const declare = within(item as HTMLElement).getByRole('button', {
      name: 'Declare arrival time',
    });
    expect(declare).toHaveTextContent(/^Declare$/);
    expect(within(toDo).queryByText(/^Checking what needs doing: /)).not.toBeInTheDocument();
  });

  it('shows a declared time below the to-do items, with Change and the calendar, en and pl', async () => {
    for (const [language, change, changeShort, calendar, declared] of [
      [
        'en',
        'Change arrival time',
        'Change',
        /^Add to calendar/,
        /^Declared arrival time: 01\/10\/\d{4}, \d{2}:30$/,
      ],
      [
        'pl',
        plPanel.arrival.change,
        plPanel.toDo.changeShort,
        /^Dodaj do kalendarza/,
        /^Twój czas przyjazdu: 01\.10\.\d{4}, \d{2}:30$/,
      ],
    ] as const) {
      const { unmount } = renderPanel('/panel?tab=applications', {
        user: demoUsers.anna,
        language,
      });
      const line = (await screen.findByText(declared)).closest('.to-do__arrival') as HTMLElement;
      expect(within(line).getByRole('button', { name: change })).toHaveTextContent(
        new RegExp(`^${changeShort}$`),
      );
      expect(within(line).getByRole('button', { name: calendar })).toBeInTheDocument();
      // Declared: not an item to do.
      expect(screen.queryByText(/not declared|nie zadeklarowano/i)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('says none is declared, requires both values, then saves and shows the declared time', async () => {
    const { user } = renderPanel('/panel');
    expect(await screen.findByText('Arrival time not declared yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Declare arrival time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arrival time' });
    expect(
      await within(dialog).findByText(/for example 01\/10\/2026 \(DD\/MM\/YYYY\)/i),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save arrival time' }));
    const summary = await within(dialog).findByRole('alert', { name: /there is a problem/i });
    // The summary says what to enter; each field keeps the spec's "Value is required".
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter the date of arrival', 'Enter the time of arrival']);
    await waitFor(() => expect(summary).toHaveFocus());
    const date = within(dialog).getByLabelText('Date of arrival');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(/value is required/i);

    await user.type(date, '31/02/2026');
    await user.type(within(dialog).getByLabelText('Time of arrival'), '25:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save arrival time' }));
    expect(
      await within(dialog).findByText(
        'Enter a real date in the format DD/MM/YYYY, for example 01/10/2026',
        {
          selector: 'p',
        },
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(/enter a time in the format hh:mm/i, { selector: 'p' }),
    ).toBeInTheDocument();

    await user.clear(date);
    await user.type(date, `01/10/${nextYear}`);
    const time = within(dialog).getByLabelText('Time of arrival');
    await user.clear(time);
    await user.type(time, '14:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save arrival time' }));
    expect(await screen.findByText('Arrival time successfully added')).toBeInTheDocument();
    expect(
      screen.getByText('Arrival time successfully added').closest('[role="status"]'),
    ).not.toBeNull();
    expect(screen.getByText(`Declared arrival time: 01/10/${nextYear}, 14:30`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps what was typed and says so when saving fails', async () => {
    faults.answerErrors('put', '/app/panel/arrival-time', 500, [{ msg: 'x', param: 'y' }]);
    const { user } = renderPanel('/panel');
    const dialog = await declareArrival(user, { date: `01/10/${nextYear}`, time: '09:05' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An error occurred while adding the arrival time',
    );
    expect(within(dialog).getByLabelText('Date of arrival')).toHaveValue(`01/10/${nextYear}`);
    expect(within(dialog).getByLabelText('Time of arrival')).toHaveValue('09:05');
    expect(screen.queryByText('Arrival time successfully added')).not.toBeInTheDocument();
  });

  it('a save answered with no time is a failure, not "saved" over "not declared yet"', async () => {
    server.use(
      mock.put(api('/app/panel/arrival-time'), () => HttpResponse.json({ arrivalTime: null })),
    );
    const { user } = renderPanel('/panel');
    const dialog = await declareArrival(user, { date: `01/10/${nextYear}`, time: '09:05' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An error occurred while adding the arrival time',
    );
    expect(screen.queryByText('Arrival time successfully added')).not.toBeInTheDocument();
  });

  it('works in Polish with the Polish date format and messages', async () => {
    const { user } = renderPanel('/panel', { language: 'pl' });
    await user.click(await screen.findByRole('button', { name: 'Zadeklaruj czas przyjazdu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Czas przyjazdu' });
    await user.click(await within(dialog).findByRole('button', { name: 'Zapisz czas przyjazdu' }));
    const summary = await within(dialog).findByRole('alert', { name: /wystąpił problem/i });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Podaj datę przyjazdu', 'Podaj godzinę przyjazdu']);
    expect(within(dialog).getByLabelText('Data przyjazdu')).toHaveAccessibleDescription(
      'Na przykład 01.10.2026 (DD.MM.RRRR). Błąd: Podaj datę przyjazdu',
    );
    await user.type(within(dialog).getByLabelText('Data przyjazdu'), `01.10.${nextYear}`);
    await user.type(within(dialog).getByLabelText('Godzina przyjazdu'), '14:30');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz czas przyjazdu' }));
    expect(await screen.findByText('Czas przyjazdu został dodany')).toBeInTheDocument();
    expect(screen.getByText(`Twój czas przyjazdu: 01.10.${nextYear}, 14:30`)).toBeInTheDocument();
  });

  it('shows the Polish failure message', async () => {
    server.use(
      mock.put(api('/app/panel/arrival-time'), () => new HttpResponse(null, { status: 503 })),
    );
    const { user } = renderPanel('/panel', { language: 'pl' });
    const dialog = await declareArrival(user, { date: `01.10.${nextYear}`, time: '14:30' }, 'pl');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nie udało się zapisać czasu przyjazdu',
    );
  });

  it('shows an already declared time and offers to change it, prefilled', async () => {
    const { user } = renderPanel('/panel', { user: demoUsers.anna });
    expect(
      await screen.findByText(/^Declared arrival time: 01\/10\/\d{4}, \d{2}:30$/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change arrival time' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      (await within(dialog).findByLabelText<HTMLInputElement>('Date of arrival')).value,
    ).toMatch(/^01\/10\/\d{4}$/);
  });

  it.each(['offline', 'timeout', 'server', 'empty', 'malformed'] as const)(
    'a failed load (%s) says what happened, in the language shown, and Try again loads it',
    async (fault) => {
      const heal = faults.failRequests(fault, 'get', '/app/panel/arrival-time');
      const { user } = renderPanel('/panel', { user: demoUsers.anna });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        `The arrival time could not be loaded.${faults.apiFaultSentences.en[fault]}`,
      );
      expect(alert.textContent).not.toMatch(faults.rawStatus);
      expect(document.body.textContent).not.toMatch(faults.rawErrorCodes);
      expect(screen.queryByText(/not declared/i)).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Polski' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `Nie udało się wczytać czasu przyjazdu.${faults.apiFaultSentences.pl[fault]}`,
      );
      await user.click(screen.getByRole('button', { name: 'English' }));

      heal();
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByText(/^Declared arrival time: 01\/10\/\d{4}, \d{2}:30$/),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Change arrival time' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    },
  );

  it('a well-formed answer without the arrival time is a failure, not "none declared"', async () => {
    server.use(mock.get(api('/app/panel/arrival-time'), () => HttpResponse.json({ ok: true })));
    renderPanel('/panel');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The arrival time could not be loaded.${faults.apiFaultSentences.en.malformed}`,
    );
    expect(screen.queryByText(/not declared/i)).not.toBeInTheDocument();
  });

  it('keeps the failure and focus on Try again while retrying, and still lets the person declare', async () => {
    const held = faults.failAndHoldRetries('/app/panel/arrival-time');
    const { user } = renderPanel('/panel');
    const alert = await screen.findByRole('alert');
    await faults.expectTryAgainHeld(user, alert, held, {
      loading: 'Loading your arrival time…',
      failure: 'The arrival time could not be loaded.',
    });
    expect(within(alert).getByRole('button', { name: 'Declare arrival time' })).toBeVisible();
    await declareArrival(user, { date: `01/10/${nextYear}`, time: '14:30' });
    expect(await screen.findByText('Arrival time successfully added')).toBeInTheDocument();
    expect(screen.getByText(`Declared arrival time: 01/10/${nextYear}, 14:30`)).toBeInTheDocument();
    expect(screen.queryByText('The arrival time could not be loaded.')).not.toBeInTheDocument();
  });
});
