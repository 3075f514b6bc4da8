import type { ReactNode } from 'react';
import { configuredPayeeBanks } from '@/shared/config/payee-banks';
import type { BankAccount, PanelDocument } from '../api';
import { overpaymentHandlings } from '../fee-years';
import type { BalanceView } from '../balance-view';
import { documentSlots, documentStage, documentStageSections } from '../document-stage';
import {
  earlyCardAttribute,
  earlyCardKeys,
  listSlot,
  rowAttribute,
  slot,
  slotsOf,
} from '../early-templates';
import { paymentView } from '../payment-view';
import { BalanceCardView } from '../tabs/fees/balance-card';
import { DocumentSections } from '../tabs/documents/documents-tab';
import { PaymentCard } from '../tabs/fees/payment-card';
import { TemplateMarking } from './template-marks';

/**
 * The early painter's templates (decision 025), rendered at build time by the cards' own
 * components (src/start-up/prerender.tsx calls this once per language): the balance card for
 * each kind, the payment card and the documents' sections, every shown value a slot. What a
 * component shows of the data comes from the functions the painter fills the slots with
 * (balanceView, paymentView, documentSlots): a value the build cannot find in a component's
 * markup stops it.
 */

/** A balance with every part there, each text its slot's name. */
function balanceTemplateView(
  kind: BalanceView['kind'],
  handling: BalanceView['handling'],
): BalanceView {
  return {
    kind,
    handling,
    amount: slot('amount'),
    owed: {
      overdue: { amount: slot('owed.overdue.amount') },
      later: { amount: slot('owed.later.amount'), date: slot('owed.later.date') },
    },
    sums: {
      from: slot('sums.from'),
      to: slot('sums.to'),
      receivables: slot('sums.receivables'),
      paid: slot('sums.paid'),
      history: true,
    },
    fromOffice: true,
  };
}

const balanceKinds: Pick<BalanceView, 'kind' | 'handling'>[] = [
  { kind: 'toPay', handling: null },
  { kind: 'settled', handling: null },
  { kind: 'overpayment', handling: null },
  ...overpaymentHandlings.map((handling) => ({ kind: 'overpayment' as const, handling })),
];

/** React's escaping of text and attribute values, to find a value in the markup. */
const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The markup with each of the view's values made its slot; throws on a value not shown. */
function slotted(markup: string, view: object, what: string): string {
  const { text, lists } = slotsOf(view);
  const found = [
    ...Object.entries(text).map(([name, value]) => [value, slot(name)] as const),
    ...Object.entries(lists).flatMap(([name, lines]) =>
      lines.map((line) => [line, listSlot(name)] as const),
    ),
  ].sort(([a], [b]) => b.length - a.length);
  let result = markup;
  for (const [value, name] of found) {
    if (!result.includes(escaped(value)))
      throw new Error(`early cards: the ${what} does not show "${value}" (${name})`);
    result = result.replaceAll(escaped(value), name);
  }
  return result;
}

/** A valid account number at the first bank the deployment names (its BIC shows). */
function sampleAccountNumber(): string | null {
  const bank = configuredPayeeBanks()[0];
  if (!bank) return null;
  let sortCode = bank.sortCodePrefix.padEnd(7, '0').slice(0, 8);
  if (sortCode.length === 7) {
    const weights = [3, 9, 7, 1, 3, 9, 7];
    const sum = weights.reduce(
      (total, weight, index) => total + weight * Number(sortCode[index]),
      0,
    );
    sortCode += String((10 - (sum % 10)) % 10);
  }
  const rest = `${sortCode}0000000000012345`;
  let remainder = 0;
  for (const digit of `${rest}252100`) remainder = (remainder * 10 + Number(digit)) % 97;
  return `${String(98 - remainder).padStart(2, '0')}${rest}`;
}

const sampleAmount = 4321.09;

function sampleAccount(accountNumber: string): BankAccount {
  return {
    accountNumber,
    recipientName: 'Sample Payee',
    recipientAddress: ['Sample Street 1'],
    recipientNip: '5260250274',
    transferTitle: 'Sample Title 1',
    residentName: 'Sample Resident',
  };
}

/** One document of each kind in each of its states (the contract's), with the same number and days. */
const sampleDocument = (id: string) => ({
  id,
  number: 'Sample/0001',
  periodFrom: '1999-01-02',
  periodTo: '1999-03-04',
  fileName: 'sample.pdf',
});
const sampleDocuments: PanelDocument[] = [
  ...(['toSign', 'sent', 'concluded'] as const).map((state) => ({
    ...sampleDocument(`declaration-${state}`),
    kind: 'declaration' as const,
    state,
  })),
  ...(['toSign', 'awaitingHead', 'annexed'] as const).map((state) => ({
    ...sampleDocument(`annex-${state}`),
    kind: 'annex' as const,
    state,
  })),
];

const nothing = () => undefined;

/** The document rows marked with their kind and state, in the order the sections show them. */
function markedRows(markup: string): string {
  const rows = documentStageSections.flatMap((section) =>
    sampleDocuments.filter((item) => documentStage[item.state] === section.stage),
  );
  let index = 0;
  const result = markup.replace(/<tr role="row"><td /g, (row) => {
    const item = rows[index++];
    return item ? `<tr role="row" ${rowAttribute}="${item.kind}:${item.state}"><td ` : row;
  });
  if (index !== rows.length)
    throw new Error(`early cards: ${index} document rows, not ${rows.length}`);
  return result;
}

/** The templates in one language; `html` renders a node as the prerender does (its words). */
export function earlyCardTemplates(language: string, html: (node: ReactNode) => string): string {
  const template = (key: string, markup: string) =>
    `<template ${earlyCardAttribute}="${key}">${markup}</template>`;
  const marked = (node: ReactNode) => html(<TemplateMarking value>{node}</TemplateMarking>);
  const templates = balanceKinds.map((kind) =>
    template(
      earlyCardKeys.balance(kind),
      marked(<BalanceCardView view={balanceTemplateView(kind.kind, kind.handling)} />),
    ),
  );
  const accountNumber = sampleAccountNumber();
  // No bank named: the card names the office's e-mail instead of a BIC, which the app shows.
  if (accountNumber) {
    const account = sampleAccount(accountNumber);
    templates.push(
      template(
        earlyCardKeys.payment,
        slotted(
          marked(<PaymentCard amount={sampleAmount} account={account} />),
          paymentView(sampleAmount, account, language),
          'payment card',
        ),
      ),
    );
  }
  const [sample] = sampleDocuments;
  if (!sample) throw new Error('early cards: no sample document');
  templates.push(
    template(
      earlyCardKeys.documents,
      markedRows(
        slotted(
          marked(
            <DocumentSections documents={sampleDocuments} onSign={nothing} onMessage={nothing} />,
          ),
          documentSlots(sample, language),
          'documents table',
        ),
      ),
    ),
    template(
      earlyCardKeys.noDocuments,
      marked(<DocumentSections documents={[]} onSign={nothing} onMessage={nothing} />),
    ),
  );
  return templates.join('');
}
