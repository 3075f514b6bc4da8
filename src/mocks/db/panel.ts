import type { components } from '@/shared/api/schema';
import type { ApiLanguage } from '../language';
import { inLanguage, typeset, type Wording } from '../wording';
import { createTable } from './table';

type Schemas = components['schemas'];
export type DemoCharge = Schemas['Charge'];
export type DemoPayment = Schemas['Payment'];
export type DemoDocument = Schemas['PanelDocument'];

export type PanelRecord = {
  arrivalTime: string | null;
  applications: Schemas['ArchivalApplication'][];
  documents: DemoDocument[];
  invoice: Schemas['Invoice'];
  charges: DemoCharge[];
  payments: DemoPayment[];
  bankAccount: Schemas['BankAccount'];
  /** What the office does with an overpayment, for this resident (its accounting decides). */
  overpaymentHandling: Schemas['BalanceOverpayment']['handling'];
  notes: Schemas['NetworkNote'][];
  allocation: Schemas['Allocation'];
  configuration: Schemas['NetworkConfiguration'] | null;
  transfer: Schemas['Transfer'] | null;
  /** The dormitory named on documents archived from this panel. */
  dorm: string;
  /** When the office countersigns each document the resident signed here (epoch ms, by id). */
  countersignAt: Record<string, number>;
};

/** The office that collects every fee (issue 22's terms). */
const feeCollector = 'Student Housing Office';

/**
 * The payee as the fee collector's account is held: its name in Polish, untranslated (a bank
 * takes it as written; the payment QR code carries it, so within 20 characters), and its address.
 */
const payeeName = 'Dział Spraw Bytowych';
const payeeAddress = ['ul. Akademicka 1', '00-950 Warszawa', 'Poland'];

/** A penalty's reason, as the office wrote it. */
const lostKey = 'Replacement of a lost room key';
const unregisteredGuest = 'A guest stayed overnight without being registered';

/**
 * Text the office wrote into its system, stored in English as a real server keeps its source
 * text, with the Polish the API answers in when asked (`Accept-Language: pl`).
 */
const seededPolish: Record<string, string> = {
  [feeCollector]: 'Dział Spraw Bytowych',
  Poland: 'Polska',
  [lostKey]: 'Wymiana zgubionego klucza do pokoju',
  [unregisteredGuest]: 'Nocleg gościa niezgłoszonego w administracji',
  'Connection activated in room 214, socket 2.': 'Aktywowano połączenie w pokoju 214 (gniazdo 2).',
  'High upload detected. Check your devices for file-sharing software.':
    'Wykryto duży ruch wychodzący. Sprawdź, czy na Twoich urządzeniach nie działa program do udostępniania plików.',
};

