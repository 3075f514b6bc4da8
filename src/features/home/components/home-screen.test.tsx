import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { browserLocation } from '@/shared/session/browser-location';
import { initialAccountState } from '@/shared/session/account';
import { renderWithProviders } from '@/testing/test-utils';
import HomeScreen from './home-screen';
import { answerErrors } from '@/testing/api-faults';

const signedIn = {
  account: {
    ...initialAccountState,
    access_token: 'demo.1001.x',
    token_type: 'Bearer',
    login: 'jkowalski',
    userId: '1001',
  },
};

describe('main page', () => {
  it('shows the title, the sign-on notice, the registration entry and the contact', async () => {
    renderWithProviders(<HomeScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Student dormitories' })).toBeVisible();
    expect(screen.getByText(/takes you to the university login/i)).toBeVisible();
    expect(screen.getByRole('link', { name: /^register and apply for a place/i })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'akademiki@uczelnia.edu.pl' })).toHaveAttribute(
      'href',
      'mailto:akademiki@uczelnia.edu.pl',
    );
    expect(
      screen.getByRole('link', { name: '+48\u00a022\u00a0234\u00a050\u00a000' }),
    ).toHaveAttribute('href', 'tel:+48222345000');
    for (const name of [
      'Instructions for applicants and residents (opens in a new window)',
      'Student dormitories website (opens in a new window)',
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noreferrer');
    }
  });

  it('signs in to the panel through the single sign-on, returning to /panel', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { user } = renderWithProviders(<HomeScreen />);
    await user.click(screen.getByRole('button', { name: /^sign in to the resident panel/i }));
    // The PKCE challenge is hashed (crypto.subtle) before the browser leaves.
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const url = new URL(assign.mock.calls[0]?.[0] ?? '', 'http://localhost/');
    expect(url.searchParams.get('scope')).toBe('ekonto.user');
    const state = url.searchParams.get('state') ?? '';
    expect(atob(state.split('.')[1] ?? '')).toBe('/panel');
    expect(screen.queryByRole('button', { name: /^sign out/i })).not.toBeInTheDocument();
  });

  // "Jesteś zalogowany" assumed every resident is a man; the impersonal form fits everyone and
  // matches the header's "Zalogowano jako".
  it('greets a signed-in resident in Polish without assuming a gender', () => {
    renderWithProviders(<HomeScreen />, { preloadedState: signedIn, language: 'pl' });
    expect(screen.getByText(`Zalogowano jako ${signedIn.account.login}.`)).toBeVisible();
  });

  // Issue 22: the panel's link says where it goes (not "Next"), and signing out has one name.
  it.each([
    ['en', 'Go to the resident panel', 'Sign out'],
    ['pl', 'Przejdź do panelu mieszkańca', 'Wyloguj się'],
  ] as const)(
    '%s: says where the panel link goes, and signs out by the one name',
    (language, link, out) => {
      renderWithProviders(<HomeScreen />, { preloadedState: signedIn, language });
      expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/panel');
      expect(screen.getByRole('button', { name: out })).toBeVisible();
    },
  );

  it('offers the panel and logout when signed in', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    server.use(http.get(api('/app/logout'), () => new HttpResponse(null, { status: 204 })));
    const { user, store } = renderWithProviders(<HomeScreen />, { preloadedState: signedIn });
    expect(screen.getByRole('link', { name: 'Go to the resident panel' })).toHaveAttribute(
      'href',
      '/panel',
    );
    expect(screen.queryByRole('button', { name: /^sign in/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    // The session ends on the device at once; the central logout follows the server's answer.
    expect(store.getState().account.access_token).toBeNull();
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
  });

  it('lists the application periods per group and the room prices in PLN', async () => {
    renderWithProviders(<HomeScreen />);
    const section = screen.getByRole('region', { name: /^application periods/i });
    expect(await within(section).findByText('Students')).toBeVisible();
    expect(within(section).getByText('Polish students').parentElement).toHaveTextContent(
      /not open yet/,
    );
    expect(within(section).getByText('Foreign students').parentElement).toHaveTextContent(
      /open now/,
    );
    expect(within(section).getByText('Doctoral students').parentElement).toHaveTextContent(
      /open now/,
    );
    expect(within(section).queryByText(/no application period is open/i)).not.toBeInTheDocument();

    const prices = screen.getByRole('region', { name: /^room prices/i });
    const riviera = await within(prices).findByRole('row', { name: /ds riviera/i });
    expect(riviera).toHaveTextContent(/540\.00.*–.*890\.00/);
    expect(riviera).toHaveTextContent(/PLN\s?\d/);
    // A dorm without published prices is left out.
    expect(within(prices).queryByText(/tatrzańska/i)).not.toBeInTheDocument();
  });

  // Issue 22: "Students: open now" beside "Polish students: not open yet" did not say who is in
  // which group; each group says in one line who belongs to it, plainly (issue 34, point 6).
  it.each([
    [
      'en',
      /^application periods/i,
      [
        [
          'Students',
          'Every student of the university, Polish or not; doctoral students have their own period',
        ],
        [
          'Polish students',
          'Students with Polish citizenship, in a period of their own besides the one for all students',
        ],
        [
          'Foreign students',
          'Students without Polish citizenship, besides the period for all students; Erasmus and exchange students apply only here',
        ],
        ['Doctoral students', 'Doctoral school students applying for a doctoral place'],
      ],
    ],
    [
      'pl',
      /^terminy składania wniosków/i,
      [
        [
          'Studenci',
          'Wszyscy studenci uczelni, z obywatelstwem polskim lub bez; doktoranci mają własny nabór',
        ],
        [
          'Studenci polscy',
          'Studenci z obywatelstwem polskim, w osobnym naborze obok naboru dla wszystkich studentów',
        ],
        [
          'Studenci zagraniczni',
          'Studenci bez obywatelstwa polskiego, obok naboru dla wszystkich studentów; studenci programu Erasmus i wymiany składają wnioski tylko tutaj',
        ],
        ['Doktoranci', 'Uczestnicy szkoły doktorskiej ubiegający się o miejsce dla doktoranta'],
      ],
    ],
  ] as const)('%s: each period says who belongs to its group', async (language, name, groups) => {
    renderWithProviders(<HomeScreen />, { language });
    const section = screen.getByRole('region', { name });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(groups.length);
    groups.forEach(([group, who], index) => {
      const item = items[index] as HTMLElement;
      expect(within(item).getByText(group)).toBeVisible();
      expect(within(item).getByText(who)).toBeVisible();
    });
  });

  it('says clearly when no period is open, in Polish too', async () => {
    server.use(
      http.get(api('/app/periods'), () =>
        HttpResponse.json([
          { group: 'students', open: false, from: null, to: null },
          { group: 'doctoral', open: false, from: null, to: null },
        ]),
      ),
    );
    renderWithProviders(<HomeScreen />, { language: 'pl' });
    expect(await screen.findByText('Obecnie nie trwa żaden nabór wniosków.')).toBeVisible();
    const prices = screen.getByRole('region', { name: /^ceny miejsc/i });
    expect(await within(prices).findByRole('row', { name: /ds riviera/i })).toHaveTextContent(
      /540,00\s*zł\s*–\s*890,00\s*zł/,
    );
  });

  // A period still to come read "closed (10.12.2026 – 09.01.2027)", as if it had been called off.
  it.each([
    ['en', 'Polish students', 'Doctoral students', /not open yet/, /closed/],
    ['pl', 'Studenci polscy', 'Doktoranci', /jeszcze się nie rozpoczął/, /zamknięty/],
  ] as const)(
    '%s: a period still to come says it has not opened yet, one that ended says closed',
    async (language, upcomingGroup, endedGroup, upcoming, closed) => {
      const day = 24 * 60 * 60 * 1000;
      const date = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);
      server.use(
        http.get(api('/app/periods'), () =>
          HttpResponse.json([
            { group: 'polishStudents', open: false, from: date(15), to: date(45) },
            { group: 'doctoral', open: false, from: date(-60), to: date(-30) },
          ]),
        ),
      );
      renderWithProviders(<HomeScreen />, { language });
      const item = (await screen.findByText(upcomingGroup)).parentElement;
      expect(item).toHaveTextContent(upcoming);
      expect(item).not.toHaveTextContent(closed);
      expect(screen.getByText(endedGroup).parentElement).toHaveTextContent(closed);
    },
  );

  it('shows an error with the server message and a retry when the periods cannot be loaded', async () => {
    answerErrors('get', '/app/periods', 500, [{ msg: 'Periods are being updated', param: '' }]);
    const { user } = renderWithProviders(<HomeScreen />);
    expect(await screen.findByText(/could not be loaded/i)).toBeVisible();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(/^Periods are being updated\.$/);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: /^try again/i }));
    expect(await screen.findByText('Students')).toBeVisible();
  });
});
