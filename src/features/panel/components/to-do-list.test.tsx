import { screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import * as faults from '@/testing/api-faults';
import { panelTabs, type PanelTab } from '../tabs';
import { demoUsers, panelTabNames, renderPanel } from '../test-utils';
// Warm the lazy screen and tab chunks so the first test does not pay for their import.
import './panel-screen';
import '../tabs/applications/applications-tab';

// The panel's first screen (issue 33, point 1): what the resident must do, each with its action,
// in both languages; each tab's count; the actions open their tab and move to its content.

const region = { en: 'To do', pl: 'Do zrobienia' } as const;

/** The items of the to-do list, each as its words and its action's visible words. */
async function items(language: 'en' | 'pl') {
  const list = await screen.findByRole('region', { name: region[language] });
  const rows = await within(list).findAllByRole('listitem');
  return rows.map((row) => [
    row.querySelector('.to-do__text')?.textContent,
    row.querySelector('a, button')?.textContent,
  ]);
}

const day = { en: /^\d{2}\/\d{2}\/\d{4}$/, pl: /^\d{2}\.\d{2}\.\d{4}$/ };

describe('the to-do list', () => {
  it.each([
    {
      language: 'en',
      sign: '2 documents are waiting for your signature.',
      pay: /^PLN\s724\.11 overdue\. Next deadline: (.+)\.$/,
      arrival: 'Arrival time not declared yet.',
      actions: ['Sign', 'Pay', 'Declare'],
      counts: { documents: '2 to sign', fees: '2 to pay' },
    },
    {
      language: 'pl',
      sign: '2 dokumenty czekają na Twój podpis.',
      pay: /^724,11\s?zł po terminie\. Następny termin: (.+)\.$/,
      arrival: 'Nie zadeklarowano czasu przyjazdu.',
      actions: ['Podpisz', 'Zapłać', 'Zadeklaruj'],
      counts: { documents: '2 do podpisania', fees: '2 do zapłaty' },
    },
  ] as const)(
    '$language: documents to sign, the amount overdue and the next deadline, the arrival',
    async ({ language, sign, pay, arrival, actions, counts }) => {
      renderPanel('/panel?tab=applications', { language });
      const found = await items(language);
      expect(found.map(([text]) => text)).toEqual([sign, expect.stringMatching(pay), arrival]);
      expect(found.map(([, action]) => action)).toEqual(actions);
      expect(pay.exec(found[1]?.[0] ?? '')?.[1]).toMatch(day[language]);
      // Each tab with something to do says how much, in its name.
      const tabs = panelTabs.map((tab) => {
        const count = (counts as Partial<Record<PanelTab, string>>)[tab];
        return count ? `${panelTabNames[tab][language]} ${count}` : panelTabNames[tab][language];
      });
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(tabs);
      for (const name of tabs) expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    },
  );

  it.each([
    ['en', 'Internet: no MAC address registered yet.', 'Register', 'Internet 1 to do'],
    ['pl', 'Internet: brak zarejestrowanego adresu MAC.', 'Zarejestruj', 'Internet 1 do zrobienia'],
  ] as const)('%s: no MAC address registered', async (language, text, action, tab) => {
    renderPanel('/panel?tab=applications', { user: demoUsers.anna, language });
    expect(await items(language)).toEqual([[text, action]]);
    expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
  });

  it.each([
    {
      language: 'en',
      upcoming: /^PLN\s720\.50 to pay by \d{2}\/12\/2026\.$/,
      overdueOnly: /^PLN\s724\.11 overdue\.$/,
      one: '1 document is waiting for your signature.',
      five: '5 documents are waiting for your signature.',
    },
    {
      language: 'pl',
      upcoming: /^720,50\szł do zapłaty do \d{2}\.12\.2026\.$/,
      overdueOnly: /^724,11\szł po terminie\.$/,
      one: '1 dokument czeka na Twój podpis.',
      five: '5 dokumentów czeka na Twój podpis.',
    },
  ] as const)(
    '$language: only upcoming, only overdue; one document, five',
    async ({ language, upcoming, overdueOnly, one, five }) => {
      const rent = (paymentDeadline: string, interest: number) => ({
        id: paymentDeadline,
        kind: 'rent',
        chargeDate: '2026-10-01',
        feeCollector: 'Student Housing Office',
        amount: 720.5,
        periodFrom: '2026-10-01',
        periodTo: '2026-10-31',
        paymentDeadline,
        interest,
        checkInFrom: '2026-10-01',
        checkInTo: '2027-06-30',
        dorm: 'DS Akademik',
        room: '214',
        returned: false,
        settled: false,
        historical: false,
      });
      const toSign = (count: number) =>
        Array.from({ length: count }, (_, index) => ({
          id: `d${index}`,
          kind: 'declaration',
          number: `D/2026/${index}`,
          state: 'toSign',
          periodFrom: '2026-10-01',
          periodTo: '2027-06-30',
          signedAt: null,
          fileName: `declaration-${index}.pdf`,
        }));
      const answer = (charges: unknown[], documents: unknown[]) =>
        server.use(
          mock.get(api('/app/panel/fees/charges'), () => HttpResponse.json(charges)),
          mock.get(api('/app/panel/fees/balance'), () =>
            HttpResponse.json({ amount: 724.11, kind: 'toPay' }),
          ),
          mock.get(api('/app/panel/documents'), () => HttpResponse.json(documents)),
        );
      const text = (index: number) =>
        within(screen.getByRole('region', { name: region[language] }))
          .getAllByRole('listitem')
          [index]?.querySelector('.to-do__text')?.textContent;

      answer([rent('2099-12-10', 0)], toSign(1));
      let view = renderPanel('/panel?tab=applications', { language });
      await items(language);
      expect(text(0)).toBe(one);
      // The deadline: this test's answer (2099) shown in the language's format.
      expect(text(1)).toMatch(new RegExp(upcoming.source.replace('2026', '2099')));
      view.unmount();

      answer([rent('2020-10-10', 3.61)], toSign(5));
      view = renderPanel('/panel?tab=applications', { language });
      await items(language);
      expect(text(0)).toBe(five);
      expect(text(1)).toMatch(overdueOnly);
      view.unmount();
    },
  );

  it('Sign, Pay and Register open their tab, keep the address, and move to its content', async () => {
    const { user } = renderPanel('/panel?tab=applications&historical=1');
    await items('en');
    const list = screen.getByRole('region', { name: 'To do' });
    const sign = within(list).getByRole('link', { name: 'Sign' });
    expect(sign).toHaveAttribute('href', '#/panel?tab=documents&historical=1');
    await user.click(sign);
    const documents = await screen.findByRole('tabpanel', { name: /^Documents/ });
    await waitFor(() => expect(documents).toHaveFocus());
    expect(window.location.hash).toBe('#/panel?tab=documents&historical=1');
    await user.click(within(list).getByRole('link', { name: 'Pay' }));
    const fees = await screen.findByRole('tabpanel', { name: /^Fees/ });
    await waitFor(() => expect(fees).toHaveFocus());
    expect(window.location.hash).toBe('#/panel?tab=fees&historical=1');
    // Pressed again on its own tab: back to the content.
    within(list).getByRole('link', { name: 'Pay' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fees).toHaveFocus());
  });

  it('a read the open tab does not show: its failure in the list, once, with Try again', async () => {
    const heal = faults.failRequests('server', 'get', '/app/panel/documents');
    const { user } = renderPanel('/panel?tab=applications');
    const list = await screen.findByRole('region', { name: 'To do' });
    const alert = await within(list).findByRole('alert');
    expect(alert).toHaveTextContent(/^Documents could not be loaded\./);
    // What could be read is still listed.
    expect(within(list).getByText('Arrival time not declared yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Polski' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent(
      /^Nie udało się wczytać dokumentów\./,
    );
    await user.click(screen.getByRole('button', { name: 'English' }));
    heal();
    await user.click(within(list).getByRole('button', { name: 'Try again' }));
    expect(
      await within(list).findByText('2 documents are waiting for your signature.'),
    ).toBeVisible();
    expect(within(list).queryByRole('alert')).toBeNull();
  });

  it('several reads failed: one line for them all, en and pl; on the tab that shows one, only the tab says it', async () => {
    faults.failRequests('server', 'get', '/app/panel/documents');
    faults.failRequests('server', 'get', '/app/panel/network/allocation');
    const { user } = renderPanel('/panel?tab=applications');
    const list = await screen.findByRole('region', { name: 'To do' });
    expect(await within(list).findByRole('alert')).toHaveTextContent(
      /^We could not check everything you need to do\./,
    );
    await user.click(screen.getByRole('button', { name: 'Polski' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent(
      /^Nie udało się sprawdzić wszystkiego, co masz do zrobienia\./,
    );
    await user.click(screen.getByRole('tab', { name: 'Dokumenty' }));
    // The documents tab says its own failure; the list names only the other one.
    const panel = await screen.findByRole('tabpanel', { name: 'Dokumenty' });
    expect(await within(panel).findByText('Nie udało się wczytać dokumentów.')).toBeVisible();
    await waitFor(() =>
      expect(within(list).getByRole('alert')).toHaveTextContent(
        /^Nie udało się wczytać danych połączenia internetowego\./,
      ),
    );
    expect(within(list).getAllByRole('alert')).toHaveLength(1);
    expect(list).not.toHaveTextContent(/dokumentów/);
  });
});
