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
import './applications-tab';

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
    expect(tabs.map((tab) => tab.textContent)).toEqual(panelTabs.map((tab) => enPanel.tabs[tab]));
    expect(screen.getByRole('tab', { name: 'Fees' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Fees' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Internet' }));
    await waitFor(() => expect(window.location.hash).toBe('#/panel?tab=internet'));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Internet' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(await screen.findByRole('tabpanel', { name: 'Internet' })).toBeInTheDocument();
  });

  it('keeps the other address parameters (historical fees) when switching tabs', async () => {
    const { user } = renderPanel('/panel?tab=fees&historical=1');
    const historical = await screen.findByRole('switch', { name: 'Show historical entries' });
    expect(historical).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('tab', { name: 'Internet' }));
    await waitFor(() => expect(window.location.hash).toBe('#/panel?tab=internet&historical=1'));
    await user.click(screen.getByRole('tab', { name: 'Fees' }));
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
    const { user } = renderPanel('/panel');
    const first = await screen.findByRole('tab', { name: 'Archive' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Documents' })).toHaveAttribute('tabindex', '-1');
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Documents' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Internet' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Archive' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Internet' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Archive' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(window.location.hash).toBe('#/panel?tab=applications'));
  });

  it('opens the first tab for an unknown tab name', async () => {
    renderPanel('/panel?tab=nonsense');
    expect(await screen.findByRole('tab', { name: 'Archive' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
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
