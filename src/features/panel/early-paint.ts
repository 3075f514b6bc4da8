import {
  earlyReadsGlobal,
  type EarlyAnswer,
  type EarlyPaintedTab,
  type EarlyReads,
} from '@/shared/api/early-reads-global';
import { isOneOf, isRecord } from '@/shared/lib/response-shape';
import type { Balance, BankAccount, Charge, PanelDocument, Payment } from './api';
import { balanceView } from './balance-view';
import { documentSlots, documentStage, documentStageSections } from './document-stage';
import {
  earlyCardAttribute,
  earlyCardKeys,
  earlyCardsAttribute,
  cloneTemplate,
  fillParts,
  fillTemplate,
  rowAttribute,
  slotsOf,
} from './early-templates';
import { paymentQrPayload } from './payment-qr';
import { paymentView } from './payment-view';

/**
 * The panel's data painted before the app (decisions 015, 025): the head script's early reads
 * (src/start-up/head/early-reads.ts) answer a signed-in resident's fees or documents before the
 * app's code has arrived on a slow phone, so this small module, which the head script starts
 * beside the reads, puts the tab's first cards into the prerendered copy from those answers. The
 * cards are the components' own markup: templates the build rendered with them
 * (components/early-card-templates.tsx), filled with the values the components show, worked out
 * by the same functions (balanceView, paymentView, documentSlots). Nothing at all for an answer
 * it does not fully understand: the app then shows it as always. The app's first render replaces
 * the copy with the same cards, so nothing moves.
 */

/** The page language's templates (the head script kept them, build/preload-shell.ts). */
function pageTemplates(): ParentNode | null {
  const holder = document.querySelector(`template[${earlyCardsAttribute}]`);
  return holder instanceof HTMLTemplateElement ? holder.content : null;
}

const templateOf = (templates: ParentNode, key: string) =>
  templates.querySelector(`template[${earlyCardAttribute}="${CSS.escape(key)}"]`);

function isBalance(value: unknown): value is Balance {
  return (
    isRecord(value) &&
    isOneOf(value.kind, ['toPay', 'overpayment', 'settled'] as const) &&
    typeof value.amount === 'number' &&
    Number.isFinite(value.amount)
  );
}

const isListOf = (value: unknown, fields: readonly string[]) =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      isRecord(item) && fields.every((field) => item[field] !== undefined && item[field] !== null),
  );

function isBankAccount(value: unknown): value is BankAccount {
  return (
    isRecord(value) &&
    ['accountNumber', 'recipientName', 'recipientNip', 'transferTitle'].every(
      (field) => typeof value[field] === 'string',
    ) &&
    Array.isArray(value.recipientAddress) &&
    value.recipientAddress.every((line) => typeof line === 'string')
  );
}

/**
 * The payment card before its QR code is drawn (a spinner; the app encodes the code when idle).
 * Null where the card would explain a problem instead (a field the code cannot carry) or where
 * no BIC is configured for the account's bank (the card then names the office's e-mail, a
 * setting of the entry's): rare, and the app shows it.
 */
function paymentCard(
  templates: ParentNode,
  language: string,
  amount: number,
  account: BankAccount,
) {
  try {
    paymentQrPayload({
      nip: account.recipientNip,
      account: account.accountNumber,
      amount,
      recipientName: account.recipientName,
      title: account.transferTitle,
    });
  } catch {
    return null;
  }
  const view = paymentView(amount, account, language);
  if (!view.bic) return null;
  return fillTemplate(templateOf(templates, earlyCardKeys.payment), slotsOf(view));
}

/** The fees tab's cards for its four answers (charges, payments, balance, bank account). */
export function feesCards(
  templates: ParentNode,
  language: string,
  [charges, payments, balance, account]: readonly unknown[],
): Node[] | null {
  if (!isBalance(balance) || !isBankAccount(account)) return null;
  if (
    !isListOf(charges, ['chargeDate', 'amount', 'interest']) ||
    !isListOf(payments, ['date', 'amount'])
  )
    return null;
  const view = balanceView(balance, charges as Charge[], payments as Payment[], language);
  const card = fillTemplate(templateOf(templates, earlyCardKeys.balance(view)), slotsOf(view));
  if (!card) return null;
  const cards: Node[] = [...card.childNodes];
  if (balance.kind === 'toPay') {
    const payment = paymentCard(templates, language, balance.amount, account);
    if (!payment) return null;
    cards.push(...payment.childNodes);
  }
  return cards;
}

function isDocument(value: unknown): value is PanelDocument {
  return (
    isRecord(value) &&
    ['id', 'number', 'periodFrom', 'periodTo'].every((field) => typeof value[field] === 'string') &&
    isOneOf(value.kind, ['declaration', 'annex'] as const) &&
    typeof value.state === 'string' &&
    value.state in documentStage
  );
}

