import { screen, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import en from '@/i18n/locales/en/panel.json';
import pl from '@/i18n/locales/pl/panel.json';
import { panelTabReads } from './tabs';
import { earlyReadsGlobal, type EarlyAnswer } from '@/shared/api/early-reads-global';
import { documentSections, feesCards, paintEarly } from './early-paint';
import { earlyCardTemplates } from './components/early-card-templates';
import { accountOf, demoUsers, renderPanel } from './test-utils';
import './components/panel-screen';
import './tabs/fees/fees-tab';
import './tabs/documents/documents-tab';

const words = { en, pl };

/**
 * The early cards' templates as the build writes them into index.html (decision 025): rendered
 * by the components, with the page language's words.
 */
function templatesIn(language: 'en' | 'pl'): ParentNode {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { panel: words[language] } },
    ns: ['panel'],
    defaultNS: 'panel',
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const holder = document.createElement('template');
  holder.innerHTML = earlyCardTemplates(language, (node) =>
    renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>),
  );
  return holder.content;
}

/** An element as a person's browser lays it out: tags, attributes in any order, joined text. */
function shape(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const copy = node.cloneNode(true) as Element;
  copy.normalize();
  const walk = (element: Element): unknown => ({
    tag: element.tagName.toLowerCase(),
    attributes: Object.fromEntries(
      [...element.attributes].map((attribute) => [attribute.name, attribute.value]).sort(),
    ),
    children: [...element.childNodes].map((child) =>
      child instanceof Element ? walk(child) : child.textContent,
    ),
  });
  return walk(copy);
}

/** The demo API's answers to a tab's reads, as the head script would have them. */
async function answersOf(
  tab: 'fees' | 'documents',
  user: { userId: string; login: string } = demoUsers.jan,
  language: 'en' | 'pl' = 'en',
) {
  const account = accountOf(user);
  return Promise.all(
    panelTabReads[tab].map(async ({ path }) => {
      const response = await fetch(api(path), {
        headers: {
          Authorization: `${account.token_type} ${account.access_token}`,
          'Accept-Language': language,
        },
      });
      return (await response.json()) as unknown;
    }),
  );
}

beforeEach(() => {
  // The QR code is drawn when the browser is idle: never here, so the card keeps the spinner it
  // first shows (the state the early painter draws).
  vi.stubGlobal('requestIdleCallback', () => 0);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the early painter draws what the app draws (decision 015)', () => {
  const users = Object.entries(demoUsers);

  describe.each(['en', 'pl'] as const)('in %s', (language) => {
    it.each(users)('the fees cards for %s', async (_name, user) => {
      const { container } = renderPanel('/panel?tab=fees', { user, language });
      await waitFor(() => expect(container.querySelector('.fees-tab .balance')).not.toBeNull());
      const app = [...container.querySelectorAll('.fees-tab > .card')];
      expect(app.length).toBeGreaterThan(0);
      const painted = feesCards(
        templatesIn(language),
        language,
        await answersOf('fees', user, language),
      );
      expect(painted).not.toBeNull();
      expect(painted!.map(shape)).toEqual(app.map(shape));
    });

    it.each([
      [
        'an overpayment the entries do not add up to, to be refunded',
        { kind: 'overpayment', amount: 12.5, handling: 'refund' },
      ],
      [
        'an overpayment to be set against the next charges',
        { kind: 'overpayment', amount: 12.5, handling: 'setAgainstCharges' },
      ],
      // Less than the unpaid rows: a part paid, set against the oldest deadline first.
      ['an amount to pay of part of the unpaid rows', { kind: 'toPay', amount: 1000 }],
      ['a settled balance', { kind: 'settled', amount: 0 }],
    ])('the fees cards for %s', async (_case, balance) => {
      server.use(mock.get(api('/app/panel/fees/balance'), () => HttpResponse.json(balance)));
      const { container } = renderPanel('/panel?tab=fees', { language });
      await screen.findByRole('switch');
      const app = [...container.querySelectorAll('.fees-tab > .card')];
      const painted = feesCards(
        templatesIn(language),
        language,
        await answersOf('fees', demoUsers.jan, language),
      );
      expect(painted!.map(shape)).toEqual(app.map(shape));
    });

    it.each(users)('the documents for %s', async (_name, user) => {
      const { container } = renderPanel('/panel?tab=documents', { user, language });
      await waitFor(() =>
        expect(container.querySelector('.documents-tab #signed-heading')).not.toBeNull(),
      );
      const app = [
        ...container.querySelectorAll(
          '.documents-tab > section.panel-section:not([aria-labelledby])',
        ),
      ];
      expect(app).toHaveLength(3);
      const painted = documentSections(
        templatesIn(language),
        language,
        await answersOf('documents', user, language),
      );
      expect(painted!.map(shape)).toEqual(app.map(shape));
    });
  });

  it('draws every section empty as the app does, for a resident without documents', async () => {
    server.use(mock.get(api('/app/panel/documents'), () => HttpResponse.json([])));
    const { container } = renderPanel('/panel?tab=documents');
    await screen.findByRole('heading', { name: 'Signed documents' });
    const app = [
      ...container.querySelectorAll(
        '.documents-tab > section.panel-section:not([aria-labelledby])',
      ),
    ];
    expect(documentSections(templatesIn('en'), 'en', [[]])!.map(shape)).toEqual(app.map(shape));
  });
});

