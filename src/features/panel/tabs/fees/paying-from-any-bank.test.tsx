import { screen, waitFor, within } from '@testing-library/react';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/mocks/api-url';
import { panelRecord } from '@/mocks/db/panel';
import { server } from '@/mocks/node';
import { configuredPayeeBanks } from '@/shared/config/payee-banks';
import { env } from '@/shared/config/env';
import { demoUsers, renderPanel } from '../../test-utils';
import '../../components/panel-screen';
import './fees-tab';

// Issue 33, point 2: the payment card serves a bank anywhere: the IBAN with PL (its own copy
// button), the BIC of the account's bank, the payee's name and address as the fee collector
// gives them, the transfer title, and a line for a transfer from abroad; the QR code stays for
// Polish banking apps and names the fee collector as the charges do.

afterEach(() => {
  vi.restoreAllMocks();
});

const words = {
  en: {
    card: 'Pay by bank transfer',
    iban: 'Account number (IBAN)',
    bic: 'BIC/SWIFT code',
    payee: 'Payee',
    copyIban: 'Copy IBAN',
    copyBic: 'Copy BIC/SWIFT code',
    copiedBic: 'BIC/SWIFT code copied to the clipboard.',
    country: 'Poland',
    abroad:
      'Paying from abroad? Send the amount in złoty (PLN) to the IBAN with the BIC/SWIFT code; your bank converts your currency at its own rate.',
    intro: 'Scan the code in a Polish banking app, or copy the details below.',
    feeCollector: 'Fee collector',
  },
  pl: {
    card: 'Zapłać przelewem',
    iban: 'Numer rachunku (IBAN)',
    bic: 'Kod BIC/SWIFT',
    payee: 'Odbiorca',
    copyIban: 'Kopiuj numer IBAN',
    copyBic: 'Kopiuj kod BIC/SWIFT',
    copiedBic: 'Skopiowano do schowka kod BIC/SWIFT.',
    country: 'Polska',
    abroad:
      'Płacisz z zagranicy? Wyślij kwotę w złotych (PLN) na numer IBAN z kodem BIC/SWIFT; Twój bank przeliczy walutę po swoim kursie.',
    intro: 'Zeskanuj kod QR w aplikacji polskiego banku albo skopiuj dane poniżej.',
    feeCollector: 'Pobierający opłatę',
  },
} as const;

