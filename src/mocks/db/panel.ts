import type { components } from '@/shared/api/schema';
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
  notes: Schemas['NetworkNote'][];
  allocation: Schemas['Allocation'];
  configuration: Schemas['NetworkConfiguration'] | null;
  transfer: Schemas['Transfer'] | null;
  /** Paid beyond every charge (an overpayment), zł. */
  credit: number;
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const monthKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;

/** A document's file name: kind plus its number with the slashes made safe. */
export function documentFileName(kind: string, number: string): string {
  return `${kind}-${number.replace(/[^\w-]+/g, '-')}.pdf`;
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
  };
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
 * Fee history: `years` academic years, rent each month plus a deposit and a reservation fee
 * per year; everything before the current academic year is historical. The newest rent is
 * unpaid (and, for the first user, one is overdue), so there is something to pay.
 */
function feeHistory(
  years: number,
  dorm: string,
  room: string,
  extraRowsPerMonth = 0,
): { charges: DemoCharge[]; payments: DemoPayment[] } {
  const today = new Date();
  const currentStartYear = today.getMonth() >= 9 ? today.getFullYear() : today.getFullYear() - 1;
  const charges: DemoCharge[] = [];
  const payments: DemoPayment[] = [];
  let seq = 0;
  const sources = ['transfer', 'card', 'cash'] as const;
  for (let y = currentStartYear - years + 1; y <= currentStartYear; y += 1) {
    const historical = y < currentStartYear;
    const checkInFrom = `${y}-10-01`;
    const checkInTo = `${y + 1}-06-30`;
    const base = {
      feeCollector: 'Dział Domów Studenckich',
      interest: 0,
      checkInFrom,
      checkInTo,
      dorm,
      room,
      returned: false,
      historical,
    };
    const add = (charge: Omit<DemoCharge, 'id' | keyof typeof base> & Partial<DemoCharge>) => {
      seq += 1;
      const row: DemoCharge = { ...base, ...charge, id: `c${seq}` };
      charges.push(row);
      if (row.settled) {
        payments.push({
          id: `p${seq}`,
          date: row.paymentDeadline,
          type: row.kind,
          source: sources[seq % 3] ?? 'transfer',
          amount: row.amount,
          historical,
        });
      }
    };
    add({
      kind: 'reservation',
      chargeDate: `${y}-07-15`,
      amount: 200,
      periodFrom: checkInFrom,
      periodTo: checkInTo,
      paymentDeadline: `${y}-07-31`,
      settled: true,
    });
    add({
      kind: 'deposit',
      chargeDate: `${y}-09-25`,
      amount: 500,
      periodFrom: checkInFrom,
      periodTo: checkInTo,
      paymentDeadline: `${y}-10-10`,
      settled: true,
      returned: historical,
    });
    for (let m = 0; m < 9; m += 1) {
      const start = new Date(y, 9 + m, 1);
      if (start > today) break;
      const end = new Date(y, 10 + m, 0);
      const deadline = new Date(y, 9 + m, 10);
      const current = !historical && monthKey(start) === monthKey(today);
      const previous =
        !historical &&
        monthKey(start) === monthKey(new Date(today.getFullYear(), today.getMonth() - 1, 1));
      // The latest month is open; the one before is overdue (with interest) for the demo.
      const settled = !(current || previous);
      add({
        kind: 'rent',
        chargeDate: isoDate(start),
        amount: 720.5,
        periodFrom: isoDate(start),
        periodTo: isoDate(end),
        paymentDeadline: isoDate(
          current ? new Date(today.getFullYear(), today.getMonth() + 1, 10) : deadline,
        ),
        interest: previous ? 3.61 : 0,
        settled,
      });
      for (let k = 0; k < extraRowsPerMonth; k += 1) {
        add({
          kind: 'additional',
          chargeDate: isoDate(new Date(y, 9 + m, 2 + k)),
          amount: 15 + k,
          periodFrom: isoDate(start),
          periodTo: isoDate(end),
          paymentDeadline: isoDate(deadline),
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
        settled: true,
      });
    }
  }
  charges.reverse();
  payments.reverse();
  return { charges, payments };
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
      {
        id: 'a3',
        kind: 'declaration',
        number: `D/${year - 1}/00153`,
        periodFrom: `${year - 1}-10-01`,
        periodTo: `${year}-06-30`,
        state: 'concluded',
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
    bankAccount: {
      accountNumber: '61109010140000071219812874',
      recipientName: 'Domy Studenckie',
      recipientNip: '5260250274',
      transferTitle: 'Opłaty DS 1001 J. Kowalski',
    },
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
        content: 'High upload detected; please check your devices for file-sharing software.',
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
    credit: 0,
  };
}

function seedAnna(): PanelRecord {
  const year = new Date().getFullYear() - (new Date().getMonth() >= 9 ? 0 : 1);
  const fees = feeHistory(1, 'DS Babilon', '507');
  for (const charge of fees.charges) charge.settled = true;
  fees.payments.unshift({
    id: 'p-over',
    date: `${year}-10-05`,
    type: 'rent',
    source: 'transfer',
    amount: 1500,
    historical: false,
  });
  return {
    arrivalTime: `${year}-10-01T14:30:00.000Z`,
    applications: [],
    documents: [doc('d1', 'declaration', `D/${year}/00302`, 'sent', year)],
    invoice: { ...emptyInvoice },
    ...fees,
    bankAccount: {
      accountNumber: '61109010140000071219812874',
      recipientName: 'Domy Studenckie',
      recipientNip: '5260250274',
      transferTitle: 'Opłaty DS 1002 A. Nowak',
    },
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
    credit: 1500,
  };
}

function seedPiotr(): PanelRecord {
  const year = new Date().getFullYear() - (new Date().getMonth() >= 9 ? 0 : 1);
  // 10 years x (2 + 9 x (1 + 10)) ≈ 1000 rows, mostly historical.
  const fees = feeHistory(10, 'DS Riviera', '1103', 10);
  return {
    ...seedJan(),
    arrivalTime: null,
    applications: [],
    documents: [doc('d1', 'declaration', `D/${year}/00777`, 'concluded', year)],
    invoice: { ...emptyInvoice },
    ...fees,
    bankAccount: {
      accountNumber: '61109010140000071219812874',
      recipientName: 'Domy Studenckie',
      recipientNip: '',
      transferTitle: 'Opłaty DS 1003 P. Zieliński',
    },
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
    bankAccount: {
      accountNumber: '61109010140000071219812874',
      recipientName: 'Domy Studenckie',
      recipientNip: '',
      transferTitle: 'Opłaty DS',
    },
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
    credit: 0,
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

/** Balance: unsettled charges with interest, minus credit from payments not matched to a charge. */
export function balanceOf(record: PanelRecord): Schemas['Balance'] {
  const due = record.charges
    .filter((charge) => !charge.settled)
    .reduce((sum, charge) => sum + charge.amount + charge.interest, 0);
  const net = Math.round((due - record.credit) * 100) / 100;
  if (net > 0) return { amount: net, kind: 'toPay' };
  if (net < 0) return { amount: -net, kind: 'overpayment' };
  return { amount: 0, kind: 'settled' };
}

/** A tiny valid one-page PDF naming the document, built in code (no binary fixtures). */
export function demoPdf(title: string): Uint8Array {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
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
  return new TextEncoder().encode(body);
}
