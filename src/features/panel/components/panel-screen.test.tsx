import { screen, waitFor, within } from '@testing-library/react';
import { delay, http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enPanel from '@/i18n/locales/en/panel.json';
import plPanel from '@/i18n/locales/pl/panel.json';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { panelTabs } from '../tabs';
import { browserLocation } from '@/shared/session/browser-location';
import { decodeState } from '@/shared/session/sign-in';
import { renderApp } from '@/testing/test-utils';
import { demoUsers, renderPanel } from '../test-utils';
import './panel-screen';
import '../tabs/applications/applications-tab';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('panel: access and tabs', () => {
  it('sends a signed-out visitor through single sign-on, coming back to the same tab', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    renderApp('/panel?tab=fees');
    expect(await screen.findByText(/you need to sign in/i)).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost/');
    expect(url.searchParams.get('scope')).toBe('ekonto.user');
    expect(decodeState(url.searchParams.get('state') ?? '')?.returnTo).toBe('/panel?tab=fees');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it("shows the table's tabs, the one in the address selected, and keeps a new choice in the address", async () => {
    const { user } = renderPanel('/panel?tab=fees');
    const tablist = await screen.findByRole('tablist', { name: /resident panel sections/i });
    const tabs = within(tablist).getAllByRole('tab');
    // Each tab's name starts with its label (a count may follow: "Fees 2 to pay").
    expect(tabs.map((tab) => tab.textContent?.split(/\s/)[0])).toEqual(
      panelTabs.map((tab) => enPanel.tabs[tab]),
    );
    expect(screen.getByRole('tab', { name: /^Fees/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: /^Fees/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /^Internet/ }));
    await waitFor(() => expect(window.location.hash).toBe('#/panel?tab=internet'));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Internet/ })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(await screen.findByRole('tabpanel', { name: /^Internet/ })).toBeInTheDocument();
  });

  it('keeps the other address parameters (historical fees) when switching tabs', async () => {
    const { user } = renderPanel('/panel?tab=fees&historical=1');
    const historical = await screen.findByRole('switch', { name: 'Show historical entries' });
    expect(historical).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('tab', { name: /^Internet/ }));
    await waitFor(() => expect(window.location.hash).toBe('#/panel?tab=internet&historical=1'));
    await user.click(screen.getByRole('tab', { name: /^Fees/ }));
    await waitFor(() => expect(window.location.hash).toBe('#/panel?tab=fees&historical=1'));
    expect(await screen.findByRole('switch', { name: 'Show historical entries' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('brings a signed-out visitor back with the whole address', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    renderApp('/panel?tab=fees&historical=1');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(String(assign.mock.calls[0]?.[0]), 'http://localhost/');
    expect(decodeState(url.searchParams.get('state') ?? '')?.returnTo).toBe(
      '/panel?tab=fees&historical=1',
    );
  });

  it('moves between tabs with the arrow keys, Home and End (one tab stop)', async () => {
    // The first, second and last of the tabs' table, by their names.
    const [first, second, last] = [panelTabs[0], panelTabs[1], panelTabs.at(-1)].map(
      (name) => enPanel.tabs[name ?? 'applications'],
    ) as [string, string, string];
    const { user } = renderPanel(`/panel?tab=${panelTabs[0]}`);
    const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
    const firstTab = await screen.findByRole('tab', { name: first });
    expect(firstTab).toHaveAttribute('aria-selected', 'true');
    expect(tab(second)).toHaveAttribute('tabindex', '-1');
    firstTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(tab(second)).toHaveFocus();
    expect(tab(second)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab(last)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab(first)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab(last)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab(first)).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(window.location.hash).toBe(`#/panel?tab=${panelTabs[0]}`));
  });

  it('names the tabs in Polish', async () => {
    renderPanel('/panel', { language: 'pl' });
    const tablist = await screen.findByRole('tablist', { name: /sekcje panelu mieszkańca/i });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(panelTabs.map((tab) => plPanel.tabs[tab]));
  });
});

describe('panel: it opens on the first tab with something to do', () => {
  /** The tab selected once the panel has chosen, and the address it then shows. */
  async function opened(name: RegExp): Promise<void> {
    await waitFor(() =>
      expect(screen.getByRole('tab', { name, selected: true })).toBeInTheDocument(),
    );
  }

  it.each([
    {
      who: 'jan, with documents to sign',
      user: demoUsers.jan,
      tab: 'documents',
      name: /^Documents 2 to sign$/,
    },
    { who: 'piotr, with rent to pay', user: demoUsers.piotr, tab: 'fees', name: /^Fees 2 to pay$/ },
    {
      who: 'anna, with no MAC address',
      user: demoUsers.anna,
      tab: 'internet',
      name: /^Internet 1 to do$/,
    },
  ] as const)(
    '$who: the $tab tab, put in the address in its place',
    async ({ user, tab, name }) => {
      renderPanel('/panel', { user });
      // Before the to-do list's answers, no tab is chosen: none is selected, nothing flashes.
      expect(screen.queryByRole('tab', { selected: true })).toBeNull();
      const entries = window.history.length;
      await opened(name);
      await waitFor(() => expect(window.location.hash).toBe(`#/panel?tab=${tab}`));
      expect(await screen.findByRole('tabpanel', { name })).toBeInTheDocument();
      // In place of the address without a tab: Back leaves the panel instead of coming back to it.
      expect(window.history.length).toBe(entries);
    },
  );

  it('an unknown tab name is no tab: the first with something to do opens', async () => {
    renderPanel('/panel?tab=nonsense&historical=1');
    await opened(/^Documents/);
    await waitFor(() => expect(window.location.hash).toBe('#/panel?tab=documents&historical=1'));
  });

  it('an address with a tab still opens that tab, whatever there is to do', async () => {
    renderPanel('/panel?tab=applications');
    expect(await screen.findByRole('tab', { name: 'Archive', selected: true })).toBeVisible();
    expect(await screen.findByText(/documents are waiting for your signature/)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Archive' })).toHaveAttribute('aria-selected', 'true');
    expect(window.location.hash).toBe('#/panel?tab=applications');
  });

  it('a tab pressed before the answers stays; Back to the address without one chooses again', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mock.get(api('/app/panel/documents'), async () => {
        await answered;
        return undefined;
      }),
    );
    const { user } = renderPanel('/panel');
    expect(await screen.findByText(/^Checking what needs doing/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Fees' }));
    await waitFor(() => expect(window.location.hash).toBe('#/panel?tab=fees'));
    answer();
    expect(await screen.findByText(/documents are waiting for your signature/)).toBeVisible();
    expect(screen.getByRole('tab', { name: /^Fees/, selected: true })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/panel?tab=fees');
    // Back is the address without a tab: the panel chooses the tab with something to do.
    window.history.back();
    await opened(/^Documents 2 to sign$/);
    await waitFor(() => expect(window.location.hash).toBe('#/panel?tab=documents'));
  });

  it('with nothing to do, opens Documents and says so in one line, en and pl', async () => {
    server.use(
      mock.get(api('/app/panel/documents'), () => HttpResponse.json([])),
      mock.get(api('/app/panel/fees/balance'), () =>
        HttpResponse.json({ amount: 0, kind: 'settled' }),
      ),
      mock.get(api('/app/panel/fees/charges'), () => HttpResponse.json([])),
      mock.get(api('/app/panel/arrival-time'), () =>
        HttpResponse.json({ arrivalTime: '2027-10-01T12:30:00.000Z' }),
      ),
    );
    for (const [language, nothing, documents] of [
      ['en', 'Nothing needs doing right now.', 'Documents'],
      ['pl', 'Na razie nie masz nic do zrobienia.', 'Dokumenty'],
    ] as const) {
      const { unmount } = renderPanel('/panel', { language });
      const toDo = await screen.findByRole('region', {
        name: language === 'en' ? 'To do' : 'Do zrobienia',
      });
      expect(await within(toDo).findByText(nothing)).toBeInTheDocument();
      expect(within(toDo).queryByRole('listitem')).toBeNull();
      await opened(new RegExp(`^${documents}$`));
      // No tab carries a count.
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
        panelTabs.map((tab) => (language === 'en' ? enPanel : plPanel).tabs[tab]),
      );
      unmount();
      window.location.hash = '';
    }
  });
});

describe('applications tab', () => {
  it('lists archival documents with numbers, periods and states', async () => {
    renderPanel('/panel?tab=applications');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    // Two earlier documents and the two signed by both sides in the Documents tab, newest first.
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveTextContent(/^Declaration\s*D\/\d{4}\/00148/);
    expect(rows[2]).toHaveTextContent(/^Annex\s*A\/\d{4}\/00087/);
    expect(within(table).getByText(/^D\/\d{4}\/00411$/)).toBeInTheDocument();
    expect(within(table).getAllByText('Concluded (signed by both sides)')).toHaveLength(2);
    expect(within(table).getAllByText('In force (signed by both sides)')).toHaveLength(2);
    expect(
      within(rows[1] as HTMLElement).getByText(/\d{2}\/10\/\d{4} – \d{2}\/06\/\d{4}/),
    ).toBeInTheDocument();
  });

  it('shows loading, then the empty state', async () => {
    server.use(
      mock.get(api('/app/panel/applications'), async () => {
        await delay(50);
        return HttpResponse.json([]);
      }),
    );
    renderPanel('/panel?tab=applications', { user: demoUsers.anna });
    expect(await screen.findByText(/loading archival documents/i)).toBeInTheDocument();
    expect(await screen.findByText('You have no archival documents yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the data', async () => {
    let calls = 0;
    server.use(
      mock.get(api('/app/panel/applications'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json([]);
      }),
    );
    const { user } = renderPanel('/panel?tab=applications');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Archival documents could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('You have no archival documents yet.')).toBeInTheDocument();
    // The load error is shown in the tab, not in the global error dialog.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('loading state of every tab', () => {
  it.each([
    ['applications', '/app/panel/applications', /^loading archival documents…$/i],
    ['documents', '/app/panel/documents', /^loading documents…$/i],
    ['fees', '/app/panel/fees/charges', /^loading fees…$/i],
    ['internet', '/app/panel/network/allocation', /^loading internet connection data…$/i],
  ])('%s announces its loading politely', async (tab, path, text) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      mock.get(api(path), async () => {
        await gate;
        return HttpResponse.json({ message: 'later' }, { status: 500 });
      }),
    );
    renderPanel(`/panel?tab=${tab}`);
    const status = await screen.findByText(text);
    expect(status.closest('[role="status"]')).not.toBeNull();
    release();
    expect(await screen.findByText(/could not be loaded/i)).toBeInTheDocument();
  });
});