/** The text of a row of the card's details, by its term. */
function detail(card: HTMLElement, term: string): HTMLElement {
  const dt = within(card).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

/** The value, then each line of an address under it. */
const valuesOf = (dd: HTMLElement) =>
  [...dd.querySelectorAll('.payment-card__value, .payment-card__address > span')].map(
    (value) => value.textContent,
  );

function stubClipboard() {
  const writeText = vi.fn((_text: string) => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe.each(['en', 'pl'] as const)('paying from any bank (%s)', (language) => {
  const w = words[language];

  it('shows the IBAN with PL and the BIC of its bank, and copies each as ibantools takes it', async () => {
    const { user } = renderPanel('/panel?tab=fees', { language });
    const card = await screen.findByRole('region', { name: w.card });
    const writeText = stubClipboard();
    const account = panelRecord(demoUsers.jan.userId).bankAccount.accountNumber;

    const iban = valuesOf(detail(card, w.iban))[0] ?? '';
    expect(iban).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(isValidIBAN(electronicFormatIBAN(iban) ?? '')).toBe(true);
    await user.click(within(card).getByRole('button', { name: w.copyIban }));
    const copied = writeText.mock.lastCall?.[0] ?? '';
    expect(copied).toMatch(/^PL\d{26}$/);
    expect(copied).toBe(`PL${account}`);
    expect(isValidIBAN(copied)).toBe(true);

    const bic = valuesOf(detail(card, w.bic))[0] ?? '';
    expect(bic).toBe('WBKPPLPP');
    expect(isValidBIC(bic)).toBe(true);
    // Its bank is the account's: the deployment names the BIC by the start of the sort code.
    const bank = configuredPayeeBanks().find((entry) => entry.bic === bic);
    expect(copied.slice(4, 12).startsWith(bank?.sortCodePrefix ?? '-')).toBe(true);
    await user.click(within(card).getByRole('button', { name: w.copyBic }));
    expect(writeText).toHaveBeenLastCalledWith('WBKPPLPP');
    expect(await within(card).findByText(w.copiedBic)).toBeInTheDocument();
  });

  it('names the payee and its address as the fee collector gives them, with the abroad line', async () => {
    renderPanel('/panel?tab=fees', { language });
    const card = await screen.findByRole('region', { name: w.card });
    expect(valuesOf(detail(card, w.payee))).toEqual([
      'Dział Spraw Bytowych',
      'ul. Akademicka 1',
      '00-950 Warszawa',
      w.country,
    ]);
    expect(within(card).getByText(w.intro)).toBeInTheDocument();
    expect(within(card).getByText(w.abroad)).toBeInTheDocument();
    // The payee has no copy button of its own; the IBAN, BIC, amount and title have one each.
    expect(within(card).getAllByRole('button')).toHaveLength(4);
  });
});

it("reads the payee's address again in the language switched to", async () => {
  const { user } = renderPanel('/panel?tab=fees');
  const card = await screen.findByRole('region', { name: words.en.card });
  expect(valuesOf(detail(card, words.en.payee)).at(-1)).toBe('Poland');
  await user.click(screen.getByRole('button', { name: 'Polski' }));
  const polish = await screen.findByRole('region', { name: words.pl.card });
  await waitFor(() => expect(valuesOf(detail(polish, words.pl.payee)).at(-1)).toBe('Polska'));
});

describe('the QR code for Polish banking apps', () => {
  it('names the fee collector as the charges name it in Polish, and the IBAN in its label', async () => {
    renderPanel('/panel?tab=fees', { language: 'pl' });
    const qr = await screen.findByRole('img', { name: /^kod qr płatności/i });
    const payee = qr.getAttribute('data-payload')?.split('|')[4];
    const collectors = new Set(
      [...document.querySelectorAll('[data-label="Pobierający opłatę"]')].map(
        (cell) => cell.textContent,
      ),
    );
    expect([...collectors]).toEqual([payee]);
    expect(qr).toHaveAccessibleName(/na rachunek PL61 1090 1014 0000 0712 1981 2874,/);
  });

  it('draws no code rather than a payee name cut to fit, and keeps every copy button', async () => {
    const account = panelRecord(demoUsers.jan.userId).bankAccount;
    server.use(
      mock.get(api('/app/panel/fees/bank-account'), () =>
        HttpResponse.json({ ...account, recipientName: 'Politechnika – Dział Spraw Bytowych' }),
      ),
    );
    renderPanel('/panel?tab=fees');
    const card = await screen.findByRole('region', { name: words.en.card });
    expect(
      within(card).getByText(
        "The payee's name is longer than a payment QR code can carry, so there is no code. Use the details below to make the transfer.",
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('img')).toBeNull();
    expect(card.querySelector('.spinner')).toBeNull();
    expect(valuesOf(detail(card, words.en.payee))[0]).toBe('Politechnika – Dział Spraw Bytowych');
    expect(within(card).getAllByRole('button')).toHaveLength(4);
  });
});

describe('an account at a bank the deployment gives no BIC for', () => {
  // A valid account at PKO Bank Polski (sort code 1020 1026); the deployment names Santander only.
  const pko = '60102010260000042270201111';

  it.each([
    [
      'en',
      'Paying from abroad? Send the amount in złoty (PLN) to the IBAN; your bank converts your currency at its own rate. It will also ask for the BIC/SWIFT code of the bank that holds this account: ask the Student Housing Office for it at',
    ],
    [
      'pl',
      'Płacisz z zagranicy? Wyślij kwotę w złotych (PLN) na numer IBAN; Twój bank przeliczy walutę po swoim kursie. Poprosi też o kod BIC/SWIFT banku, który prowadzi ten rachunek: zapytaj o niego Dział Spraw Bytowych pod adresem',
    ],
  ] as const)('shows no BIC and says whom to ask for it (%s)', async (language, line) => {
    const account = panelRecord(demoUsers.jan.userId).bankAccount;
    server.use(
      mock.get(api('/app/panel/fees/bank-account'), () =>
        HttpResponse.json({ ...account, accountNumber: pko }),
      ),
    );
    renderPanel('/panel?tab=fees', { language });
    const w = words[language];
    const card = await screen.findByRole('region', { name: w.card });
    expect(within(card).queryByText(w.bic, { selector: 'dt' })).toBeNull();
    expect(within(card).queryByText(/^(WBKPPLPP|BPKOPLPW)/)).toBeNull();
    expect(valuesOf(detail(card, w.iban))).toEqual(['PL60 1020 1026 0000 0422 7020 1111']);
    const abroad = card.querySelector('.payment-card__abroad') as HTMLElement;
    expect(abroad).toHaveTextContent(`${line} ${env.contactEmail}.`);
    expect(within(abroad).getByRole('link', { name: env.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${env.contactEmail}`,
    );
    // The QR code is for Polish banks, which need no BIC.
    expect(await within(card).findByRole('img')).toBeInTheDocument();
  });
});