/** A seeded text in the answer's language; text nobody translated stays as written. */
export function seeded(text: string, language: ApiLanguage): string {
  return language === 'pl' ? typeset(seededPolish[text] ?? text, 'pl') : text;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const monthKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;

/** What a document is called, in each language the API answers in. */
export const documentWords = {
  kind: {
    declaration: { en: 'Declaration', pl: 'Deklaracja' },
    annex: { en: 'Annex', pl: 'Aneks' },
  },
  state: {
    toSign: { en: 'Awaiting your signature', pl: 'Oczekuje na Twój podpis' },
    sent: {
      en: 'Signed by you and sent to the dormitory administration',
      pl: 'Podpisana przez Ciebie i wysłana do administracji domu studenckiego',
    },
    concluded: {
      en: 'Concluded: signed by both sides',
      pl: 'Zawarta: podpisana przez obie strony',
    },
    awaitingHead: {
      en: 'Signed by you, awaiting the signature of the head of the dormitory',
      pl: 'Podpisany przez Ciebie, czeka na podpis kierownika domu studenckiego',
    },
    annexed: {
      en: 'In force: signed by both sides',
      pl: 'Obowiązuje: podpisany przez obie strony',
    },
  },
  period: { en: 'Period: {from} to {to}', pl: 'Okres: {from} – {to}' },
  sample: {
    en: 'A sample document of the demo portal, not a real one.',
    pl: 'Przykładowy dokument portalu demonstracyjnego, a nie prawdziwy.',
  },
} as const satisfies {
  kind: Record<DemoDocument['kind'], Wording>;
  state: Record<DemoDocument['state'], Wording>;
  period: Wording;
  sample: Wording;
};

/**
 * A document's file name in the answer's language (issue 35: "deklaracja-D-2026-00153.pdf" on
 * a Polish screen): its kind plus its number with the slashes made safe.
 */
export function documentFileName(
  kind: DemoDocument['kind'],
  number: string,
  language: ApiLanguage = 'en',
): string {
  const name = documentWords.kind[kind][language].toLowerCase();
  return `${name}-${number.replace(/[^\w-]+/g, '-')}.pdf`;
}

/** A document as the API answers it in a language: its file name in that language. */
export function documentIn(document: DemoDocument, language: ApiLanguage): DemoDocument {
  return { ...document, fileName: documentFileName(document.kind, document.number, language) };
}

/** The lines of a document's demo PDF, in the answer's language. */
export function documentPdfLines(document: DemoDocument, language: ApiLanguage): string[] {
  const day = (iso: string) =>
    iso
      .split('-')
      .reverse()
      .join(language === 'pl' ? '.' : '/');
  return [
    `${documentWords.kind[document.kind][language]} ${document.number}`,
    inLanguage(documentWords.state[document.state], language),
    inLanguage(documentWords.period, language)
      .replace('{from}', day(document.periodFrom))
      .replace('{to}', day(document.periodTo)),
    inLanguage(documentWords.sample, language),
  ];
}

function doc(
  id: string,
  kind: 'declaration' | 'annex',
  number: string,
  state: Schemas['DocumentState'],
  year: number,
): DemoDocument {
  return {
    id,
    kind,
    number,
    state,
    periodFrom: `${year}-10-01`,
    periodTo: `${year + 1}-06-30`,
    signedAt: state === 'toSign' ? null : `${year}-09-20T10:00:00.000Z`,
    fileName: documentFileName(kind, number),
    // The seeds pair each kind with its own states; the contract check of every answer holds it.
  } as DemoDocument;
}

const emptyInvoice: Schemas['Invoice'] = {
  state: false,
  type: 'company',
  vatEU: '',
  company: '',
  firstName: '',
  lastName: '',
  addressLine: '',
  postalCode: '',
  city: '',
  countryId: '',
};

/**
 * Fee history over `years` accommodation years (October to September: the academic year from
 * October to June, then a summer stay from July to September), each with a reservation fee, a
 * deposit and rent for every month so far, everything relative to `today`. Whatever the date,
 * the current month's rent is open (due on the 10th of next month) and last month's rent is
 * overdue with interest, so there is always something to pay; every other row is paid. Years
 * before the current one are historical, except what is still unpaid: a debt is never hidden.
 */
export function feeHistory(
  years: number,
  dorm: string,
  room: string,
  extraRowsPerMonth = 0,
  today = new Date(),
): { charges: DemoCharge[]; payments: DemoPayment[] } {
  const currentStartYear = today.getMonth() >= 9 ? today.getFullYear() : today.getFullYear() - 1;
  const todayIso = isoDate(today);
  const thisMonth = monthKey(today);
  const lastMonth = monthKey(new Date(today.getFullYear(), today.getMonth() - 1, 1));
  const charges: DemoCharge[] = [];
  const payments: DemoPayment[] = [];
  let seq = 0;
  const sources = ['transfer', 'card', 'cash'] as const;
  for (let y = currentStartYear - years + 1; y <= currentStartYear; y += 1) {
    const closedYear = y < currentStartYear;
    const academic = { checkInFrom: `${y}-10-01`, checkInTo: `${y + 1}-06-30` };
    const summer = { checkInFrom: `${y + 1}-07-01`, checkInTo: `${y + 1}-09-30` };
    const add = (
      charge: Omit<DemoCharge, 'id' | 'feeCollector' | 'dorm' | 'room' | 'historical'> &
        Partial<DemoCharge>,
    ) => {
      seq += 1;
      const row: DemoCharge = {
        feeCollector,
        dorm,
        room,
        historical: closedYear && charge.settled,
        ...charge,
        id: `c${seq}`,
      };
      charges.push(row);
      if (row.settled) {
        payments.push({
          id: `p${seq}`,
          date: row.paymentDeadline < todayIso ? row.paymentDeadline : todayIso,
          type: row.kind,
          source: sources[seq % 3] ?? 'transfer',
          amount: row.amount,
          historical: row.historical,
        });
      }
    };
    add({
      kind: 'reservation',
      chargeDate: `${y}-07-15`,
      amount: 200,
      periodFrom: academic.checkInFrom,
      periodTo: academic.checkInTo,
      paymentDeadline: `${y}-07-31`,
      interest: 0,
      ...academic,
      returned: false,
      settled: true,
    });
    add({
      kind: 'deposit',
      chargeDate: `${y}-09-25`,
      amount: 500,
      periodFrom: academic.checkInFrom,
      periodTo: academic.checkInTo,
      paymentDeadline: `${y}-10-10`,
      interest: 0,
      ...academic,
      returned: closedYear,
      settled: true,
    });
    for (let m = 0; m < 12; m += 1) {
      const start = new Date(y, 9 + m, 1);
      if (start > today) break;
      const end = new Date(y, 10 + m, 0);
      const stay = m < 9 ? academic : summer;
      const current = monthKey(start) === thisMonth;
      const overdue = monthKey(start) === lastMonth;
      add({
        kind: 'rent',
        chargeDate: isoDate(start),
        amount: 720.5,
        periodFrom: isoDate(start),
        periodTo: isoDate(end),
        paymentDeadline: isoDate(new Date(y, 9 + m + (current ? 1 : 0), 10)),
        interest: overdue ? 3.61 : 0,
        ...stay,
        returned: false,
        settled: !(current || overdue),
      });
      for (let k = 0; k < extraRowsPerMonth; k += 1) {
        const chargeDate = new Date(y, 9 + m, 2 + k);
        if (chargeDate > today) break;
        add({
          kind: 'additional',
          chargeDate: isoDate(chargeDate),
          amount: 15 + k,
          periodFrom: isoDate(start),
          periodTo: isoDate(end),
          paymentDeadline: isoDate(new Date(y, 9 + m, 10)),
          interest: 0,
          ...stay,
          returned: false,
          settled: true,
        });
      }
    }
    if (y === currentStartYear - 1) {
      add({
        kind: 'additional',
        chargeDate: `${y + 1}-03-02`,
        amount: 50,
        periodFrom: `${y + 1}-03-01`,
        periodTo: `${y + 1}-03-01`,
        paymentDeadline: `${y + 1}-03-16`,
        interest: 0,
        ...academic,
        returned: false,
        settled: true,
        reason: lostKey,
      });
    }
  }
  charges.reverse();
  payments.reverse();
  return { charges, payments };
}

/** The office's account, as every resident's transfer goes to it. */
function officeAccount(
  recipientNip: string,
  transferTitle: string,
  residentName: string,
): PanelRecord['bankAccount'] {
  return {
    accountNumber: '61109010140000071219812874',
    recipientName: payeeName,
    recipientAddress: payeeAddress,
    recipientNip,
    transferTitle,
    residentName,
  };
}

function seedJan(): PanelRecord {
  const year = new Date().getFullYear() - (new Date().getMonth() >= 9 ? 0 : 1);
  const fees = feeHistory(4, 'DS Akademik', '214');
  return {
    arrivalTime: null,
    applications: [
      {
        id: 'a1',
        kind: 'declaration',
        number: `D/${year - 2}/00411`,
        periodFrom: `${year - 2}-10-01`,
        periodTo: `${year - 1}-06-30`,
        state: 'concluded',
        dorm: 'DS Akademik',
      },
      {
        id: 'a2',
        kind: 'annex',
        number: `A/${year - 2}/00087`,
        periodFrom: `${year - 1}-02-01`,
        periodTo: `${year - 1}-06-30`,
        state: 'annexed',
        dorm: 'DS Akademik',
      },
    ],
    documents: [
      doc('d1', 'declaration', `D/${year}/00153`, 'toSign', year),
      doc('d2', 'declaration', `D/${year}/00099`, 'sent', year),
      doc('d3', 'declaration', `D/${year - 1}/00148`, 'concluded', year - 1),
      doc('d4', 'annex', `A/${year}/00021`, 'toSign', year),
      doc('d5', 'annex', `A/${year}/00012`, 'awaitingHead', year),
      doc('d6', 'annex', `A/${year - 1}/00087`, 'annexed', year - 1),
    ],
    invoice: {
      state: true,
      type: 'company',
      vatEU: 'PL5260250274',
      company: 'Kowalski Software sp. z o.o.',
      firstName: '',
      lastName: '',
      addressLine: 'ul. Długa 5/7',
      postalCode: '00-950',
      city: 'Warszawa',
      countryId: '616',
    },
    ...fees,
    bankAccount: officeAccount('5260250274', 'Opłaty DS 1001 J. Kowalski', 'Jan Kowalski'),
    overpaymentHandling: 'setAgainstCharges',
    notes: [
      {
        id: 'n1',
        date: `${year}-10-03T09:15:00.000Z`,
        type: 'info',
        content: 'Connection activated in room 214, socket 2.',
      },
      {
        id: 'n2',
        date: `${year}-11-12T18:40:00.000Z`,
        type: 'warning',
        content: 'High upload detected. Check your devices for file-sharing software.',
      },
    ],
    allocation: {
      active: true,
      dorm: 'DS Akademik',
      room: '214',
      socket: '214-2',
      mac: '3c:52:82:1a:4f:90',
      pendingMac: null,
    },
    configuration: {
      ipv4: '10.21.14.37',
      mask: '255.255.252.0',
      gateway: '10.21.12.1',
      hostname: 'ds-akademik-214-2',
      domainSuffix: 'ds.uczelnia.edu.pl',
      dns: ['10.21.0.53', '10.21.0.54'],
    },
    transfer: {
      limit: 100_000,
      current: {
        month: monthKey(new Date()),
        download: 31_540,
        upload: 6_210,
        sum: 37_750,
        fromLimit: 37_750,
      },
      previous: {
        month: monthKey(new Date(new Date().getFullYear(), new Date().getMonth() - 1, 1)),
        download: 71_020,
        upload: 14_900,
        sum: 85_920,
        fromLimit: 85_920,
      },
    },
    dorm: 'DS Akademik',
    countersignAt: {},
  };
}

function seedAnna(): PanelRecord {
  const year = new Date().getFullYear() - (new Date().getMonth() >= 9 ? 0 : 1);
  const fees = feeHistory(1, 'DS Babilon', '507');
  // Anna pays each month's rent on the day it is charged (so no interest), and paid 1,500 zł
  // more early in the year: her overpayment is what her rows add up to.
  for (const charge of fees.charges) {
    if (charge.settled) continue;
    charge.settled = true;
    charge.interest = 0;
    fees.payments.push({
      id: `p-${charge.id}`,
      date: charge.chargeDate,
      type: charge.kind,
      source: 'transfer',
      amount: charge.amount,
      historical: false,
    });
  }
  // A penalty this year, paid on the day, with the reason the office gave.
  const penaltyDate = isoDate(new Date(Math.min(Date.now(), new Date(year, 10, 14).getTime())));
  fees.charges.unshift({
    id: 'c-guest',
    kind: 'additional',
    chargeDate: penaltyDate,
    feeCollector,
    amount: 40,
    periodFrom: penaltyDate,
    periodTo: penaltyDate,
    paymentDeadline: penaltyDate,
    interest: 0,
    checkInFrom: `${year}-10-01`,
    checkInTo: `${year + 1}-06-30`,
    dorm: 'DS Babilon',
    room: '507',
    returned: false,
    settled: true,
    historical: false,
    reason: unregisteredGuest,
  });
  fees.charges.sort((a, b) => b.chargeDate.localeCompare(a.chargeDate));
  fees.payments.push({
    id: 'p-guest',
    date: penaltyDate,
    type: 'additional',
    source: 'card',
    amount: 40,
    historical: false,
  });
  fees.payments.push({
    id: 'p-over',
    date: isoDate(new Date(Math.min(Date.now(), new Date(year, 9, 5).getTime()))),
    type: 'rent',
    source: 'transfer',
    amount: 1500,
    historical: false,
  });
  fees.payments.sort((a, b) => b.date.localeCompare(a.date));
  return {
    ...seedEmpty(),
    arrivalTime: `${year}-10-01T14:30:00.000Z`,
    documents: [doc('d1', 'declaration', `D/${year}/00302`, 'sent', year)],
    ...fees,
    bankAccount: officeAccount('5260250274', 'Opłaty DS 1002 A. Nowak', 'Anna Nowak'),
    dorm: 'DS Babilon',
  };
}

function seedPiotr(): PanelRecord {
  const year = new Date().getFullYear() - (new Date().getMonth() >= 9 ? 0 : 1);
  // 9 closed years x (2 + 12 x (1 + 8)) = 990 historical rows, plus the current year's.
  const fees = feeHistory(10, 'DS Riviera', '1103', 8);
  return {
    ...seedJan(),
    arrivalTime: null,
    applications: [],
    documents: [doc('d1', 'declaration', `D/${year}/00777`, 'concluded', year)],
    dorm: 'DS Riviera',
    invoice: { ...emptyInvoice },
    ...fees,
    bankAccount: officeAccount('', 'Opłaty DS 1003 P. Zieliński', 'Piotr Zieliński'),
  };
}

const seeds: Record<string, () => PanelRecord> = {
  '1001': seedJan,
  '1002': seedAnna,
  '1003': seedPiotr,
};

/** Every other signed-in user gets an empty but valid panel. */
function seedEmpty(): PanelRecord {
  return {
    arrivalTime: null,
    applications: [],
    documents: [],
    invoice: { ...emptyInvoice },
    charges: [],
    payments: [],
    bankAccount: officeAccount('', 'Opłaty DS', ''),
    overpaymentHandling: 'setAgainstCharges',
    notes: [],
    allocation: {
      active: false,
      dorm: null,
      room: null,
      socket: null,
      mac: null,
      pendingMac: null,
    },
    configuration: null,
    transfer: null,
    dorm: '',
    countersignAt: {},
  };
}

export const panelTable = createTable<Record<string, PanelRecord>>('panel', () => ({}));

export function panelRecord(userId: string): PanelRecord {
  const existing = panelTable.get()[userId];
  if (existing) return existing;
  const seeded = (seeds[userId] ?? seedEmpty)();
  panelTable.update((all) => {
    all[userId] = seeded;
  });
  return seeded;
}

export function updatePanelRecord(
  userId: string,
  change: (record: PanelRecord) => void,
): PanelRecord {
  panelRecord(userId);
  const next = panelTable.update((all) => {
    const record = all[userId];
    if (record) change(record);
  });
  return next[userId] as PanelRecord;
}

/** Signed by both sides: a concluded declaration or an annexed annex. */
type BothSigned = Extract<DemoDocument['state'], 'concluded' | 'annexed'>;
const isSignedByBoth = (state: DemoDocument['state']): state is BothSigned =>
  state === 'concluded' || state === 'annexed';

/**
 * The office's side of signing, which happens in its own system: a document the resident signs
 * in this demo is countersigned (declaration sent -> concluded, annex awaiting the head of the
 * dormitory -> annexed) this long after the resident's signature, on the next read.
 */
export const defaultCountersignDelayMs = 20_000;
const panelSettings = createTable('panel-settings', () => ({
  countersignDelayMs: defaultCountersignDelayMs,
}));

export function setCountersignDelay(ms: number): void {
  panelSettings.set({ countersignDelayMs: ms });
}

export type SignResult =
  { ok: true; document: DemoDocument } | { ok: false; reason: 'missing' | 'notToSign' };

/** The resident signs: declaration -> sent, annex -> awaiting the head; the office follows later. */
export function signDocument(userId: string, id: string, now = Date.now()): SignResult {
  const found = panelRecord(userId).documents.find((item) => item.id === id);
  if (!found) return { ok: false, reason: 'missing' };
  if (found.state !== 'toSign') return { ok: false, reason: 'notToSign' };
  const record = updatePanelRecord(userId, (draft) => {
    const target = draft.documents.find((item) => item.id === id);
    if (!target) return;
    target.state = target.kind === 'declaration' ? 'sent' : 'awaitingHead';
    target.signedAt = new Date(now).toISOString();
    draft.countersignAt[id] = now + panelSettings.get().countersignDelayMs;
  });
  const document = record.documents.find((item) => item.id === id) as DemoDocument;
  return { ok: true, document };
}

/** Applies every countersignature that is due by `now`; the record as it then is. */
export function countersignDue(userId: string, now = Date.now()): PanelRecord {
  const record = panelRecord(userId);
  const due = Object.entries(record.countersignAt).filter(([, at]) => at <= now);
  if (due.length === 0) return record;
  return updatePanelRecord(userId, (draft) => {
    for (const [id] of due) {
      delete draft.countersignAt[id];
      const target = draft.documents.find((item) => item.id === id);
      if (target?.state === 'sent') target.state = 'concluded';
      if (target?.state === 'awaitingHead') target.state = 'annexed';
    }
  });
}

/** The archive: earlier documents plus every document signed by both sides, newest first. */
export function archiveOf(record: PanelRecord): Schemas['ArchivalApplication'][] {
  const archived = record.documents.flatMap((item) => {
    const { state } = item;
    if (!isSignedByBoth(state)) return [];
    if (record.applications.some((old) => old.number === item.number)) return [];
    return [
      {
        id: `archive-${item.id}`,
        kind: item.kind,
        number: item.number,
        periodFrom: item.periodFrom,
        periodTo: item.periodTo,
        state,
        dorm: record.dorm,
        // A declaration is concluded and an annex annexed, as isSignedByBoth told apart.
      } as Schemas['ArchivalApplication'],
    ];
  });
  return [...archived, ...record.applications].sort(
    (a, b) => b.periodFrom.localeCompare(a.periodFrom) || b.number.localeCompare(a.number),
  );
}

/**
 * Balance: every charge with its interest, minus every payment, historical ones included (in
 * grosze, so a thousand rows add up exactly): what the Fees tab's rows add up to.
 */
export function balanceOf(record: PanelRecord): Schemas['Balance'] {
  const grosze = (amount: number) => Math.round(amount * 100);
  const charged = record.charges.reduce(
    (sum, charge) => sum + grosze(charge.amount) + grosze(charge.interest),
    0,
  );
  const paid = record.payments.reduce((sum, payment) => sum + grosze(payment.amount), 0);
  const net = (charged - paid) / 100;
  if (net > 0) return { amount: net, kind: 'toPay' };
  if (net < 0) return { amount: -net, kind: 'overpayment', handling: record.overpaymentHandling };
  return { amount: 0, kind: 'settled' };
}

/** A tiny valid one-page PDF naming the document, built in code (no binary fixtures). */
/**
 * Polish letters for the PDF's standard Helvetica: WinAnsiEncoding has ó, Ó and the quotes and
 * dash; the others take codes 0xC0 to 0xCF (letters Polish does not use) by their glyph names.
 */
const polishGlyphs = [
  ['ą', 'aogonek'],
  ['ć', 'cacute'],
  ['ę', 'eogonek'],
  ['ł', 'lslash'],
  ['ń', 'nacute'],
  ['ś', 'sacute'],
  ['ź', 'zacute'],
  ['ż', 'zdotaccent'],
  ['Ą', 'Aogonek'],
  ['Ć', 'Cacute'],
  ['Ę', 'Eogonek'],
  ['Ł', 'Lslash'],
  ['Ń', 'Nacute'],
  ['Ś', 'Sacute'],
  ['Ź', 'Zacute'],
  ['Ż', 'Zdotaccent'],
] as const;
const winAnsi: Record<string, number> = { ó: 0xf3, Ó: 0xd3, '–': 0x96, '„': 0x84, '”': 0x94 };

/** A line as the PDF's bytes (one character a byte), its parentheses and backslashes escaped. */
function pdfText(line: string): string {
  return [...line.replace(/\u00a0/g, ' ')]
    .map((char) => {
      const glyph = polishGlyphs.findIndex(([letter]) => letter === char);
      if (glyph >= 0) return String.fromCharCode(0xc0 + glyph);
      if (char in winAnsi) return String.fromCharCode(winAnsi[char] ?? 0x3f);
      if (/[()\\]/.test(char)) return `\\${char}`;
      return char.charCodeAt(0) < 0x80 ? char : '?';
    })
    .join('');
}

/** A one-page PDF with the given lines, the first as a heading. */
export function demoPdf(lines: readonly string[]): Uint8Array {
  const shown = lines
    .map((line, index) =>
      index === 0
        ? `/F1 18 Tf 72 760 Td (${pdfText(line)}) Tj`
        : `/F1 12 Tf 0 ${index === 1 ? -36 : -20} Td (${pdfText(line)}) Tj`,
    )
    .join(' ');
  const stream = `BT ${shown} ET`;
  const differences = polishGlyphs.map(([, name]) => `/${name}`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [192 ${differences}] >> >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is one byte (pdfText), so offsets and lengths count bytes.
  return Uint8Array.from(body, (char) => char.charCodeAt(0));
}
