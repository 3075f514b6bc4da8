import { configure, screen, within } from '@testing-library/react';
import ICAL from 'ical.js';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import plPanel from '@/i18n/locales/pl/panel.json';
import { panelRecord, updatePanelRecord } from '@/mocks/db/panel';
import { demoUsers as people } from '@/mocks/db/users';
import { formatDate, formatDateTime, formatMoney } from '@/shared/lib/format';
import { saveFile } from '@/shared/lib/save-file';
import { demoUsers, renderPanel } from '../../test-utils';
import '../../components/panel-screen';
import './fees-tab';

// What the Fees tab and the arrival notice save: the CSV read back by Papa Parse and compared
// with the tables on the screen, the calendar files by ical.js.

vi.mock('@/shared/lib/save-file', () => ({ saveFile: vi.fn() }));

// The tab's first paint waits for its lazy chunk, which a busy two-core machine can take seconds
// to give; these tests are about the files, not that wait.
configure({ asyncUtilTimeout: 15_000 });

beforeEach(() => {
  vi.mocked(saveFile).mockReset();
});

afterEach(() => {
  ICAL.TimezoneService.reset();
  vi.unstubAllGlobals();
});

/** What the last press saved: its name, type and text. */
async function saved() {
  await vi.waitFor(() => expect(saveFile).toHaveBeenCalled());
  const [name, content, type] = vi.mocked(saveFile).mock.calls.at(-1) ?? [];
  return { name: String(name), content: String(content), type: String(type) };
}