describe('the early painter draws nothing it does not fully understand', () => {
  const account = {
    accountNumber: '61109010140000071219812874',
    recipientName: 'Dział Spraw Bytowych',
    recipientAddress: ['ul. Akademicka 1', '00-950 Warszawa', 'Poland'],
    recipientNip: '5260250274',
    transferTitle: 'Opłaty DS 1001',
    residentName: 'Jan Kowalski',
  };
  const balance = { kind: 'toPay', amount: 10 };

  it.each([
    ['a balance of another kind', [[], [], { kind: 'owed', amount: 10 }, account]],
    ['a balance without an amount', [[], [], { kind: 'toPay' }, account]],
    ['a bank account without a title', [[], [], balance, { ...account, transferTitle: null }]],
    [
      'a bank account without the payee address',
      [[], [], balance, { ...account, recipientAddress: undefined }],
    ],
    [
      'a payee address that is no list of lines',
      [[], [], balance, { ...account, recipientAddress: 'ul. Akademicka 1' }],
    ],
    ['charges that are no list', [{}, [], balance, account]],
    ['a charge without its date', [[{ amount: 1, interest: 0 }], [], balance, account]],
    // The app explains these in place of the QR code: the painter leaves them to it.
    [
      'an account number that fails its check',
      [[], [], balance, { ...account, accountNumber: '61109010140000071219812875' }],
    ],
    ['an amount the QR code cannot carry', [[], [], { kind: 'toPay', amount: 100_000 }, account]],
    [
      'a payee name the QR code cannot carry whole',
      [[], [], balance, { ...account, recipientName: 'Politechnika – Dział Spraw Bytowych' }],
    ],
    // No BIC is configured for this bank (PKO BP): the app names the office's e-mail instead.
    [
      'an account at a bank the deployment gives no BIC for',
      [[], [], balance, { ...account, accountNumber: '60102010260000042270201111' }],
    ],
  ])('fees: %s', (_case, answers) => {
    expect(feesCards(templatesIn('en'), 'en', answers)).toBeNull();
  });

  it.each([
    ['no list', [{}]],
    [
      'a document of another kind',
      [
        [
          {
            id: '1',
            kind: 'lease',
            number: 'L/1',
            periodFrom: '2026-10-01',
            periodTo: '2027-06-30',
            state: 'toSign',
          },
        ],
      ],
    ],
    [
      'a document in another state',
      [
        [
          {
            id: '1',
            kind: 'annex',
            number: 'A/1',
            periodFrom: '2026-10-01',
            periodTo: '2027-06-30',
            state: 'lost',
          },
        ],
      ],
    ],
    [
      'a document without its number',
      [
        [
          {
            id: '1',
            kind: 'annex',
            periodFrom: '2026-10-01',
            periodTo: '2027-06-30',
            state: 'toSign',
          },
        ],
      ],
    ],
  ])('documents: %s', (_case, answers) => {
    expect(documentSections(templatesIn('en'), 'en', answers)).toBeNull();
  });
});

