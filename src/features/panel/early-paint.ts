import {
  earlyReadsGlobal,
  type EarlyAnswer,
  type EarlyPaintedTab,
  type EarlyReads,
} from '@/shared/api/early-reads-global';
import { bicOf } from '@/shared/config/payee-banks';
import { isOneOf, isRecord } from '@/shared/lib/response-shape';
import { formatDate, formatMoney } from '@/shared/lib/plain-format';
import type { Balance, BankAccount, Charge, PanelDocument, Payment } from './api';
import { balanceSums, overpaymentHandlings, owedByDeadline, todayIso } from './fee-years';
import { formatIban, paymentQrPayload, qrTransferTitle } from './payment-qr';
import { documentStage, documentStageSections } from './document-stage';

/**
 * The panel's data painted before the app (decision 015): the head script's early reads
 * (src/start-up/head/early-reads.ts) answer a signed-in resident's fees or documents before the
 * app's code has arrived on a slow phone, so this small module, which the head script starts
 * beside the reads, draws the tab's first cards into the prerendered copy from those answers.
 * It draws exactly the markup the tab's React components draw for the same answers
 * (early-paint.test.tsx compares them), only text nodes and attributes (never markup), and
 * nothing at all for an answer it does not fully understand: the app then shows it as always.
 * The app's first render replaces the copy with the same cards, so nothing moves.
 */

/** The panel namespace's words, as the locale file holds them. */
export type PanelWords = Record<string, unknown>;

type Child = Node | string | null | false;

function element(tag: string, attributes: Record<string, string>, ...children: Child[]) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children)
    if (child !== null && child !== false)
      node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  return node;
}

