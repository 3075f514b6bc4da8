import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/shared/config/env';
import type { ApplicationPeriod } from '@/shared/periods/api';
import { answerOf, propertyTimeout, type Answer } from '@/testing/contract-arbitrary';
import { onEveryAnswer, replyWith, untilLoaded } from '@/testing/screen-property';
import { renderWithProviders } from '@/testing/test-utils';
import { ApplicationPeriods } from './components/application-periods';
import { RoomPrices } from './components/room-prices';

// Every answer the contract allows to the main page's reads (application periods, dormitories
// with their prices): both sections settle, and neither says two opposite things: "no period is
// open" beside an open one, a group open and closed at once, "open now" over dates that ended or
// have not begun (or "closed" within them), or "no prices published" beside a price (issue 23).

const groups: Record<string, ApplicationPeriod['group']> = {
  Students: 'students',
  'Polish students': 'polishStudents',
  'Foreign students': 'foreignStudents',
  'Doctoral students': 'doctoral',
};

function expectCoherent(periods: Answer) {
  // The periods' own list (a failure's server messages are a list too).
  const section = screen.getByRole('heading', { name: 'Application periods' }).closest('section');
  const list = section?.querySelector<HTMLElement>('ul.home__periods');
  const items = list ? within(list).queryAllByRole('listitem') : [];
  const states = items.map((item) => item.querySelector('.period__state')?.textContent ?? '');
  const noneOpen = screen.queryByText('No application period is open at the moment.') !== null;
  expect(noneOpen && states.includes('open now'), '"none open" beside an open period').toBe(false);

  const named = items.map((item) => item.querySelector('.period__group')?.textContent ?? '');
  expect(new Set(named).size, `a group listed twice: ${named.join(', ')}`).toBe(named.length);

  const answered = periods.status === 200 ? (periods.body as ApplicationPeriod[]) : [];
  const now = Date.now();
  named.forEach((name, index) => {
    const period = answered.find((entry) => entry.group === groups[name]);
    if (!period?.from || !period.to) return;
    const within = Date.parse(period.from) <= now && now <= Date.parse(period.to);
    const state = states[index];
    expect(state === 'open now' && !within, `${name} open now, outside its dates`).toBe(false);
    expect(state === 'closed' && within, `${name} closed, within its dates`).toBe(false);
  });

  const prices = screen.getByRole('heading', { name: 'Room prices' }).closest('section');
  const noPrices = within(prices as HTMLElement).queryByText(
    'Room prices have not been published yet.',
  );
  expect(
    noPrices && within(prices as HTMLElement).queryByRole('table'),
    'none beside a price',
  ).toBeFalsy();
}

describe('the main page on any answer the contract allows', () => {
  it(
    'settles and never says two opposite things',
    async () => {
      await onEveryAnswer(
        [answerOf('/app/periods', 'get'), answerOf('/app/dictionaries/dorms', 'get')],
        (periods, dorms) => [
          http.get(`${env.apiBase}/app/periods`, replyWith(periods)),
          http.get(`${env.apiBase}/app/dictionaries/dorms`, replyWith(dorms)),
        ],
        async (periods) => {
          renderWithProviders(
            <>
              <ApplicationPeriods />
              <RoomPrices />
            </>,
          );
          await untilLoaded();
          expectCoherent(periods);
        },
      );
    },
    propertyTimeout,
  );
});
