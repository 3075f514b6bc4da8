import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { words } from '@/testing/fault-matrix';
import { describeInEachLanguage } from '@/testing/in-each-language';
import { renderWithProviders } from '@/testing/test-utils';
import HomeScreen from './home-screen';

const at = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

beforeEach(() => {
  server.use(
    http.get(api('/app/periods'), () =>
      HttpResponse.json([
        { group: 'students', open: true, from: at(-10), to: at(20) },
        { group: 'polishStudents', open: false, from: at(15), to: at(45) },
        { group: 'foreignStudents', open: true, from: at(-3), to: at(30) },
        { group: 'doctoral', open: true, from: at(-30), to: at(30) },
      ]),
    ),
  );
});

const home = (key: string) => words(`home:periods.${key}`);

// Issue 34, point 6: "Students" stands next to "Polish students"; a Polish student could not
// tell which applied. The page says who belongs to each group, and "I am…", picked once for the
// session, puts the person's own periods first with how they combine.
describeInEachLanguage('which period is mine (%s)', { en: null, pl: null }, (language) => {
  const say = (key: string) => home(key)[language];

  it('says who belongs to each group, and puts the chosen kind’s periods first', async () => {
    const { user } = renderWithProviders(<HomeScreen />, { language });
    const section = screen.getByRole('region', { name: say('title') });
    for (const group of ['students', 'polishStudents', 'foreignStudents', 'doctoral'])
      expect(await within(section).findByText(say(`who.${group}`))).toBeVisible();
    expect(within(section).queryByRole('heading', { name: say('mine') })).toBeNull();

    await user.click(
      within(section).getByRole('radio', { name: say('kind.options.polishStudent') }),
    );
    const mine = within(section).getByRole('heading', { name: say('mine') });
    expect(mine).toBeVisible();
    expect(within(section).getByText(say('mineRule.polishStudent'))).toBeVisible();
    const lists = within(section).getAllByRole('list');
    const first = within(lists[0] as HTMLElement).getAllByRole('listitem');
    expect(first.map((item) => item.querySelector('.period__group')?.textContent)).toEqual([
      say('groups.students'),
      say('groups.polishStudents'),
    ]);
    expect(window.sessionStorage.getItem('dormitory:applicant-kind')).toBe('polishStudent');
  });

  it('remembers the choice for the session', async () => {
    window.sessionStorage.setItem('dormitory:applicant-kind', 'exchange');
    renderWithProviders(<HomeScreen />, { language });
    const section = screen.getByRole('region', { name: say('title') });
    expect(
      within(section).getByRole('radio', { name: say('kind.options.exchange') }),
    ).toBeChecked();
    expect(await within(section).findByText(say('mineRule.exchange'))).toBeVisible();
    const lists = within(section).getAllByRole('list');
    const first = within(lists[0] as HTMLElement).getAllByRole('listitem');
    expect(first.map((item) => item.querySelector('.period__group')?.textContent)).toEqual([
      say('groups.foreignStudents'),
    ]);
  });
});