function readCsv(content: string, delimiter: ';' | ',') {
  expect(content.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(content.slice(1), {
    delimiter,
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return { header: parsed.meta.fields ?? [], rows: parsed.data };
}

const amountOf = (text: string | undefined) => Number((text ?? '').replace(',', '.'));
const cellText = (row: Element, selector: string) =>
  row.querySelector(selector)?.textContent ?? null;

/** Everything of a person the files must never hold. */
function personalData(userId: string) {
  const person = people.find((item) => item.userId === userId);
  const record = panelRecord(userId);
  return [
    person?.login,
    person?.firstName,
    person?.lastName,
    record.bankAccount.accountNumber,
    record.bankAccount.transferTitle,
  ].filter((item): item is string => Boolean(item));
}

describe('fees to a file', () => {
  it('saves this year as CSV in English: commas, points, ISO dates, and each row as the table shows it', async () => {
    const { user } = renderPanel('/panel?tab=fees');
    const charges = await screen.findByRole('region', { name: 'Charges' });
    const payments = screen.getByRole('region', { name: 'Payment history' });
    await user.click(screen.getByRole('button', { name: 'Download CSV (this year)' }));
    const file = await saved();
    expect(file.name).toMatch(/^fees-\d{4}-\d\d-\d\d\.csv$/);
    expect(file.type).toBe('text/csv;charset=utf-8');
    const { header, rows } = readCsv(file.content, ',');
    expect(header).toEqual([
      'Entry',
      'Academic year',
      'Kind',
      'Reason',
      'Amount',
      'Interest',
      'Date charged or paid',
      'Payment deadline',
      'Overdue',
      'Period from',
      'Period to',
      'Fee collector',
      'Accommodation from',
      'Accommodation to',
      'Dormitory',
      'Room',
      'Refunded',
      'Source',
    ]);
    const receivables = rows.filter((row) => row.Entry === 'Charge');
    const screenCharges = within(charges).getAllByRole('row').slice(1);
    expect(receivables).toHaveLength(screenCharges.length);
    screenCharges.forEach((tableRow, index) => {
      const row = receivables[index] ?? {};
      expect(row.Amount).toMatch(/^\d+\.\d\d$/);
      // The kind, then any reason under it.
      expect(tableRow.querySelector('th')?.firstChild?.textContent).toBe(row.Kind);
      expect(cellText(tableRow, '.fee-reason') ?? '').toBe(row.Reason);
      expect(cellText(tableRow, '.fee-cell--amount')).toBe(formatMoney(amountOf(row.Amount), 'en'));
      expect(cellText(tableRow, '[data-label="Interest"]')).toBe(
        formatMoney(amountOf(row.Interest), 'en'),
      );
      expect(cellText(tableRow, '[data-label="Payment deadline"]')).toMatch(
        new RegExp(`^${formatDate(row['Payment deadline'] ?? '', 'en')}`),
      );
      expect(tableRow.classList.contains('row--overdue')).toBe(row.Overdue === 'Yes');
      expect(cellText(tableRow, '[data-label="Charge date"]')).toBe(
        formatDate(row['Date charged or paid'] ?? '', 'en'),
      );
      expect(cellText(tableRow, '[data-label="Period"]')).toBe(
        `${formatDate(row['Period from'] ?? '', 'en')} – ${formatDate(row['Period to'] ?? '', 'en')}`,
      );
      expect(cellText(tableRow, '[data-label="Fee collector"]')).toBe(row['Fee collector']);
      expect(cellText(tableRow, '[data-label="Dormitory, room"]')).toBe(
        `${row.Dormitory}, ${row.Room}`,
      );
      expect(cellText(tableRow, '[data-label="Refunded"]')).toBe(
        row.Returned === 'Yes' ? 'Refunded' : 'No',
      );
      expect(row['Date charged or paid']).toMatch(/^\d{4}-\d\d-\d\d$/);
    });
    const paid = rows.filter((row) => row.Entry === 'Payment');
    const screenPayments = within(payments).getAllByRole('row').slice(1);
    expect(paid).toHaveLength(screenPayments.length);
    screenPayments.forEach((tableRow, index) => {
      const row = paid[index] ?? {};
      expect(cellText(tableRow, 'th')).toBe(row.Kind);
      expect(cellText(tableRow, '.fee-cell--amount')).toBe(formatMoney(amountOf(row.Amount), 'en'));
      expect(cellText(tableRow, '[data-label="Date"]')).toBe(
        formatDate(row['Date charged or paid'] ?? '', 'en'),
      );
      expect(cellText(tableRow, '[data-label="Source"]')).toBe(row.Source);
    });
    expect(rows).toHaveLength(receivables.length + paid.length);
    for (const text of personalData('1001')) expect(file.content).not.toContain(text);
  });

  it('saves everything with the historical entries in Polish: semicolons, decimal commas, each year adding up to what its heading says', async () => {
    const { user } = renderPanel('/panel?tab=fees&historical=1', { language: 'pl' });
    await screen.findByRole('region', { name: 'Należności' });
    const record = panelRecord('1001');
    await user.click(screen.getByRole('button', { name: 'Pobierz CSV (wszystkie lata)' }));
    const file = await saved();
    expect(file.name).toMatch(/^oplaty-wszystkie-lata-\d{4}-\d\d-\d\d\.csv$/);
    const { header, rows } = readCsv(file.content, ';');
    expect(header.slice(0, 5)).toEqual(['Wpis', 'Rok akademicki', 'Rodzaj', 'Powód', 'Kwota']);
    // A penalty's reason as the office wrote it, in the language asked for.
    expect(rows.filter((row) => row.Powód).map((row) => [row.Rodzaj, row.Powód])).toEqual([
      ['Dodatkowe (kary)', 'Wymiana zgubionego klucza do pokoju'],
    ]);
    expect(rows).toHaveLength(record.charges.length + record.payments.length);
    for (const row of rows) expect(row.Kwota).toMatch(/^\d+,\d\d$/);
    // Each earlier year's sums, as its heading's line on the screen gives them.
    const years = screen.getAllByRole('button', { name: /^rok akademicki \d{4}\/\d{4}$/i });
    expect(years.length).toBeGreaterThan(0);
    for (const year of years) {
      const name = (year.textContent ?? '').replace('Rok akademicki ', '');
      const inYear = rows.filter((row) => row['Rok akademicki'] === name);
      const sum = (entry: string) =>
        inYear
          .filter((row) => row.Wpis === entry)
          .reduce(
            (total, row) =>
              total +
              Math.round(amountOf(row.Kwota) * 100) +
              Math.round(amountOf(row.Odsetki) * 100),
            0,
          ) / 100;
      const sums = year.closest('section')?.querySelector('.fees-year__sums')?.textContent;
      expect(sums).toBe(
        `Należności ${formatMoney(sum('Należność'), 'pl')}, wpłaty ${formatMoney(sum('Wpłata'), 'pl')}`,
      );
    }
    for (const text of personalData('1001')) expect(file.content).not.toContain(text);
  });

  it('follows the switch: this year without the historical entries', async () => {
    const { user } = renderPanel('/panel?tab=fees');
    await screen.findByRole('region', { name: 'Charges' });
    await user.click(screen.getByRole('switch', { name: 'Show historical entries' }));
    const all = screen.getByRole('button', { name: 'Download CSV (all years)' });
    await user.click(screen.getByRole('switch', { name: 'Show historical entries' }));
    expect(all).toHaveTextContent('Download CSV (this year)');
    await user.click(all);
    const record = panelRecord('1001');
    const current =
      record.charges.filter((item) => !item.historical).length +
      record.payments.filter((item) => !item.historical).length;
    expect(readCsv((await saved()).content, ',').rows).toHaveLength(current);
  });

  it('says so when the file cannot be made, and makes it on the next press', async () => {
    vi.mocked(saveFile).mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    const { user } = renderPanel('/panel?tab=fees', { language: 'pl' });
    await screen.findByRole('region', { name: 'Należności' });
    const button = screen.getByRole('button', { name: 'Pobierz CSV (bieżący rok)' });
    await user.click(button);
    expect(
      await screen.findByText('Nie udało się przygotować pliku. Spróbuj ponownie.'),
    ).toHaveAttribute('role', 'status');
    await user.click(button);
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalledTimes(2));
    expect(
      screen.queryByText('Nie udało się przygotować pliku. Spróbuj ponownie.'),
    ).not.toBeInTheDocument();
  });

  it('prints a statement with the balance and the moment it was made; the controls stay off paper', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderPanel('/panel?tab=fees');
    await screen.findByRole('region', { name: 'Charges' });
    const made = screen.getByText(/^Statement of fees made on \d\d\/\d\d\/\d{4}, \d\d:\d\d$/);
    expect(made.closest('.fees-statement')).not.toBeNull();
    // On screen only when printed (panel.css), before the balance it belongs to.
    const balance = screen.getByRole('heading', { name: 'Final balance' });
    expect(made.compareDocumentPosition(balance) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Print statement' }));
    expect(print).toHaveBeenCalledOnce();
    for (const name of ['Print statement', 'Download CSV (this year)'])
      expect(screen.getByRole('button', { name }).closest('.fees-toolbar')).toHaveClass('no-print');
  });
});

describe('deadlines and arrival in the calendar', () => {
  function readCalendar(content: string) {
    expect(content).toMatch(/\r\n$/);
    const calendar = new ICAL.Component(ICAL.parse(content));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    if (zone) ICAL.TimezoneService.register(zone);
    return calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
  }

  it('offers each unpaid charge whose deadline is still to come, named for its row, as a whole-day event', async () => {
    const { user } = renderPanel('/panel?tab=fees');
    const charges = await screen.findByRole('region', { name: 'Charges' });
    const record = panelRecord('1001');
    const today = new Date();
    const todayIso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    const due = record.charges.filter(
      (item) =>
        !item.settled && !item.returned && !item.historical && item.paymentDeadline >= todayIso,
    );
    expect(due.length).toBeGreaterThan(0);
    const buttons = within(charges).getAllByRole('button', { name: /^Add to calendar/ });
    expect(buttons).toHaveLength(due.length);
    const charge = due[0];
    if (!charge) throw new Error('no charge due');
    const button = within(charges).getByRole('button', {
      name: `Add to calendar: payment deadline of Rent, ${formatDate(charge.paymentDeadline, 'en')}`,
    });
    expect(button).toHaveTextContent('Add to calendar');
    // Not on the overdue row: its deadline has passed.
    const overdue = within(charges).getByText('Overdue').closest('tr') as HTMLElement;
    expect(within(overdue).queryByRole('button', { name: /^Add to calendar/ })).toBeNull();
    await user.click(button);
    const file = await saved();
    expect(file.name).toBe(`payment-deadline-${charge.paymentDeadline}.ics`);
    expect(file.type).toBe('text/calendar;charset=utf-8');
    const [event] = readCalendar(file.content);
    expect(event?.uid).toBe(`charge-${charge.id}-deadline@akademiki.uczelnia.edu.pl`);
    expect(event?.summary).toBe(
      `Payment deadline: Rent, ${formatMoney(charge.amount + charge.interest, 'en')}`,
    );
    expect(event?.startDate.isDate).toBe(true);
    expect(event?.startDate.toString()).toBe(charge.paymentDeadline);
    expect(event?.description).toContain('Fees tab of the resident panel');
    for (const text of personalData('1001')) expect(file.content).not.toContain(text);
  });

  it('writes the deadline in Polish for a Polish reader', async () => {
    const { user } = renderPanel('/panel?tab=fees', { language: 'pl' });
    const charges = await screen.findByRole('region', { name: 'Należności' });
    await user.click(
      within(charges).getAllByRole('button', {
        name: /^Dodaj do kalendarza: termin płatności – Czynsz, \d\d\.\d\d\.\d{4}$/,
      })[0] as HTMLElement,
    );
    const file = await saved();
    expect(file.name).toMatch(/^termin-platnosci-\d{4}-\d\d-\d\d\.ics$/);
    const [event] = readCalendar(file.content);
    expect(event?.summary).toMatch(/^Termin płatności: Czynsz, 720,50\u00a0zł$/);
    expect(event?.component.getFirstProperty('summary')?.getParameter('language')).toBe('pl');
  });

  it('offers the declared arrival at its moment, in Warsaw time across the end of summer time', async () => {
    updatePanelRecord('1001', (record) => {
      record.arrivalTime = '2026-10-25T09:30:00.000Z';
    });
    const { user } = renderPanel('/panel');
    const value = formatDateTime('2026-10-25T09:30:00.000Z', 'en');
    const button = await screen.findByRole('button', {
      name: `Add to calendar: arrival at the dormitory, ${value}`,
    });
    await user.click(button);
    const file = await saved();
    expect(file.name).toBe('arrival.ics');
    expect(file.content).toContain('DTSTART;TZID=Europe/Warsaw:20261025T103000');
    const [event] = readCalendar(file.content);
    expect(event?.uid).toBe('arrival@akademiki.uczelnia.edu.pl');
    expect(event?.summary).toBe('Arrival at the dormitory');
    expect(event?.startDate.toJSDate().toISOString()).toBe('2026-10-25T09:30:00.000Z');
    for (const text of personalData('1001')) expect(file.content).not.toContain(text);
  });

  // Issue 37: a charge id with CR/LF put ATTACH:, ORGANIZER: and X-A: lines into the file.
  it('makes no calendar file of a charge whose id holds a line break; the CSV keeps each field in its cell', async () => {
    const payload =
      '\r\nATTACH:https://evil.example/a.exe\r\nORGANIZER:mailto:x@evil.example\nX-A:1';
    const todayIso = new Date().toISOString().slice(0, 10);
    let changed = '';
    updatePanelRecord('1001', (record) => {
      const charge = record.charges.find(
        (item) =>
          !item.settled && !item.returned && !item.historical && item.paymentDeadline > todayIso,
      );
      if (!charge) return;
      changed = `${charge.id}${payload}`;
      charge.id = changed;
      charge.feeCollector = `\r\n=HYPERLINK("https://evil.example","x")${payload}`;
      charge.dorm = ` \uFF1D1+1${payload}`;
      charge.room = `\n@SUM(A1)${payload}`;
    });
    expect(changed).not.toBe('');
    const { user } = renderPanel('/panel?tab=fees');
    const charges = await screen.findByRole('region', { name: 'Charges' });
    const row = within(charges)
      .getAllByRole('row')
      .find((item) => item.textContent?.includes('HYPERLINK')) as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /^Add to calendar/ }));
    expect(
      await within(row).findByText('The file could not be created. Try again.'),
    ).toHaveAttribute('role', 'status');
    expect(saveFile).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Download CSV (this year)' }));
    const { rows } = readCsv((await saved()).content, ',');
    const written = rows.find((item) => item['Fee collector']?.includes('HYPERLINK'));
    expect(written).toMatchObject({
      'Fee collector': `'\r\n=HYPERLINK("https://evil.example","x")${payload}`,
      Dormitory: `' \uFF1D1+1${payload}`,
      Room: `'\n@SUM(A1)${payload}`,
    });
  });

  it('offers no arrival event while none is declared', async () => {
    renderPanel('/panel', { user: demoUsers.piotr, language: 'pl' });
    expect(await screen.findByText(plPanel.arrival.missing)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Dodaj do kalendarza/ })).toBeNull();
  });
});
