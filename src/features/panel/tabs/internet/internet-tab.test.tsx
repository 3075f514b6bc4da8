import { screen, within, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { keepSentJson } from '@/testing/sent-requests';
import { demoUsers, renderPanel } from '../../test-utils';
import '../../components/panel-screen';
import './internet-tab';
import { answerErrors } from '@/testing/api-faults';

const noConnectionEn =
  'No active connection found. Connect your device to a free socket in the SSK wired network and register.';
const noConnectionPl =
  'Nie znaleziono aktywnego połączenia. Podłącz urządzenie do wolnego gniazda w przewodowej sieci SSK i zarejestruj poniżej jego adres MAC.';

describe('internet tab', () => {
  it('shows help, regulations, notes, allocation, configuration and transfer', async () => {
    renderPanel('/panel?tab=internet');
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(screen.getByText('Read the network regulations')).toBeInTheDocument();
    const notes = screen.getByRole('region', { name: 'User notes' });
    expect(within(notes).getAllByRole('row')).toHaveLength(3);
    expect(within(notes).getByText('Warning')).toBeInTheDocument();
    expect(within(notes).getByText(/high upload detected/i)).toBeInTheDocument();
    const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(term('Dormitory')).toHaveTextContent('DS Akademik');
    expect(term('Room')).toHaveTextContent('214');
    expect(term('Socket')).toHaveTextContent('214-2');
    expect(term('Current MAC address')).toHaveTextContent('3c:52:82:1a:4f:90');
    // Nothing waits for approval: no such row.
    expect(screen.queryByText('Waiting for approval', { selector: 'dt' })).toBeNull();
    expect(await screen.findByText('IPv4 address', { selector: 'dt' })).toBeInTheDocument();
    expect(term('IPv4 address')).toHaveTextContent('10.21.14.37');
    expect(term('Mask')).toHaveTextContent('255.255.252.0');
    expect(term('Gateway')).toHaveTextContent('10.21.12.1');
    expect(term('Host name')).toHaveTextContent('ds-akademik-214-2');
    expect(term('Domain suffix')).toHaveTextContent('ds.uczelnia.edu.pl');
    expect(term('DNS servers')).toHaveTextContent('10.21.0.53, 10.21.0.54');
    const transfer = screen.getByRole('region', { name: 'Data usage' });
    const rows = within(transfer).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      /Current month.*31\.5 GB.*6\.2 GB.*37\.8 GB.*37\.8 GB \(38% of the limit\)/,
    );
    expect(rows[2]).toHaveTextContent(/Previous month.*85\.9 GB \(86% of the limit\)/);
    const chart = screen.getByRole('img', { name: /^chart: counted against the limit/i });
    expect(chart).toHaveAccessibleName(/37\.8\sGB.*38% of the limit.*85\.9\sGB.*86%/);
    expect(screen.getByText(/against the monthly limit of 100 GB/)).toBeInTheDocument();
    expect(screen.queryByText(noConnectionEn)).not.toBeInTheDocument();
  });

  it.each([
    [
      'en',
      'Data usage',
      ['Current month (November 2026)', 'Previous month (October 2026)'],
      ['November 2026: 38%', 'October 2026: 86%'],
      /in November 2026 .* in October 2026/,
    ],
    [
      'pl',
      'Transfer',
      ['Bieżący miesiąc (listopad 2026)', 'Poprzedni miesiąc (październik 2026)'],
      ['listopad 2026: 38%', 'październik 2026: 86%'],
      /listopad 2026: 37,8\sGB .* październik 2026: 85,9\sGB/,
    ],
  ] as const)(
    'names the months of the transfer in words (%s)',
    async (language, heading, rows, bars, chart) => {
      server.use(
        mock.get(api('/app/panel/network/transfer'), () =>
          HttpResponse.json({
            limit: 100_000,
            current: {
              month: '2026-11',
              download: 31_540,
              upload: 6_210,
              sum: 37_750,
              fromLimit: 37_750,
            },
            previous: {
              month: '2026-10',
              download: 71_020,
              upload: 14_900,
              sum: 85_920,
              fromLimit: 85_920,
            },
          }),
        ),
      );
      renderPanel('/panel?tab=internet', { language });
      const transfer = await screen.findByRole('region', { name: heading });
      expect(
        within(transfer)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(rows);
      const image = screen.getByRole('img', { name: chart });
      expect(
        [...image.querySelectorAll('.transfer-chart__label')].map((label) => label.textContent),
      ).toEqual(bars);
      expect(screen.queryByText(/2026-1[01]/)).not.toBeInTheDocument();
    },
  );

  it('says there is no active connection, in English and Polish', async () => {
    const { unmount } = renderPanel('/panel?tab=internet', { user: demoUsers.anna });
    expect(await screen.findByText(noConnectionEn)).toBeInTheDocument();
    expect(screen.getByText('There are no notes.')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Network configuration' }),
    ).not.toBeInTheDocument();
    unmount();
    renderPanel('/panel?tab=internet', { user: demoUsers.anna, language: 'pl' });
    expect(await screen.findByText(noConnectionPl)).toBeInTheDocument();
  });

  it('requires the regulations to be accepted before registering a MAC', async () => {
    const { user } = renderPanel('/panel?tab=internet');
    await user.type(await screen.findByLabelText(/^MAC address/), '3c:52:82:1a:4f:91');
    await user.click(screen.getByRole('button', { name: 'Send to the network administrators' }));
    const summary = await screen.findByRole('alert', { name: /there is a problem/i });
    expect(within(summary).getByRole('link')).toHaveTextContent(
      'Tick “I have read and accept the network regulations” to register a MAC address',
    );
    expect(
      screen.getByRole('checkbox', { name: /accept the network regulations/i }),
    ).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['', 'Enter the MAC address of your wired network adapter'],
    [
      '3c:52:82:1a:4f',
      'Enter the MAC address as 6 pairs of characters (digits 0–9 and letters a–f), for example 3c:52:82:1a:4f:90',
    ],
    ['00:00:00:00:00:00', 'The all-zero address 00:00:00:00:00:00 cannot be registered'],
    ['FF-FF-FF-FF-FF-FF', 'The broadcast address ff:ff:ff:ff:ff:ff cannot be registered'],
    [
      '01:00:5e:00:00:01',
      'This is a group (multicast) address, not your adapter’s own; check the address and type it again',
    ],
  ])('refuses the MAC "%s"', async (mac, message) => {
    const { user } = renderPanel('/panel?tab=internet');
    await user.click(
      await screen.findByRole('checkbox', { name: /accept the network regulations/i }),
    );
    if (mac) await user.type(screen.getByLabelText(/^MAC address/), mac);
    await user.click(screen.getByRole('button', { name: 'Send to the network administrators' }));
    const summary = await screen.findByRole('alert', { name: /there is a problem/i });
    expect(within(summary).getByRole('link')).toHaveTextContent(message);
    expect(screen.getByLabelText(/^MAC address/)).toHaveAccessibleDescription(
      new RegExp(message.slice(0, 20).replace(/[()]/g, '\\$&')),
    );
  });

  it('warns about a private (randomised) address and explains how to turn it off', async () => {
    const { user } = renderPanel('/panel?tab=internet');
    await user.type(await screen.findByLabelText(/^MAC address/), 'da:a1:19:00:00:01');
    expect(screen.getByText('This looks like a private (randomised) address')).toBeInTheDocument();
    expect(screen.getByText(/Private Wi-Fi Address/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^MAC address/));
    await user.type(screen.getByLabelText(/^MAC address/), '3c:52:82:1a:4f:91');
    expect(
      screen.queryByText('This looks like a private (randomised) address'),
    ).not.toBeInTheDocument();
  });

  it.each([
    {
      language: 'en',
      accept: /accept the network regulations/i,
      submit: 'Send to the network administrators',
      said: 'MAC address 3c:52:82:1a:4f:91 has been sent to the network administrators. It will work once they apply it.',
      current: 'Current MAC address',
      waiting: 'Waiting for approval',
      pending: /^3c:52:82:1a:4f:91, sent on \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/,
      note: 'The network administrators apply the new address, usually within one working day; until then the current one stays in use.',
    },
    {
      language: 'pl',
      accept: /akceptuję regulamin sieci/i,
      submit: 'Wyślij do administratorów sieci',
      said: 'Adres MAC 3c:52:82:1a:4f:91 został wysłany do administratorów sieci. Zacznie działać, gdy go wprowadzą.',
      current: 'Obecny adres MAC',
      waiting: 'Czeka na zatwierdzenie',
      pending: /^3c:52:82:1a:4f:91, wysłany \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/,
      note: 'Administratorzy sieci wprowadzają nowy adres zwykle w ciągu jednego dnia roboczego; do tego czasu działa obecny.',
    },
  ] as const)(
    '$language: sends the MAC normalised; the new one then waits for approval, the old one current',
    async ({ language, accept, submit, said, current, waiting, pending, note }) => {
      const sent = keepSentJson('POST', '/network/mac');
      const { user } = renderPanel('/panel?tab=internet', { language });
      await user.click(await screen.findByRole('checkbox', { name: accept }));
      await user.type(screen.getByRole('textbox', { name: /MAC/ }), '3C52.821A.4F91');
      await user.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByText(said)).toBeInTheDocument();
      expect(sent).toEqual([{ mac: '3c:52:82:1a:4f:91', regulationsAccepted: true }]);
      const allocation = screen.getByRole('region', { name: /connection allocation|przydział/i });
      const term = (name: string) =>
        within(allocation).getByText(name, { selector: 'dt' }).nextElementSibling;
      expect(term(current)).toHaveTextContent(/^3c:52:82:1a:4f:90$/);
      expect(term(waiting)).toHaveTextContent(pending);
      expect(within(allocation).getByText(note)).toBeInTheDocument();
    },
  );

  it('shows no current address as none registered yet, beside the one waiting', async () => {
    server.use(
      mock.get(api('/app/panel/network/allocation'), () =>
        HttpResponse.json({
          active: false,
          dorm: 'DS Babilon',
          room: '507',
          socket: '507-1',
          mac: null,
          pendingMac: { mac: '3c:52:82:1a:4f:91', requestedAt: '2026-11-20T09:00:00Z' },
        }),
      ),
    );
    renderPanel('/panel?tab=internet', { user: demoUsers.anna });
    const allocation = await screen.findByRole('region', { name: 'Connection allocation' });
    const term = (name: string) =>
      within(allocation).getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(term('Current MAC address')).toHaveTextContent(/^None registered yet$/);
    expect(term('Waiting for approval')).toHaveTextContent(
      /^3c:52:82:1a:4f:91, sent on 20\/11\/2026/,
    );
  });

  it.each([
    [
      'en',
      'accept the network regulations',
      'Send to the network administrators',
      "The network administrators' system refused this MAC address. Check the address of your wired network adapter and try again.",
    ],
    [
      'pl',
      'akceptuję regulamin sieci',
      'Wyślij do administratorów sieci',
      'System administratorów sieci odrzucił ten adres MAC. Sprawdź adres przewodowej karty sieciowej i spróbuj ponownie.',
    ],
  ] as const)(
    'shows the server refusing an address on the field (%s)',
    async (language, accept, submit, message) => {
      // The demo server's own answer to a multicast address (src/mocks/handlers/panel.test.ts).
      answerErrors('post', '/app/panel/network/mac', 422, [
        { msg: 'A multicast MAC address cannot be registered', param: 'mac' },
      ]);
      const { user } = renderPanel('/panel?tab=internet', { language });
      await user.click(await screen.findByRole('checkbox', { name: new RegExp(accept, 'i') }));
      const field = screen.getByRole('textbox', { name: /MAC/ });
      await user.type(field, '3c:52:82:1a:4f:91');
      await user.click(screen.getByRole('button', { name: submit }));
      const summary = await screen.findByRole('alert', { name: /problem/i });
      expect(within(summary).getByRole('link')).toHaveTextContent(message);
      await waitFor(() => expect(summary).toHaveFocus());
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(new RegExp(message.slice(0, 30)));
      expect(field).toHaveValue('3c:52:82:1a:4f:91');
      expect(screen.queryByText(/has been sent to the network administrators/)).toBeNull();
    },
  );

  it('keeps the typed MAC and says so when sending fails', async () => {
    server.use(
      mock.post(api('/app/panel/network/mac'), () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = renderPanel('/panel?tab=internet');
    await user.click(
      await screen.findByRole('checkbox', { name: /accept the network regulations/i }),
    );
    await user.type(screen.getByLabelText(/^MAC address/), '3c:52:82:1a:4f:91');
    await user.click(screen.getByRole('button', { name: 'Send to the network administrators' }));
    expect(await screen.findByText(/could not be sent/i)).toBeInTheDocument();
    expect(screen.getByLabelText(/^MAC address/)).toHaveValue('3c:52:82:1a:4f:91');
  });

  it('shows an error state when the connection data cannot be loaded', async () => {
    server.use(
      mock.get(api('/app/panel/network/allocation'), () => new HttpResponse(null, { status: 500 })),
    );
    renderPanel('/panel?tab=internet');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Internet connection data could not be loaded.',
    );
  });
});
