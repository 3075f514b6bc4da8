import type { PanelTab } from './tabs';
import type { Allocation, Balance, Charge, PanelDocument } from './api';
import { documentStage } from './document-stage';
import { todayIso } from './fee-years';

/** Amounts are summed in grosze: adding zloty amounts as floats drifts by a grosz. */
const grosze = (amount: number) => Math.round(amount * 100);

/** Still owed: not settled, and not a charge given back to the resident (owed by nobody). */
const owed = (charge: Charge) => !charge.settled && !charge.returned;

/** What a fee asks for: the amount due (with interest), overdue and by the next deadline. */
export type PayToDo = {
  /** The balance to pay, zł (the office's figure). */
  toPay: number;
  /** Charges owed past their deadline, with their interest, zł (0: none). */
  overdue: number;
  /** The earliest deadline still to come among the charges owed, and what is due by then. */
  next: { deadline: string; amount: number } | null;
  /** The charges owed (overdue or not): the fees tab's count. */
  charges: number;
};

/**
 * What the resident must do, read from the panel's frame reads (`panelFrameReads`, tabs.ts): each
 * part is null while its read has not answered (loading or failed), so nothing is claimed that
 * was not read.
 */
export type PanelToDo = {
  /** Documents waiting for the resident's signature. */
  sign: number | null;
  /** Something to pay (null inside: nothing), from the balance and the charges. */
  pay: { due: PayToDo | null } | null;
  /** Whether the arrival time is still to be declared. */
  arrival: { missing: boolean } | null;
  /** Whether no MAC address is registered and none waits for approval. */
  internet: { missing: boolean } | null;
};

/** The documents waiting for the resident's signature. */
export function documentsToSign(documents: readonly PanelDocument[]): number {
  return documents.filter((document) => documentStage[document.state] === 'toSign').length;
}

/**
 * The amount to pay, what of it is overdue and the next deadline; null when the balance asks for
 * nothing (settled, or an overpayment: then no charge is owed, as the contract says).
 */
export function payToDo(
  balance: Balance,
  charges: readonly Charge[],
  today = todayIso(),
): PayToDo | null {
  if (balance.kind !== 'toPay') return null;
  let overdue = 0;
  let count = 0;
  const dueBy = new Map<string, number>();
  for (const charge of charges) {
    if (!owed(charge)) continue;
    count += 1;
    const asked = grosze(charge.amount) + grosze(charge.interest);
    if (charge.paymentDeadline < today) overdue += asked;
    else dueBy.set(charge.paymentDeadline, (dueBy.get(charge.paymentDeadline) ?? 0) + asked);
  }
  const deadline = [...dueBy.keys()].sort()[0];
  return {
    toPay: balance.amount,
    overdue: overdue / 100,
    next: deadline ? { deadline, amount: (dueBy.get(deadline) ?? 0) / 100 } : null,
    charges: count,
  };
}

/** No address registered and none sent: the resident has no way onto the network yet. */
export function internetMissing(allocation: Allocation): boolean {
  return !allocation.mac && !allocation.pendingMac;
}

/** The tabs that can have something to do (the Archive holds only what is done). */
export const countedTabs = ['documents', 'fees', 'internet'] as const satisfies readonly PanelTab[];
export type CountedTab = (typeof countedTabs)[number];

export const isCountedTab = (tab: PanelTab): tab is CountedTab =>
  (countedTabs as readonly PanelTab[]).includes(tab);

/** Each tab's count of things to do, where it has some. */
export function tabCounts(toDo: PanelToDo): Partial<Record<CountedTab, number>> {
  const counts: Partial<Record<CountedTab, number>> = {};
  if (toDo.sign) counts.documents = toDo.sign;
  // A balance to pay with no charge owed listed (an office's figure the rows do not explain)
  // still has one thing to do.
  if (toDo.pay?.due) counts.fees = Math.max(1, toDo.pay.due.charges);
  if (toDo.internet?.missing) counts.internet = 1;
  return counts;
}

/**
 * The tab the panel opens on where the address names none: the first, in the tabs' order, with
 * something to do; where nothing is known to need doing, Documents (the current agreement and the
 * invoice data; the Archive holds only what both sides have signed).
 */
export const tabWhenNothingToDo: PanelTab = 'documents';

export function firstTabToDo(toDo: PanelToDo, tabs: readonly PanelTab[]): PanelTab {
  const counts = tabCounts(toDo);
  return tabs.find((tab) => isCountedTab(tab) && (counts[tab] ?? 0) > 0) ?? tabWhenNothingToDo;
}

/** Whether any part is known to need doing (false also where a part could not be read). */
export function anythingToDo(toDo: PanelToDo): boolean {
  return Boolean(toDo.sign || toDo.pay?.due || toDo.arrival?.missing || toDo.internet?.missing);
}