describe('paintEarly', () => {
  const templatesEn = () => templatesIn('en');
  const json = (body: unknown, status = 200): EarlyAnswer => ({
    status,
    statusText: '',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  /** The fees tab's four answers: one charge, no payment, the charge to pay. */
  const feesAnswers = () => [
    json([
      {
        id: 'c1',
        kind: 'rent',
        chargeDate: '2026-10-01',
        amount: 720.5,
        interest: 0,
        historical: false,
      },
    ]),
    json([]),
    json({ kind: 'toPay', amount: 720.5 }),
    json({
      accountNumber: '61109010140000071219812874',
      recipientName: 'Dział Spraw Bytowych',
      recipientAddress: ['ul. Akademicka 1', '00-950 Warszawa', 'Poland'],
      recipientNip: '5260250274',
      transferTitle: 'Opłaty DS 1001',
      residentName: 'Jan Kowalski',
    }),
  ];

  /** The prerendered copy of the fees tab, loading, and the head script's answers. */
  function copyWithAnswers(change: (answers: EarlyAnswer[]) => void = () => undefined) {
    document.body.innerHTML =
      '<div id="root"><div class="prepaint" lang="en"><div data-prepaint-screen="panel-fees">' +
      '<div class="fees-tab"><div class="loading-state" role="status">Loading fees…</div></div>' +
      '</div></div></div>';
    const answers = feesAnswers();
    change(answers);
    const tabPaths = panelTabReads.fees.map(({ path }) => path);
    (window as unknown as Record<string, unknown>)[earlyReadsGlobal] = {
      tab: 'fees',
      tabPaths,
      language: 'en',
      answers: Object.fromEntries(
        tabPaths.map((path, index) => [path, Promise.resolve(answers[index])]),
      ),
    };
  }

  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[earlyReadsGlobal];
    document.body.innerHTML = '';
  });

  it("puts the tab's cards where the copy says it is loading", async () => {
    copyWithAnswers();
    await expect(paintEarly(templatesEn)).resolves.toBe(true);
    expect(document.querySelector('.fees-tab > .loading-state')).toBeNull();
    expect(document.querySelector('.fees-tab .balance__amount')?.textContent).toBe(
      'PLN\u00a0720.50',
    );
    expect(document.querySelectorAll('.fees-tab > .card')).toHaveLength(2);
  });

  it.each([
    ['a read answered 401', (answers: EarlyAnswer[]) => (answers[2] = json({}, 401))],
    [
      'a read answered with HTML',
      (answers: EarlyAnswer[]) =>
        (answers[3] = { ...answers[3]!, headers: { 'content-type': 'text/html' } }),
    ],
  ])('leaves the copy loading after %s (the app explains it)', async (_case, change) => {
    copyWithAnswers(change);
    await expect(paintEarly(templatesEn)).resolves.toBe(false);
    expect(document.querySelector('.fees-tab > .loading-state')).toHaveTextContent('Loading fees…');
    expect(document.querySelector('.balance')).toBeNull();
  });

  it('paints nothing once the app has replaced the copy', async () => {
    copyWithAnswers();
    document.querySelector('.prepaint')?.remove();
    await expect(paintEarly(templatesEn)).resolves.toBe(false);
    expect(document.querySelector('.balance')).toBeNull();
  });
});