/** The documents tab's three sections, each with its table or its empty line. */
export function documentSections(
  templates: ParentNode,
  language: string,
  [documents]: readonly unknown[],
): Node[] | null {
  if (!Array.isArray(documents) || !documents.every(isDocument)) return null;
  const withRows = cloneTemplate(templateOf(templates, earlyCardKeys.documents));
  const empty = fillTemplate(templateOf(templates, earlyCardKeys.noDocuments), slotsOf({}));
  if (!withRows || !empty) return null;
  const sections = documentStageSections.map((section, index) => {
    const rows = documents.filter((item) => documentStage[item.state] === section.stage);
    if (!rows.length) return empty.children[index];
    const shown = withRows.children[index];
    const samples = [...(shown?.querySelectorAll(`[${rowAttribute}]`) ?? [])];
    const parent = samples[0]?.parentNode;
    if (!shown || !parent) return null;
    for (const sample of samples) sample.remove();
    for (const item of rows) {
      const row = samples
        .find((sample) => sample.getAttribute(rowAttribute) === `${item.kind}:${item.state}`)
        ?.cloneNode(true);
      if (!(row instanceof Element)) return null;
      row.removeAttribute(rowAttribute);
      if (!fillParts(row, slotsOf(documentSlots(item, language)))) return null;
      parent.appendChild(row);
    }
    // Every slot filled: none is left outside the rows.
    return fillParts(shown, slotsOf({})) ? shown : null;
  });
  return sections.every((section) => section instanceof Element) ? sections : null;
}

const painters: Record<
  EarlyPaintedTab,
  {
    container: string;
    paint: (templates: ParentNode, language: string, answers: readonly unknown[]) => Node[] | null;
  }
> = {
  fees: { container: '.fees-tab', paint: feesCards },
  documents: { container: '.documents-tab', paint: documentSections },
};

const isPaintedTab = (tab: string): tab is EarlyPaintedTab => Object.hasOwn(painters, tab);

/** The answer's JSON, only for a 200 with a JSON body: the rest is the app's to explain. */
async function bodyOf(answer: Promise<EarlyAnswer> | undefined): Promise<unknown> {
  const { status, headers, body } = await (answer ?? Promise.reject(new Error('not asked')));
  if (status !== 200 || !/^application\/(.+\+)?json\b/i.test(headers['content-type'] ?? ''))
    throw new Error('early paint: not a JSON answer');
  return JSON.parse(body) as unknown;
}

/**
 * Once the parser has inserted the whole copy (a module added early may run before). Not
 * DOMContentLoaded: that waits for the app's entry to have run too.
 */
const parsed = () =>
  new Promise<void>((resolve) => {
    if (document.readyState !== 'loading') return resolve();
    const listener = () => {
      document.removeEventListener('readystatechange', listener);
      resolve();
    };
    document.addEventListener('readystatechange', listener);
  });

/** Once the tab's styles the head script added (build/preload-shell.ts) apply, or failed. */
const styled = () =>
  Promise.all(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-tab]')].map(
      (link) =>
        link.sheet
          ? undefined
          : new Promise((resolve) => {
              link.addEventListener('load', resolve, { once: true });
              link.addEventListener('error', resolve, { once: true });
            }),
    ),
  );

/**
 * When the open tab's answers are in, and the app has not yet replaced the
 * prerendered copy, puts the tab's first cards where the copy says "Loading…" (true if it did).
 */
export async function paintEarly(templatesOf = pageTemplates): Promise<boolean> {
  const reads = (window as unknown as Record<string, EarlyReads | undefined>)[earlyReadsGlobal];
  if (!reads?.answers || !isPaintedTab(reads.tab)) return false;
  const { tab, language } = reads;
  const painter = painters[tab];
  const loaded = await Promise.all([
    Promise.all(reads.tabPaths.map((path) => bodyOf(reads.answers[path]))),
    parsed(),
    styled(),
  ]).catch(() => null);
  // A failed read, an answer of another shape or a missing word: the app explains it.
  if (!loaded) return false;
  const [answers] = loaded;
  const templates = templatesOf();
  const screen = document.querySelector(`.prepaint [data-prepaint-screen="panel-${tab}"]`);
  const loading = screen?.querySelector(`${painter.container} > .loading-state`);
  let cards: Node[] | null = null;
  try {
    cards = loading && templates ? painter.paint(templates, language, answers) : null;
  } catch {
    return false;
  }
  if (!loading || !cards) return false;
  loading.replaceWith(...cards);
  return true;
}