/** i18next's lookup for these plain keys: a dotted path, `{{name}}` filled in, no escaping. */
export function wordsOf(words: PanelWords) {
  return (key: string, values: Record<string, string> = {}): string => {
    let found: unknown = words;
    for (const part of key.split('.')) found = isRecord(found) ? found[part] : undefined;
    if (typeof found !== 'string') throw new Error(`early paint: no words for ${key}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}
type Words = ReturnType<typeof wordsOf>;

const button = (variant: string, className: string | null, label: string, text: string) =>
  element(
    'button',
    {
      ...(label ? { 'aria-label': label } : {}),
      type: 'button',
      class: ['button', `button--${variant}`, className].filter(Boolean).join(' '),
    },
    text,
  );

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

/** fees-tab.tsx's BalanceCard. */
function balanceCard(
  t: Words,
  language: string,
  balance: Balance,
  charges: Charge[],
  payments: Payment[],
) {
  const sums = balanceSums(charges, payments, balance);
  const owed = owedByDeadline(charges, balance);
  const money = (amount: number) => formatMoney(amount, language);
  const owedRow = (term: string, amount: number) =>
    element('div', {}, element('dt', {}, term), element('dd', {}, money(amount)));
  const hasHistory =
    charges.some((item) => item.historical) || payments.some((item) => item.historical);
  return element(
    'section',
    { class: `card balance balance--${balance.kind}`, 'aria-labelledby': 'balance-heading' },
    element('h2', { id: 'balance-heading' }, t('fees.balanceHeading')),
    element(
      'p',
      { class: 'balance__value' },
      element('span', { class: 'balance__kind' }, t(`fees.balance.${balance.kind}`)),
      balance.kind !== 'settled' ? ': ' : null,
      balance.kind !== 'settled'
        ? element('strong', { class: 'balance__amount' }, money(balance.amount))
        : null,
    ),
    owed
      ? element(
          'dl',
          { class: 'balance__owed' },
          owed.overdue > 0 ? owedRow(t('fees.owedOverdue'), owed.overdue) : null,
          owed.later > 0 && owed.nextDeadline
            ? owedRow(
                t('fees.owedLater', { date: formatDate(owed.nextDeadline, language) }),
                owed.later,
              )
            : null,
        )
      : null,
    balance.kind === 'overpayment' && isOneOf(balance.handling, overpaymentHandlings)
      ? element('p', { class: 'balance__note' }, t(`fees.overpaymentHandling.${balance.handling}`))
      : null,
    ...(sums.addsUp && sums.from
      ? [
          element(
            'dl',
            { class: 'balance__how' },
            element(
              'div',
              {},
              element(
                'dt',
                {},
                t('fees.balanceReceivables', {
                  from: formatDate(sums.from, language),
                  to: formatDate(todayIso(), language),
                }),
              ),
              element('dd', {}, money(sums.receivables)),
            ),
            element(
              'div',
              {},
              element('dt', {}, t('fees.balancePayments')),
              element('dd', {}, money(sums.paid)),
            ),
          ),
          hasHistory
            ? element('p', { class: 'balance__note' }, t('fees.balanceWithHistory'))
            : null,
        ]
      : [element('p', { class: 'balance__how' }, t('fees.balanceFromOffice'))]),
  );
}

/**
 * payment-card.tsx's PaymentCard before its QR code is drawn (a spinner; the app encodes the code
 * when idle). Null where the card would explain a problem instead (a field the code cannot carry)
 * or where no BIC is configured for the account's bank (the card then names the office's e-mail,
 * a setting of the entry's): rare, and the app shows it.
 */
function paymentCard(t: Words, language: string, amount: number, account: BankAccount) {
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
  const bic = bicOf(account.accountNumber);
  if (!bic) return null;
  const title = qrTransferTitle(account.transferTitle);
  const rows = [
    { key: 'payee', label: t('fees.payee'), value: account.recipientName, copy: false },
    { key: 'iban', label: t('fees.iban'), value: formatIban(account.accountNumber), copy: true },
    { key: 'bic', label: t('fees.bic'), value: bic, copy: true },
    { key: 'amount', label: t('fees.amount'), value: formatMoney(amount, language), copy: true },
    { key: 'title', label: t('fees.title'), value: title, copy: true },
  ];
  return element(
    'section',
    { class: 'card payment-card', 'aria-labelledby': 'pay-heading' },
    element('h3', { id: 'pay-heading' }, t('fees.payHeading')),
    element('p', { class: 'no-print' }, t('fees.payIntro')),
    element(
      'div',
      { class: 'payment-card__body' },
      element(
        'div',
        { class: 'payment-card__qr' },
        element('span', { class: 'spinner', 'aria-hidden': 'true' }),
      ),
      element(
        'dl',
        { class: 'payment-card__details' },
        ...rows.map((row) =>
          element(
            'div',
            { class: 'payment-card__row' },
            element('dt', {}, row.label),
            element(
              'dd',
              {},
              element('span', { class: 'payment-card__value' }, row.value),
              row.key === 'payee'
                ? element(
                    'span',
                    { class: 'payment-card__address' },
                    ...account.recipientAddress.map((line) => element('span', {}, line)),
                  )
                : null,
              row.copy
                ? button('secondary', 'no-print copy-button', '', t(`fees.copyRow.${row.key}`))
                : null,
            ),
          ),
        ),
      ),
    ),
    element('p', { class: 'payment-card__abroad' }, t('fees.abroad')),
    element('p', { role: 'status', class: 'no-print payment-card__copied' }),
  );
}

/** The fees tab's cards for its four answers (charges, payments, balance, bank account). */
export function feesCards(
  words: PanelWords,
  language: string,
  [charges, payments, balance, account]: readonly unknown[],
): Node[] | null {
  if (!isBalance(balance) || !isBankAccount(account)) return null;
  if (
    !isListOf(charges, ['chargeDate', 'amount', 'interest']) ||
    !isListOf(payments, ['date', 'amount'])
  )
    return null;
  const t = wordsOf(words);
  const cards: Node[] = [
    balanceCard(t, language, balance, charges as Charge[], payments as Payment[]),
  ];
  if (balance.kind === 'toPay') {
    const card = paymentCard(t, language, balance.amount, account);
    if (!card) return null;
    cards.push(card);
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

/** documents-tab.tsx's three sections, each with its CardTable or its empty line. */
export function documentSections(
  words: PanelWords,
  language: string,
  [documents]: readonly unknown[],
): Node[] | null {
  if (!Array.isArray(documents) || !documents.every(isDocument)) return null;
  const t = wordsOf(words);
  const columns = [
    { header: t('documents.kind'), card: 'title' },
    { header: t('documents.number'), card: 'title' },
    { header: t('documents.period'), card: 'field' },
    { header: t('documents.state'), card: 'field' },
    { header: t('documents.actions'), card: 'actions', className: 'no-print' },
  ];
  const cell = (item: PanelDocument, index: number, signs: boolean): Child => {
    switch (index) {
      case 0:
        return t(`kind.${item.kind}`);
      case 1:
        return item.number;
      case 2:
        return `${formatDate(item.periodFrom, language)} – ${formatDate(item.periodTo, language)}`;
      case 3:
        return element(
          'span',
          { class: `doc-state doc-state--${item.state}` },
          t(`docState.${item.state}`),
        );
      default: {
        const label = (key: string) => t(`documents.${key}.${item.kind}`, { number: item.number });
        return element(
          'div',
          { class: 'table-actions' },
          signs && item.state === 'toSign'
            ? button('primary', null, label('signLabel'), t('documents.signShort'))
            : null,
          button('secondary', null, label('downloadLabel'), t('documents.downloadShort')),
        );
      }
    }
  };
  const table = (id: string, rows: PanelDocument[], signs: boolean) =>
    element(
      'div',
      { class: 'table-wrap', role: 'region', 'aria-labelledby': id },
      element(
        'table',
        { role: 'table', class: 'table-cards card-table documents-table' },
        element(
          'thead',
          { role: 'rowgroup' },
          element(
            'tr',
            { role: 'row' },
            ...columns.map((column) =>
              element(
                'th',
                {
                  role: 'columnheader',
                  scope: 'col',
                  ...(column.className ? { class: column.className } : {}),
                },
                column.header,
              ),
            ),
          ),
        ),
        element(
          'tbody',
          { role: 'rowgroup' },
          ...rows.map((item) =>
            element(
              'tr',
              { role: 'row' },
              ...columns.map((column, index) =>
                element(
                  'td',
                  {
                    role: 'cell',
                    class: [`card-table__${column.card}`, column.className]
                      .filter(Boolean)
                      .join(' '),
                    ...(column.card === 'field' ? { 'data-label': column.header } : {}),
                  },
                  element('span', { class: 'card-table__value' }, cell(item, index, signs)),
                ),
              ),
            ),
          ),
        ),
      ),
    );
  return documentStageSections.map((section) => {
    const rows = documents.filter((item) => documentStage[item.state] === section.stage);
    return element(
      'section',
      { class: 'panel-section' },
      element('h2', { id: section.id }, t(`documents.${section.heading}`)),
      'intro' in section ? element('p', {}, t(`documents.${section.intro}`)) : null,
      rows.length
        ? table(section.id, rows, section.stage === 'toSign')
        : element('p', { class: 'panel-empty' }, t(`documents.${section.empty}`)),
    );
  });
}

const painters: Record<
  EarlyPaintedTab,
  {
    container: string;
    paint: (words: PanelWords, language: string, answers: readonly unknown[]) => Node[] | null;
  }
> = {
  fees: { container: '.fees-tab', paint: feesCards },
  documents: { container: '.documents-tab', paint: documentSections },
};

const isPaintedTab = (tab: string): tab is EarlyPaintedTab => Object.hasOwn(painters, tab);

/**
 * The panel's words in `language`: the app's own translation chunk, whose preload the head script
 * added with the painter (build/preload-shell.ts). Imported by its address, so the painter needs
 * no module loader the entry has too (decision 015).
 */
async function wordsFromPreload(language: string): Promise<PanelWords> {
  const link = document.querySelector<HTMLLinkElement>(
    `link[rel="modulepreload"][data-language="${CSS.escape(language)}"]`,
  );
  if (!link) throw new Error('early paint: no words');
  const module = (await import(/* @vite-ignore */ link.href)) as { default: PanelWords };
  return module.default;
}

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
 * When the open tab's answers and its words are in, and the app has not yet replaced the
 * prerendered copy, puts the tab's first cards where the copy says "Loading…" (true if it did).
 */
export async function paintEarly(loadWords = wordsFromPreload): Promise<boolean> {
  const reads = (window as unknown as Record<string, EarlyReads | undefined>)[earlyReadsGlobal];
  if (!reads?.answers || !isPaintedTab(reads.tab)) return false;
  const { tab, language } = reads;
  const painter = painters[tab];
  const loaded = await Promise.all([
    Promise.all(reads.tabPaths.map((path) => bodyOf(reads.answers[path]))),
    loadWords(language),
    parsed(),
    styled(),
  ]).catch(() => null);
  // A failed read, an answer of another shape or a missing word: the app explains it.
  if (!loaded) return false;
  const [answers, words] = loaded;
  const screen = document.querySelector(`.prepaint [data-prepaint-screen="panel-${tab}"]`);
  const loading = screen?.querySelector(`${painter.container} > .loading-state`);
  let cards: Node[] | null = null;
  try {
    cards = loading ? painter.paint(words, language, answers) : null;
  } catch {
    return false;
  }
  if (!loading || !cards) return false;
  loading.replaceWith(...cards);
  return true;
}
