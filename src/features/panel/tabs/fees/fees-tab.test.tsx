import { screen, waitFor, within } from '@testing-library/react';
import { delay, http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/mocks/api-url';
import { panelRecord, updatePanelRecord, type PanelRecord } from '@/mocks/db/panel';
import { server } from '@/mocks/node';
import { formatDate, formatMoney } from '@/shared/lib/format';
import { makeTestI18n } from '@/testing/test-i18n';
import { academicYearOf } from '../../fee-years';
import { demoUsers, renderPanel } from '../../test-utils';
import '../../components/panel-screen';
import './fees-tab';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Intl writes a no-break space between the amount and its currency (and between thousands in Polish). */
const nbsp = '\u00a0';
const bankAccount = {
  accountNumber: '61109010140000071219812874',
  recipientName: 'Dział Spraw Bytowych',
  recipientAddress: ['ul. Akademicka 1', '00-950 Warszawa', 'Poland'],
  recipientNip: '5260250274',
  transferTitle: 'Opłaty DS 1001 J. Kowalski',
  residentName: 'Jan Kowalski',
};
/** toHaveTextContent reads no-break spaces as spaces; so must what it is compared with. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');
const exactText = (element: Element | null | undefined) => element?.textContent ?? null;

/** Today as the tab reads it: local time, YYYY-MM-DD. */
const todayIso = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** The first charge or payment date of a seeded record. */
const earliest = (record: PanelRecord) =>
  [...record.charges.map((item) => item.chargeDate), ...record.payments.map((item) => item.date)]
    .sort()
    .at(0) ?? '';

const bodyRows = (name: string) =>
  within(screen.getByRole('region', { name })).getAllByRole('row').length - 1;

describe('fees tab', () => {
  it('shows loading, then receivables with every column, the payment history and the balance to pay', async () => {
    server.use(
      mock.get(api('/app/panel/fees/balance'), async () => {
        await delay(50);
        return HttpResponse.json({ amount: 1444.61, kind: 'toPay' });
      }),
    );
    renderPanel('/panel?tab=fees');
    expect(await screen.findByText('Loading fees…')).toBeInTheDocument();
    const charges = await screen.findByRole('region', { name: 'Charges' });
    const headers = within(charges)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    // Kind, amount, deadline and interest first (a phone's card shows them); "Details" heads
    // the card's disclosure button, a column panel.css shows on a phone only.
    expect(headers).toEqual([
      'Kind',
      'Amount',
      'Payment deadline',
      'Interest',
      'Details',
      'Charge date',
      'Period',
      'Fee collector',
      'Accommodation period',
      'Dormitory, room',
      'Refunded',
    ]);
    expect(within(charges).getAllByText('Rent').length).toBeGreaterThan(0);
    const rent = within(charges).getAllByText('Rent')[0]?.closest('tr') as HTMLElement;
    expect(exactText(rent.querySelectorAll('td.num')[0])).toBe(`PLN${nbsp}720.50`);
    expect(exactText(rent.querySelectorAll('td.num')[1])).toBe(`PLN${nbsp}0.00`);
    const payments = screen.getByRole('region', { name: 'Payment history' });
    expect(
      within(payments)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Type', 'Amount', 'Date', 'Source']);
    const balance = screen.getByRole('heading', { name: 'Final balance' })
      .parentElement as HTMLElement;
    expect(balance).toHaveTextContent('To pay: PLN 1,444.61');
    expect(exactText(balance.querySelector('.balance__amount'))).toBe(`PLN${nbsp}1,444.61`);
  });

  it('marks overdue deadlines with words, not colour alone', async () => {
    renderPanel('/panel?tab=fees');
    const charges = await screen.findByRole('region', { name: 'Charges' });
    const overdue = within(charges).getAllByText('Overdue');
    expect(overdue).toHaveLength(1);
    expect(overdue[0]?.closest('tr')).toHaveClass('row--overdue');
    expect(overdue[0]?.closest('tr')).toHaveTextContent('PLN 3.61');
  });

  // Found by the property test (issue 23): a deposit given back is owed by nobody.
  it('does not mark a returned charge overdue, even one not flagged settled', async () => {
    const returned = {
      id: 'c-returned',
      kind: 'deposit',
      chargeDate: '2025-10-01',
      feeCollector: 'Dział Spraw Bytowych',
      amount: 500,
      periodFrom: '2025-10-01',
      periodTo: '2026-06-30',
      paymentDeadline: '2025-10-14',
      interest: 0,
      checkInFrom: '2025-10-01',
      checkInTo: '2026-06-30',
      dorm: 'DS Akademik',
      room: '101',
      returned: true,
      settled: false,
      historical: false,
    };
    server.use(mock.get(api('/app/panel/fees/charges'), () => HttpResponse.json([returned])));
    renderPanel('/panel?tab=fees');
    const charges = await screen.findByRole('region', { name: 'Charges' });
    const row = within(charges).getByRole('rowheader', { name: 'Deposit' }).closest('tr');
    expect(row).toHaveTextContent('Refunded');
    expect(within(charges).queryByText('Overdue')).toBeNull();
  });

  // The demo seed is relative to today; whatever the month, there is an overdue row and a code.
  it.each([
    ['2027-08-15', new Date(2027, 7, 15, 12)],
    ['2026-10-01', new Date(2026, 9, 1, 8)],
    ['2027-01-10', new Date(2027, 0, 10, 23)],
    ['2028-02-29', new Date(2028, 1, 29, 12)],
    ['2027-06-30', new Date(2027, 5, 30, 12)],
  ])('on %s shows one overdue row, the open rent and a payment code', async (_day, date) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(date);
    renderPanel('/panel?tab=fees');
    const charges = await screen.findByRole('region', { name: 'Charges' });
    expect(within(charges).getAllByText('Overdue')).toHaveLength(1);
    const month = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
    const [y, m] = month.split('-');
    const openRent = within(charges)
      .getAllByRole('row')
      .find(
        (row) =>
          row.textContent?.startsWith('Rent') &&
          row.textContent.includes(`01/${m}/${y}`) &&
          !row.classList.contains('row--overdue'),
      );
    expect(openRent).toBeDefined();
    const qr = await screen.findByRole('img', { name: /^payment qr code/i });
    expect(qr.getAttribute('data-payload')?.split('|')[3]).toBe('144461');
  });

  it('gives each receivable a Details button named for its row; a card shows the rest once it is pressed', async () => {
    const { user } = renderPanel('/panel?tab=fees');
    const charges = await screen.findByRole('region', { name: 'Charges' });
    const overdue = within(charges).getByText('Overdue').closest('tr') as HTMLElement;
    // What a phone's card shows before Details (panel.css hides `.fee-cell--more` there): the
    // kind, amount, deadline with "Overdue" in words, and the interest, as it is owed.
    const upFront = [...overdue.querySelectorAll('th, td')]
      .filter((cell) => !cell.matches('.fee-cell--more, .fee-cell--toggle'))
      .map((cell) => spaced(cell.textContent ?? ''));
    expect(upFront).toEqual([
      'Rent',
      spaced(formatMoney(720.5, 'en')),
      expect.stringMatching(/^\d\d\/\d\d\/\d{4}⚠ Overdue$/),
      spaced(formatMoney(3.61, 'en')),
    ]);
    const button = within(overdue).getByRole('button', {
      name: /^Details: Rent, charged on \d\d\/\d\d\/\d{4}$/,
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(overdue).not.toHaveClass('fee-row--open');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(overdue).toHaveClass('fee-row--open');
    // A paid row keeps its zero interest behind Details.
    const paid = within(charges).getByText('Deposit').closest('tr') as HTMLElement;
    expect(paid.querySelectorAll('td.num')[1]).toHaveClass('fee-cell--more');
    const names = within(charges)
      .getAllByRole('button', { name: /^Details/ })
      .map((item) => item.getAttribute('aria-label'));
    expect(names.length).toBe(bodyRows('Charges'));
    expect(new Set(names).size).toBe(names.length);
  });

  it('names the Details buttons in Polish', async () => {
    renderPanel('/panel?tab=fees', { language: 'pl' });
    const charges = await screen.findByRole('region', { name: 'Należności' });
    expect(
      within(charges).getByRole('button', {
        name: /^Szczegóły: Kaucja, data naliczenia \d\d\.\d\d\.\d{4}$/,
      }),
    ).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists historical entries by academic year, each year closed until opened', async () => {
    const { user } = renderPanel('/panel?tab=fees');
    await screen.findByRole('region', { name: 'Charges' });
    const current = bodyRows('Charges');
    const currentPayments = bodyRows('Payment history');
    const start = academicYearOf(todayIso());
    expect(
      screen.getByRole('heading', { level: 2, name: `This academic year (${start}/${start + 1})` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^academic year/i })).not.toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Show historical entries' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(window.location.hash).toBe('#/panel?tab=fees&historical=1'));
    expect(screen.getByRole('heading', { level: 2, name: 'Historical entries by academic year' }));
    // jkowalski's three closed years of stay, newest first, every one closed; the first one's
    // reservation and deposit were charged (and the reservation paid) in the summer before it.
    const years = screen.getAllByRole('button', { name: /^academic year \d{4}\/\d{4}$/i });
    expect(years.map((year) => year.textContent)).toEqual(
      [1, 2, 3, 4].map((back) => `Academic year ${start - back}/${start - back + 1}`),
    );
    for (const year of years) expect(year).toHaveAttribute('aria-expanded', 'false');
    expect(years[0]?.closest('h3')).not.toBeNull();
    // The current year's lists are unchanged: no historical row joins them.
    expect(bodyRows('Charges')).toBe(current);
    expect(bodyRows('Payment history')).toBe(currentPayments);
    expect(
      screen.getByText(/^Showing \d+ charges and \d+ payments\. Historical entries: 4 earlier/),
    ).toBeInTheDocument();

    // Opening the last year shows its rows, under names that say which year they are.
    const last = `${start - 1}/${start}`;
    const lastYear = years[0] as HTMLElement;
    await user.click(lastYear);
    expect(lastYear).toHaveAttribute('aria-expanded', 'true');
    const yearCharges = await screen.findByRole('region', {
      name: `Charges Academic year ${last}`,
    });
    // Its rows are the seeded historical ones charged (or paid) from October to September.
    const record = panelRecord(demoUsers.jan.userId);
    const inLast = (date: string) => date >= `${start - 1}-10-01` && date <= `${start}-09-30`;
    const seeded = record.charges.filter((item) => item.historical && inLast(item.chargeDate));
    const seededPayments = record.payments.filter((item) => item.historical && inLast(item.date));
    expect(seeded.length).toBeGreaterThan(10);
    await waitFor(() =>
      expect(within(yearCharges).getAllByRole('row')).toHaveLength(1 + seeded.length),
    );
    const yearPayments = screen.getByRole('region', {
      name: `Payment history Academic year ${last}`,
    });
    expect(within(yearPayments).getAllByRole('row')).toHaveLength(1 + seededPayments.length);
    await user.click(lastYear);
    expect(lastYear).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByRole('region', { name: `Charges Academic year ${last}` }),
    ).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.queryByRole('button', { name: /^academic year/i })).not.toBeInTheDocument();
    expect(bodyRows('Charges')).toBe(current);
  });

  it('gives each earlier year its sums: receivables with interest, and payments', async () => {
    const { user } = renderPanel('/panel?tab=fees&historical=1');
    const record = panelRecord(demoUsers.jan.userId);
    const years = await screen.findAllByRole('button', { name: /^academic year/i });
    const start = academicYearOf(todayIso()) - 2;
    const year = years[1] as HTMLElement;
    expect(year).toHaveTextContent(`Academic year ${start}/${start + 1}`);
    const inYear = (date: string) => date >= `${start}-10-01` && date <= `${start + 1}-09-30`;
    const receivables = record.charges
      .filter((item) => item.historical && inYear(item.chargeDate))
      .reduce((sum, item) => sum + item.amount + item.interest, 0);
    const payments = record.payments
      .filter((item) => item.historical && inYear(item.date))
      .reduce((sum, item) => sum + item.amount, 0);
    expect(receivables).toBeGreaterThan(8000);
    const sums = year.closest('section')?.querySelector('.fees-year__sums');
    expect(sums).toHaveTextContent(
      spaced(`Charges ${formatMoney(receivables, 'en')}, payments ${formatMoney(payments, 'en')}`),
    );
    await user.click(year);
    expect(await screen.findAllByText('Rent')).not.toHaveLength(0);
  });

  it('names the years and their sums in Polish', async () => {
    const { user } = renderPanel('/panel?tab=fees&historical=1', { language: 'pl' });
    const start = academicYearOf(todayIso());
    expect(
      await screen.findByRole('heading', {
        name: `Bieżący rok akademicki (${start}/${start + 1})`,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Wpisy historyczne według lat akademickich' }),
    ).toBeInTheDocument();
    const year = screen.getByRole('button', { name: `Rok akademicki ${start - 1}/${start}` });
    expect(year.closest('section')?.querySelector('.fees-year__sums')).toHaveTextContent(
      /^Należności .+ zł, wpłaty .+ zł$/,
    );
    expect(
      screen.getByText(/Wpisy historyczne: poniżej 4 wcześniejsze lata akademickie;/),
    ).toBeInTheDocument();
    await user.click(year);
    const charges = await screen.findByRole('region', {
      name: `Należności Rok akademicki ${start - 1}/${start}`,
    });
    expect(within(charges).getAllByText('Czynsz').length).toBeGreaterThan(8);
  });

  it('never mounts thousands of rows: history shows years, a year its own rows', async () => {
    const { user } = renderPanel('/panel?tab=fees', { user: demoUsers.piotr });
    await screen.findByRole('region', { name: 'Charges' });
    const rows = () => document.querySelectorAll('tr').length;
    const before = rows();
    expect(before).toBeLessThan(100);
    await user.click(screen.getByRole('switch', { name: 'Show historical entries' }));
    const years = screen.getAllByRole('button', { name: /^academic year/i });
    expect(years.length).toBeGreaterThanOrEqual(9);
    expect(rows()).toBe(before);
    await user.click(years[3] as HTMLElement);
    // 2 + 12 x (1 rent + 8 penalties) receivables and as many payments, headers included.
    await waitFor(() => expect(rows()).toBeGreaterThan(before + 200));
    expect(rows()).toBeLessThan(before + 250);
  });

  it('shows an overpayment for a resident who paid more, with no payment code', async () => {
    renderPanel('/panel?tab=fees', { user: demoUsers.anna });
    const heading = await screen.findByRole('heading', { name: 'Final balance' });
    expect(heading.parentElement).toHaveTextContent('Overpayment: PLN 1,500.00');
    expect(exactText(heading.parentElement?.querySelector('.balance__amount'))).toBe(
      `PLN${nbsp}1,500.00`,
    );
    expect(screen.queryByRole('img', { name: /payment qr code/i })).not.toBeInTheDocument();
  });

  it.each([
    ['anowak', demoUsers.anna, 'Overpayment'],
    ['jkowalski', demoUsers.jan, 'To pay'],
  ] as const)(
    '%s: the rows shown, every year opened, add up to the balance, and it says how',
    async (_login, who, kind) => {
      const { user } = renderPanel('/panel?tab=fees&historical=1', { user: who });
      const heading = await screen.findByRole('heading', { name: 'Final balance' });
      for (const year of screen.queryAllByRole('button', { name: /^academic year/i }))
        await user.click(year);
      const amount = (cell: Element | null | undefined) =>
        Number(cell?.textContent?.replace(/[^\d.]/g, '') ?? Number.NaN);
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
      let receivables = 0;
      for (const row of document.querySelectorAll('.fee-table--charges tbody tr')) {
        const [value, interest] = row.querySelectorAll('td.num');
        receivables += Math.round(amount(value) * 100) + Math.round(amount(interest) * 100);
      }
      let paid = 0;
      for (const row of document.querySelectorAll('.fee-table--payments tbody tr'))
        paid += Math.round(amount(row.querySelector('td.num')) * 100);
      // The seeded rows themselves, not only what is drawn.
      const record = panelRecord(who.userId);
      expect(document.querySelectorAll('.fee-table--charges tbody tr')).toHaveLength(
        record.charges.length,
      );
      expect(document.querySelectorAll('.fee-table--payments tbody tr')).toHaveLength(
        record.payments.length,
      );
      const net = (receivables - paid) / 100;
      const card = heading.parentElement as HTMLElement;
      expect(card).toHaveTextContent(spaced(`${kind}: ${formatMoney(Math.abs(net), 'en')}`));
      const how = within(card.querySelector('.balance__how') as HTMLElement);
      const receivablesTerm = how.getByText(
        spaced(
          `All charges, ${formatDate(earliest(record), 'en')} to ${formatDate(todayIso(), 'en')}`,
        ),
      );
      expect(receivablesTerm.nextElementSibling).toHaveTextContent(
        spaced(formatMoney(receivables / 100, 'en')),
      );
      expect(how.getByText('minus all payments').nextElementSibling).toHaveTextContent(
        spaced(formatMoney(paid / 100, 'en')),
      );
    },
  );

  it('says the office works the balance out when the rows do not add up to it', async () => {
    server.use(
      mock.get(api('/app/panel/fees/balance'), () =>
        HttpResponse.json({ amount: 99.99, kind: 'toPay' }),
      ),
    );
    renderPanel('/panel?tab=fees');
    const heading = await screen.findByRole('heading', { name: 'Final balance' });
    const how = heading.parentElement?.querySelector('.balance__how');
    expect(how).toHaveTextContent(
      'The dormitory administration works out the balance from all your charges and payments.',
    );
    expect(how).not.toHaveTextContent(/minus/);
  });

  it('explains the balance in Polish', async () => {
    renderPanel('/panel?tab=fees', { user: demoUsers.anna, language: 'pl' });
    const heading = await screen.findByRole('heading', { name: 'Saldo końcowe' });
    expect(heading.parentElement?.querySelector('.balance__how')).toHaveTextContent(
      /^Wszystkie należności od \d\d\.\d\d\.\d{4} do \d\d\.\d\d\.\d{4}.+ złminus wszystkie wpłaty.+ zł$/,
    );
  });

  it('shows balances in Polish with Polish money format', async () => {
    renderPanel('/panel?tab=fees', { user: demoUsers.anna, language: 'pl' });
    const heading = await screen.findByRole('heading', { name: 'Saldo końcowe' });
    expect(exactText(heading.parentElement?.querySelector('.balance__amount'))).toBe(
      `1${nbsp}500,00${nbsp}zł`,
    );
    expect(heading.parentElement).toHaveTextContent('Nadpłata: 1 500,00 zł');
  });

  it('writes amounts to pay in Polish, with no-break spaces in thousands', async () => {
    server.use(
      mock.get(api('/app/panel/fees/balance'), () =>
        HttpResponse.json({ amount: 12_345.67, kind: 'toPay' }),
      ),
    );
    renderPanel('/panel?tab=fees', { language: 'pl' });
    const heading = await screen.findByRole('heading', { name: 'Saldo końcowe' });
    expect(exactText(heading.parentElement?.querySelector('.balance__amount'))).toBe(
      `12${nbsp}345,67${nbsp}zł`,
    );
    const charges = screen.getByRole('region', { name: 'Należności' });
    const overdue = within(charges).getByText('Po terminie').closest('tr') as HTMLElement;
    expect(exactText(overdue.querySelectorAll('td.num')[0])).toBe(`720,50${nbsp}zł`);
    expect(exactText(overdue.querySelectorAll('td.num')[1])).toBe(`3,61${nbsp}zł`);
  });

  it('shows "settled" and empty tables when there is nothing', async () => {
    server.use(
      mock.get(api('/app/panel/fees/charges'), () => HttpResponse.json([])),
      mock.get(api('/app/panel/fees/payments'), () => HttpResponse.json([])),
      mock.get(api('/app/panel/fees/balance'), () =>
        HttpResponse.json({ amount: 0, kind: 'settled' }),
      ),
    );
    renderPanel('/panel?tab=fees');
    expect(await screen.findByText('There are no charges to show.')).toBeInTheDocument();
    expect(screen.getByText('There are no payments to show.')).toBeInTheDocument();
    expect(screen.getByText('Settled, nothing to pay')).toBeInTheDocument();
  });

  it('shows an error state with retry', async () => {
    server.use(
      mock.get(api('/app/panel/fees/payments'), () => new HttpResponse(null, { status: 500 })),
    );
    renderPanel('/panel?tab=fees');
    expect(await screen.findByRole('alert')).toHaveTextContent('Fees could not be loaded.');
  });

  it('offers a payment QR code with the amount and title, and copy buttons', async () => {
    const { user } = renderPanel('/panel?tab=fees');
    // After render: user-event installs its own clipboard stub on setup.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const label = `Payment QR code: transfer of PLN${nbsp}1,444.61 to account PL61 1090 1014 0000 0712 1981 2874, title: Opłaty DS 1001 J. Kowalski`;
    const qr = await screen.findByRole('img', { name: (name) => name === label });
    const payload = qr.getAttribute('data-payload') ?? '';
    expect(payload).toBe(
      '5260250274|PL|61109010140000071219812874|144461|Dział Spraw Bytowych|Opłaty DS 1001 J. Kowalski|||',
    );
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);

    await user.click(screen.getByRole('button', { name: 'Copy IBAN' }));
    expect(writeText).toHaveBeenLastCalledWith('PL61109010140000071219812874');
    expect(await screen.findByText('IBAN copied to the clipboard.')).toBeInTheDocument();
    // The message names the row, not a label frozen in the language it was copied in.
    await user.click(screen.getByRole('button', { name: 'Polski' }));
    expect(await screen.findByText('Skopiowano do schowka numer IBAN.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Copy amount' }));
    expect(writeText).toHaveBeenLastCalledWith('1444.61');
    await user.click(screen.getByRole('button', { name: 'Copy transfer title' }));
    expect(writeText).toHaveBeenLastCalledWith('Opłaty DS 1001 J. Kowalski');
  });

  it('encodes the payment QR code only once the browser is idle, after the fees have painted', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    try {
      renderPanel('/panel?tab=fees');
      expect(
        await screen.findByRole('heading', { name: 'Pay by bank transfer' }),
      ).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('img', { name: /^payment qr code/i })).not.toBeInTheDocument();
      // The code's encoder waits for the idle time, beside whatever else the page left for it
      // (the app-wide dialogs' code).
      expect(idle.length).toBeGreaterThan(0);
      for (const callback of idle.splice(0)) callback();
      expect(await screen.findByRole('img', { name: /^payment qr code/i })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('copies exactly the transfer title the QR code carries (cleaned, 32 characters)', async () => {
    const title = 'Opłata|za akademik,   listopad i grudzień, pokój 214';
    server.use(
      mock.get(api('/app/panel/fees/bank-account'), () =>
        HttpResponse.json({ ...bankAccount, transferTitle: title }),
      ),
    );
    const { user } = renderPanel('/panel?tab=fees');
    const qr = await screen.findByRole('img', { name: /^payment qr code/i });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy transfer title' }));
    const inCode = qr.getAttribute('data-payload')?.split('|')[5];
    expect(inCode).toBe('Opłata za akademik, listopad i g');
    expect(writeText).toHaveBeenLastCalledWith(inCode);
    // What the person reads is what they copy and what the code carries.
    expect(
      screen.getByText('Transfer title', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent(/^Opłata za akademik, listopad i gCopy transfer title$/);
  });

  it('says why there is no code when the account number fails its check, and offers no copy of it', async () => {
    server.use(
      mock.get(api('/app/panel/fees/bank-account'), () =>
        HttpResponse.json({ ...bankAccount, accountNumber: '62109010140000071219812874' }),
      ),
    );
    const { user } = renderPanel('/panel?tab=fees');
    expect(
      await screen.findByText(
        /^The account number for payments is incorrect, so we cannot show a QR code/,
      ),
    ).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Pay by bank transfer' });
    expect(card.querySelector('.spinner')).toBeNull();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Copy IBAN' })).toBeNull();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(card).getByRole('button', { name: 'Copy amount' }));
    expect(writeText).toHaveBeenLastCalledWith('1444.61');
    expect(within(card).getByRole('button', { name: 'Copy transfer title' })).toBeInTheDocument();
  });

  it('says so in Polish when the recipient NIP is not valid', async () => {
    server.use(
      mock.get(api('/app/panel/fees/bank-account'), () =>
        HttpResponse.json({ ...bankAccount, recipientNip: '5260250275' }),
      ),
    );
    renderPanel('/panel?tab=fees', { language: 'pl' });
    expect(await screen.findByText(/^NIP odbiorcy jest nieprawidłowy/)).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Zapłać przelewem' });
    expect(card.querySelector('.spinner')).toBeNull();
    expect(within(card).getAllByRole('button', { name: /^kopiuj/i })).toHaveLength(4);
  });

  it('explains that an amount over 9 999.99 zł does not fit a code, keeping every copy button', async () => {
    server.use(
      mock.get(api('/app/panel/fees/balance'), () =>
        HttpResponse.json({ amount: 12_345.67, kind: 'toPay' }),
      ),
    );
    const { user } = renderPanel('/panel?tab=fees');
    const card = await screen.findByRole('region', { name: 'Pay by bank transfer' });
    expect(
      within(card).getByText(
        'The amount to pay is more than a payment QR code can hold (up to PLN 9,999.99). Use the details below to make the transfer.',
      ),
    ).toBeInTheDocument();
    expect(card.querySelector('.spinner')).toBeNull();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(card).getByRole('button', { name: 'Copy amount' }));
    expect(writeText).toHaveBeenLastCalledWith('12345.67');
    await user.click(within(card).getByRole('button', { name: 'Copy IBAN' }));
    expect(writeText).toHaveBeenLastCalledWith('PL61109010140000071219812874');
  });

  it('tells the person when copying fails', async () => {
    const { user } = renderPanel('/panel?tab=fees');
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy amount' }));
    await waitFor(() => expect(screen.getByText(/copying did not work/i)).toBeInTheDocument());
  });
});

describe('the count of rows shown, in plural forms', () => {
  it.each([
    ['en', 1, 1, 'Showing 1 charge and 1 payment.'],
    ['en', 2, 5, 'Showing 2 charges and 5 payments.'],
    ['en', 0, 21, 'Showing 0 charges and 21 payments.'],
    ['pl', 1, 1, 'Wyświetlono 1 należność i 1 wpłatę.'],
    ['pl', 2, 4, 'Wyświetlono 2 należności i 4 wpłaty.'],
    ['pl', 5, 12, 'Wyświetlono 5 należności i 12 wpłat.'],
    ['pl', 22, 25, 'Wyświetlono 22 należności i 25 wpłat.'],
    ['pl', 0, 22, 'Wyświetlono 0 należności i 22 wpłaty.'],
  ] as const)('%s: %i receivables, %i payments -> %s', (language, receivables, payments, text) => {
    const { t } = makeTestI18n(language);
    expect(
      t('panel:fees.shown', {
        receivables: t('panel:fees.receivableCount', { count: receivables }),
        payments: t('panel:fees.paymentCount', { count: payments }),
      }),
    ).toBe(text);
  });

  it.each([
    ['en', 'Show historical entries', 'Showing 1 charge and 1 payment.'],
    ['pl', 'Pokaż wpisy historyczne', 'Wyświetlono 1 należność i 1 wpłatę.'],
  ] as const)('%s: the screen says one of each in the singular', async (language, toggle, text) => {
    updatePanelRecord(demoUsers.jan.userId, (draft) => {
      draft.charges = draft.charges.filter((charge) => !charge.historical).slice(0, 1);
      draft.payments = draft.payments.filter((payment) => !payment.historical).slice(0, 1);
    });
    renderPanel('/panel?tab=fees', { language });
    await screen.findByRole('switch', { name: toggle });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
