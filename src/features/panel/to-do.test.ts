import { describe, expect, it } from 'vitest';
import { panelRecord } from '@/mocks/db/panel';
import { resetDemoDb } from '@/mocks/db/table';
import { panelTabs } from './tabs';
import type { Allocation, Charge, PanelDocument } from './api';
import { isOverdue } from './fee-years';
import {
  documentsToSign,
  firstTabToDo,
  internetMissing,
  payToDo,
  tabCounts,
  type PanelToDo,
} from './to-do';

const today = '2026-11-28';

function charge(fields: Partial<Charge>): Charge {
  return {
    id: 'c',
    kind: 'rent',
    chargeDate: '2026-10-01',
    feeCollector: 'Student Housing Office',
    amount: 720.5,
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
    paymentDeadline: '2026-10-10',
    interest: 0,
    checkInFrom: '2026-10-01',
    checkInTo: '2027-06-30',
    dorm: 'DS Akademik',
    room: '214',
    returned: false,
    settled: false,
    historical: false,
    ...fields,
  };
}

const toPay = (amount: number) => ({ kind: 'toPay', amount }) as const;

describe('what is to pay', () => {
  it('is nothing for a settled balance or an overpayment', () => {
    expect(payToDo({ kind: 'settled', amount: 0 }, [charge({})], today)).toBeNull();
    expect(
      payToDo({ kind: 'overpayment', amount: 1500, handling: 'refund' }, [], today),
    ).toBeNull();
  });

  it('sums what is overdue with its interest, in grosze, and finds the next deadline', () => {
    const due = payToDo(
      toPay(2165.22),
      [
        charge({ id: 'a', paymentDeadline: '2026-10-10', interest: 3.61 }),
        charge({ id: 'b', paymentDeadline: '2026-11-10', amount: 0.1, interest: 0.2 }),
        // Due today: not overdue yet, the next deadline.
        charge({ id: 'c', paymentDeadline: today, amount: 700.01 }),
        charge({ id: 'd', paymentDeadline: today, amount: 20 }),
        charge({ id: 'e', paymentDeadline: '2026-12-10' }),
        // Paid, or given back: nobody owes them.
        charge({ id: 'f', paymentDeadline: '2026-09-10', settled: true }),
        charge({ id: 'g', paymentDeadline: '2026-09-10', returned: true }),
      ],
      today,
    );
    expect(due).toEqual({
      toPay: 2165.22,
      overdue: 724.41,
      next: { deadline: today, amount: 720.01 },
      charges: 5,
    });
  });

  it('has no next deadline when all that is owed is overdue, and none overdue before it', () => {
    expect(payToDo(toPay(10), [charge({ amount: 10 })], today)).toMatchObject({
      overdue: 10,
      next: null,
    });
    expect(
      payToDo(toPay(10), [charge({ amount: 10, paymentDeadline: '2026-12-10' })], today),
    ).toMatchObject({ overdue: 0, next: { deadline: '2026-12-10', amount: 10 } });
  });

  it("calls overdue exactly what the fees tab marks Overdue (the demo's charges)", () => {
    resetDemoDb();
    const { charges } = panelRecord('1001');
    const marked = charges.filter((item) => isOverdue(item, today));
    const due = payToDo(toPay(1), charges, today);
    const sum = marked.reduce((total, item) => total + item.amount + item.interest, 0);
    expect(due?.overdue).toBeCloseTo(sum, 2);
    expect(marked.length).toBeGreaterThan(0);
  });
});

describe('the rest of the list', () => {
  const document = (state: PanelDocument['state'], kind: PanelDocument['kind']) =>
    ({
      id: state,
      kind,
      number: '1',
      state,
      periodFrom: '',
      periodTo: '',
      fileName: '',
    }) as PanelDocument;

  it('counts the documents of either kind waiting for the signature', () => {
    expect(
      documentsToSign([
        document('toSign', 'declaration'),
        document('toSign', 'annex'),
        document('sent', 'declaration'),
        document('awaitingHead', 'annex'),
        document('concluded', 'declaration'),
      ]),
    ).toBe(2);
  });

  it('asks for a MAC address only where none is registered and none waits for approval', () => {
    const allocation: Allocation = {
      active: false,
      dorm: null,
      room: null,
      socket: null,
      mac: null,
      pendingMac: null,
    };
    expect(internetMissing(allocation)).toBe(true);
    expect(internetMissing({ ...allocation, mac: '3c:52:82:1a:4f:90' })).toBe(false);
    expect(
      internetMissing({
        ...allocation,
        pendingMac: { mac: '3c:52:82:1a:4f:91', requestedAt: '2026-11-28T08:00:00Z' },
      }),
    ).toBe(false);
  });
});

describe('the tab the panel opens on', () => {
  const nothing: PanelToDo = {
    sign: 0,
    pay: { due: null },
    arrival: { missing: false },
    internet: { missing: false },
  };
  const due = { toPay: 5, overdue: 5, next: null, charges: 0 };

  it('is the first in the tabs’ order with something to do, with its count', () => {
    const all: PanelToDo = { ...nothing, sign: 2, pay: { due }, internet: { missing: true } };
    expect(tabCounts(all)).toEqual({ documents: 2, fees: 1, internet: 1 });
    expect(firstTabToDo(all, panelTabs)).toBe('documents');
    expect(firstTabToDo({ ...all, sign: 0 }, panelTabs)).toBe('fees');
    expect(firstTabToDo({ ...nothing, internet: { missing: true } }, panelTabs)).toBe('internet');
  });

  it('is Documents where nothing needs doing, or nothing could be read', () => {
    // The arrival is no tab's: declaring it is the list's own item.
    expect(firstTabToDo({ ...nothing, arrival: { missing: true } }, panelTabs)).toBe('documents');
    expect(tabCounts(nothing)).toEqual({});
    expect(firstTabToDo({ sign: null, pay: null, arrival: null, internet: null }, panelTabs)).toBe(
      'documents',
    );
  });
});
