import { screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/mocks/api-url';
import { panelRecord } from '@/mocks/db/panel';
import { server } from '@/mocks/node';
import { formatDate } from '@/shared/lib/format';
import { todayIso } from '../../fee-years';
import { demoUsers, renderPanel } from '../../test-utils';
import '../../components/panel-screen';
import './fees-tab';

// Issue 33, point 3: the balance says what of it is overdue and what is due later, each with its
// sum; a penalty says what it is for where the answer says it; an overpayment says what happens
// to it; the printed statement names the resident, the room and the account.

/** Intl writes a no-break space between an amount and its currency; the tests compare text. */
const spaced = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

/** The balance card's "what is owed" lines as [term, amount]. */
async function owedLines(heading: string) {
  const card = (await screen.findByRole('heading', { name: heading })).closest('section');
  const owed = card?.querySelector('.balance__owed');
  return [...(owed?.querySelectorAll('div') ?? [])].map((line) => [
    spaced(line.querySelector('dt')?.textContent),
    spaced(line.querySelector('dd')?.textContent),
  ]);
}

/** The demo's open rent (this month's), whose deadline is still to come. */
function openRentDeadline() {
  const open = panelRecord(demoUsers.jan.userId).charges.filter(
    (charge) => !charge.settled && charge.paymentDeadline >= todayIso(),
  );
  expect(open).toHaveLength(1);
  return open[0]?.paymentDeadline ?? '';
}

describe('the amount to pay: overdue and due later apart', () => {
  it('jkowalski (en): last month’s rent with its interest overdue, this month’s due later', async () => {
    renderPanel('/panel?tab=fees');
    expect(await owedLines('Final balance')).toEqual([
      ['Overdue', 'PLN 724.11'],
      [`Due later, next payment deadline ${formatDate(openRentDeadline(), 'en')}`, 'PLN 720.50'],
    ]);
    const card = screen.getByRole('heading', { name: 'Final balance' }).closest('section');
    expect(card).toHaveTextContent(/^Final balanceTo pay: PLN 1,444\.61Overdue/);
  });

  it('jkowalski (pl): the same in Polish words and amounts', async () => {
    renderPanel('/panel?tab=fees', { language: 'pl' });
    expect(await owedLines('Saldo końcowe')).toEqual([
      ['Po terminie', '724,11 zł'],
      [
        `Do zapłaty później, najbliższy termin płatności ${formatDate(openRentDeadline(), 'pl')}`,
        '720,50 zł',
      ],
    ]);
  });

  it('sets a part already paid against the oldest deadline first', async () => {
    server.use(
      mock.get(api('/app/panel/fees/balance'), () =>
        HttpResponse.json({ kind: 'toPay', amount: 1000 }),
      ),
    );
    renderPanel('/panel?tab=fees');
    // 444.61 of the 1,444.61 unpaid is paid: it went to the overdue rent.
    expect(await owedLines('Final balance')).toEqual([
      ['Overdue', 'PLN 279.50'],
      [`Due later, next payment deadline ${formatDate(openRentDeadline(), 'en')}`, 'PLN 720.50'],
    ]);
  });

  it('says nothing of deadlines where the unpaid rows do not reach the balance', async () => {
    server.use(
      mock.get(api('/app/panel/fees/balance'), () =>
        HttpResponse.json({ kind: 'toPay', amount: 5000 }),
      ),
    );
    renderPanel('/panel?tab=fees');
    expect(await owedLines('Final balance')).toEqual([]);
  });
});

describe('an overpayment says what happens to it', () => {
  it.each([
    [
      'en',
      'Final balance',
      'setAgainstCharges',
      'The Student Housing Office will set it against your next charges.',
    ],
    [
      'pl',
      'Saldo końcowe',
      'setAgainstCharges',
      'Dział Spraw Bytowych zaliczy ją na poczet Twoich kolejnych należności.',
    ],
    [
      'en',
      'Final balance',
      'refund',
      'The Student Housing Office will refund it to the bank account for refunds you gave in your registration.',
    ],
    [
      'pl',
      'Saldo końcowe',
      'refund',
      'Dział Spraw Bytowych zwróci ją na rachunek bankowy do zwrotów podany w rejestracji.',
    ],
  ] as const)('%s, %s: %s', async (language, heading, handling, sentence) => {
    // anowak's overpayment, handled as the office's answer says.
    server.use(
      mock.get(api('/app/panel/fees/balance'), () =>
        HttpResponse.json({ kind: 'overpayment', amount: 1500, handling }),
      ),
    );
    renderPanel('/panel?tab=fees', { user: demoUsers.anna, language });
    const card = (await screen.findByRole('heading', { name: heading })).closest(
      'section',
    ) as HTMLElement;
    expect(within(card).getByText(sentence)).toHaveClass('balance__note');
    expect(card.querySelector('.balance__owed')).toBeNull();
  });

  it('anowak: the demo office sets hers against the next charges', async () => {
    renderPanel('/panel?tab=fees', { user: demoUsers.anna });
    expect(
      await screen.findByText('The Student Housing Office will set it against your next charges.'),
    ).toBeInTheDocument();
  });
});

describe('a penalty says what it is for', () => {
  it.each([
    ['en', 'Additional (penalties)', 'A guest stayed overnight without being registered'],
    // The demo's Polish is typeset: a one-letter word is bound to the next (issue 35).
    ['pl', 'Dodatkowe (kary)', 'Nocleg gościa niezgłoszonego w\u00a0administracji'],
  ] as const)('%s: under its kind, as the office wrote it', async (language, kind, reason) => {
    renderPanel('/panel?tab=fees', { user: demoUsers.anna, language });
    const header = await screen.findByRole('rowheader', { name: `${kind} ${reason}` });
    expect(header.querySelector('.fee-reason')).toHaveTextContent(reason.replace(/\u00a0/g, ' '));
    // Rows whose answer gives no reason show the kind alone.
    const rent = screen.getAllByRole('rowheader', { name: language === 'en' ? 'Rent' : 'Czynsz' });
    expect(rent.length).toBeGreaterThan(0);
    for (const cell of rent) expect(cell.querySelector('.fee-reason')).toBeNull();
  });
});

describe('the printed statement', () => {
  it.each([
    [
      'en',
      [
        ['Name', 'Jan Kowalski'],
        ['Dormitory, room', 'DS Akademik, 214'],
        ['Account for payments (IBAN)', 'PL61 1090 1014 0000 0712 1981 2874'],
      ],
    ],
    [
      'pl',
      [
        ['Imię i nazwisko', 'Jan Kowalski'],
        ['Dom studencki, pokój', 'DS Akademik, 214'],
        ['Rachunek do wpłat (IBAN)', 'PL61 1090 1014 0000 0712 1981 2874'],
      ],
    ],
  ] as const)('%s: names the resident, the room and the account', async (language, expected) => {
    const { container } = renderPanel('/panel?tab=fees', { language });
    await screen.findByRole('switch');
    const statement = container.querySelector('.fees-statement') as HTMLElement;
    const lines = [...statement.querySelectorAll('dl > div')].map((line) => [
      line.querySelector('dt')?.textContent,
      line.querySelector('dd')?.textContent,
    ]);
    expect(lines).toEqual(expected);
  });

  it('leaves out a line the answers give nothing for', async () => {
    const account = panelRecord(demoUsers.jan.userId).bankAccount;
    server.use(
      mock.get(api('/app/panel/fees/bank-account'), () =>
        HttpResponse.json({ ...account, residentName: '' }),
      ),
      mock.get(api('/app/panel/fees/charges'), () => HttpResponse.json([])),
    );
    const { container } = renderPanel('/panel?tab=fees');
    await screen.findByRole('switch');
    const terms = [...container.querySelectorAll('.fees-statement dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Account for payments (IBAN)']);
  });
});
