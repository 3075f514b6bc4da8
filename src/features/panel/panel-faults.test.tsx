import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import {
  clickTryAgain,
  describeFaultMatrix,
  expectNoTryAgain,
  loadFailed,
  words,
  type FaultCase,
} from '@/testing/fault-matrix';
// Warm the lazy screen and tab chunks so the first case does not pay for their import.
import './components/panel-screen';
import './tabs/applications/applications-tab';

// Was e2e/faults.spec.ts "panel ..." (browser matrix moved here).
vi.setConfig({ testTimeout: 30_000 });

const resident = {
  account: {
    access_token: 'demo.1001.test',
    token_type: 'Bearer',
    login: 'jkowalski',
    userId: '1001',
  },
};

const documentRow = () => screen.getByRole('row', { name: /D\/\d{4}\/00153/ });

const panelTab = (tab: string, path: string, what: string, heading: RegExp): FaultCase => ({
  name: `panel ${tab} tab (GET ${path})`,
  route: `/panel?tab=${tab}`,
  preloadedState: resident,
  fault: { method: 'get', path },
  reach: async () => {},
  title: loadFailed(what),
  retry: async (ctx) => clickTryAgain(ctx),
  recovered: async () => {
    const panel = screen.getByRole('tabpanel');
    expect((await within(panel).findAllByRole('heading', { name: heading }))[0]).toBeVisible();
    await expectNoTryAgain();
  },
});

await describeFaultMatrix([
  panelTab(
    'applications',
    '/app/panel/applications',
    'panel:applications.what',
    /archival documents/i,
  ),
  panelTab(
    'documents',
    '/app/panel/documents',
    'panel:documents.what',
    /waiting for your signature/i,
  ),
  panelTab('documents', '/app/panel/invoice', 'panel:invoice.what', /invoice data/i),
  panelTab('fees', '/app/panel/fees/*', 'panel:fees.what', /^charges$/i),
  panelTab('internet', '/app/panel/network/*', 'panel:internet.what', /^data usage$/i),
  {
    name: 'panel: the arrival time (GET)',
    route: '/panel?tab=applications',
    preloadedState: resident,
    fault: { method: 'get', path: '/app/panel/arrival-time' },
    reach: async () => {},
    title: loadFailed('panel:arrival.what'),
    retry: clickTryAgain,
    recovered: async () => {
      await expectNoTryAgain();
      await waitFor(() =>
        expect(
          screen.getByRole('button', { name: /^(declare|change) arrival time$/i }),
        ).toBeVisible(),
      );
    },
  },
  {
    name: 'panel: declaring the arrival time (PUT)',
    route: '/panel?tab=applications',
    preloadedState: resident,
    fault: { method: 'put', path: '/app/panel/arrival-time' },
    reach: async ({ user }) => {
      await user.click(await screen.findByRole('button', { name: /^declare arrival time$/i }));
      const dialog = await screen.findByRole('dialog', { name: /arrival time/i });
      await user.type(await within(dialog).findByLabelText(/^date of arrival/i), '01/10/2027');
      await user.type(within(dialog).getByLabelText(/^time of arrival/i), '14:30');
    },
    press: ({ language }) =>
      screen.getByRole('button', {
        name: language === 'pl' ? /^zapisz czas przyjazdu$/i : /^save arrival time$/i,
      }),
    kept: () => {
      expect(screen.getByLabelText(/^(date of arrival|data przyjazdu)/i)).toHaveValue('01/10/2027');
      expect(screen.getByLabelText(/^(time of arrival|godzina przyjazdu)/i)).toHaveValue('14:30');
    },
    title: words('panel:arrival.failure'),
    retry: async ({ user }) =>
      user.click(screen.getByRole('button', { name: /^save arrival time$/i })),
    recovered: async () => {
      expect(await screen.findByText('Arrival time successfully added')).toBeVisible();
    },
  },
  {
    name: 'panel: signing a document (POST)',
    route: '/panel?tab=documents',
    preloadedState: resident,
    fault: { method: 'post', path: '/app/panel/documents/:id/sign' },
    reach: async ({ user }) => {
      await screen.findByRole('region', { name: 'Waiting for your signature' });
      await user.click(within(documentRow()).getByRole('button', { name: /^sign declaration/i }));
    },
    press: () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, sign' }),
    title: words('panel:documents.signFailed'),
    retry: async ({ user }) => {
      const dialog = screen.queryByRole('dialog');
      if (!dialog)
        await user.click(within(documentRow()).getByRole('button', { name: /^sign declaration/i }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, sign' }),
      );
    },
    recovered: async () => {
      expect(
        await screen.findByText(/^Declaration D\/\d{4}\/00153 is signed and has been sent/),
      ).toBeVisible();
    },
  },
  {
    name: 'panel: saving the invoice data (PUT)',
    route: '/panel?tab=documents',
    preloadedState: resident,
    fault: { method: 'put', path: '/app/panel/invoice' },
    reach: async ({ user }) => {
      const company = await screen.findByLabelText(/^company name/i);
      await user.clear(company);
      await user.type(company, 'Lis i Synowie');
    },
    press: ({ language }) =>
      screen.getByRole('button', {
        name: language === 'pl' ? /^zapisz dane do faktury$/i : /^save invoice data$/i,
      }),
    kept: () =>
      expect(screen.getByLabelText(/^(company name|nazwa firmy)/i)).toHaveValue('Lis i Synowie'),
    title: words('panel:invoice.failed'),
    retry: async ({ user }) =>
      user.click(screen.getByRole('button', { name: /^save invoice data$/i })),
    recovered: async () => {
      expect(await screen.findByText('Invoice data saved.')).toBeVisible();
    },
  },
  {
    name: 'panel: registering a MAC address (POST)',
    route: '/panel?tab=internet',
    preloadedState: resident,
    fault: { method: 'post', path: '/app/panel/network/mac' },
    reach: async ({ user }) => {
      await user.click(
        await screen.findByRole('checkbox', { name: /accept the network regulations/i }),
      );
      await user.type(screen.getByLabelText(/^MAC address/), '3C-52-82-1A-4F-91');
    },
    press: ({ language }) =>
      screen.getByRole('button', {
        name:
          language === 'pl'
            ? /^wyślij do administratorów sieci$/i
            : /^send to the network administrators$/i,
      }),
    kept: () =>
      expect(screen.getByLabelText(/^(MAC address|adres MAC)/)).toHaveValue('3C-52-82-1A-4F-91'),
    title: words('panel:internet.failed'),
    retry: async ({ user }) =>
      user.click(screen.getByRole('button', { name: /^send to the network administrators$/i })),
    recovered: async () => {
      expect(await screen.findByText(/3c:52:82:1a:4f:91 has been sent/)).toBeVisible();
    },
  },
]);
