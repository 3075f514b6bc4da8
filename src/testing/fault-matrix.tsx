import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { RootState } from '@/app/store';
import { http } from '@/shared/api/http-client';
import {
  apiFaultSentences,
  failRequests,
  isServerRefusal,
  rawErrorCodes,
  refusalSaid,
  serverMessagesLead,
  serverRefusals,
  type ApiFault,
  type ServerRefusal,
} from './api-faults';
import { loadScreenCode } from './screen-code';
import { testResources } from './test-i18n';
import { renderApp } from './test-utils';

/**
 * The fault matrix (was e2e/faults.spec.ts): every call of every screen fails in each way a real
 * network does, and is refused by a server that says why. The person must get the screen's own
 * words plus the exact sentence for that failure in the active language, then the server's own
 * messages (product.md §8), and none of the other language's words, still after switching
 * language; see no raw code; keep what was typed; send one request per press, none twice by
 * itself; and get a way to try again that works once the API is back.
 */
export type Language = 'en' | 'pl';
export type Ctx = { user: UserEvent; language: Language };
type Step = (ctx: Ctx) => Promise<void>;

export type FaultCase = {
  /** What is called, as a person would name it. */
  name: string;
  /** Where the app is opened (a hash route). */
  route: string;
  preloadedState?: Partial<RootState>;
  fault: { method: 'get' | 'post' | 'put'; path: string };
  /** Steps that must succeed before the fault is switched on. */
  before?: Step;
  /** Goes on until the call is made (typing what a person would). */
  reach: Step;
  /** The button that sends a write (a double click is a browser test: e2e/faults.spec.ts). */
  press?: (ctx: Ctx) => HTMLElement;
  /** What the screen says before the reason sentence, in each language. */
  title: Record<Language, string>;
  /**
   * The error dialog opens over the screen as well, where it adds to the screen's own note (a
   * server's fault or refusal): it is closed before the language is switched (and the write
   * pressed again, failing again). The screen's own alert is what is checked.
   */
  modal?: boolean;
  kept?: (ctx: Ctx) => unknown;
  retry: Step;
  recovered: Step;
  /** Modes that are not a failure for this call (a write whose empty 2xx answer is a delivery). */
  succeedsOn?: readonly ApiFault[];
  /** Modes checked; the five of the old browser matrix and the two refusals by default. */
  modes?: readonly ApiFault[];
};

/**
 * offline, stall (time-out), 500, malformed, empty: the modes e2e/faults.spec.ts used to play;
 * then a refusal with a validation list and one with text.
 */
export const matrixModes = [
  'offline',
  'timeout',
  'server',
  'malformed',
  'empty',
  ...serverRefusals,
] as const;

const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const otherLanguage = (language: Language): Language => (language === 'en' ? 'pl' : 'en');
const languageButton = { en: 'English', pl: 'Polski' } as const;

/** Requests sent through the app's HTTP client to `method path` (path as in MSW, :params). */
function countRequests(method: string, path: string): string[] {
  const pattern = new RegExp(`${path.replace(/:\w+/g, '[^/?]+').replace(/\*/g, '[^?]*')}(\\?.*)?$`);
  const seen: string[] = [];
  const id = http.interceptors.request.use((config) => {
    if (config.method === method && pattern.test(config.url ?? ''))
      seen.push(`${config.url ?? ''}?${JSON.stringify(config.params ?? {})}`);
    return config;
  });
  onTestFinished(() => http.interceptors.request.eject(id));
  return seen;
}

/** The text of `element` with a space after each block (a title without a full stop, a list). */
function blockText(element: HTMLElement | undefined): string {
  if (!element) return '';
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('p, li, ul, ol, div, h2, h3, button').forEach((block) => block.append(' '));
  return normalise(copy.textContent);
}

/** The element saying what failed, with the screen's title and the exact reason in `language`. */
async function expectFailure(c: FaultCase, fault: ApiFault, language: Language) {
  const sentence = apiFaultSentences[language][fault];
  const expected = normalise(`${c.title[language]} ${sentence}`);
  const role = 'alert';
  let shown: HTMLElement | undefined;
  await waitFor(
    () => {
      // An alert, or a note by the button (.alert without a live role) when a dialog also opens.
      shown = [
        ...screen.queryAllByRole(role),
        ...document.querySelectorAll<HTMLElement>('.alert'),
      ].find((element) => normalise(element.textContent).includes(sentence));
      expect(
        shown,
        `a ${role} saying "${sentence}" in: ${normalise(document.body.textContent).slice(0, 600)}`,
      ).toBeDefined();
    },
    { timeout: 15_000 },
  );
  // The title and the reason, in that order (the title may end its own sentence).
  const text = blockText(shown).replace(/([.!?:])(?=\S)/g, '$1 ');
  expect(text).toContain(expected);
  if (isServerRefusal(fault)) {
    // Then what the server said: a list item (with its full stop) or the text, under the
    // screen's own words, or in the error dialog when one opens over the screen.
    const said = refusalSaid[fault].shown;
    const where = c.modal ? screen.getByRole('alertdialog') : shown;
    if (!where) throw new Error('no element shows the failure');
    if (fault === 'refusedList')
      expect(
        within(where)
          .getAllByRole('listitem')
          .map((item) => normalise(item.textContent)),
      ).toContain(said);
    else expect(normalise(where.textContent)).toContain(said);
    if (!c.modal) expect(text).toContain(`${expected} ${serverMessagesLead[language]} ${said}`);
  }
  // The error dialog's "write this down" details (status, time) are for the office, not prose.
  const visible = document.body.cloneNode(true) as HTMLElement;
  visible.querySelectorAll('.error-dialog__info').forEach((details) => details.remove());
  const page = normalise(visible.textContent);
  for (const foreign of new Set(Object.values(apiFaultSentences[otherLanguage(language)])))
    expect(page, `a ${otherLanguage(language)} sentence on the ${language} page`).not.toContain(
      foreign,
    );
  expect(page).not.toContain(c.title[otherLanguage(language)]);
  expect(page).not.toContain(serverMessagesLead[otherLanguage(language)]);
  expect(page).not.toMatch(rawErrorCodes);
  expect(page).not.toMatch(/\b(undefined|null|NaN)\b|\[object/);
  expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
}

async function switchLanguage(user: UserEvent, language: Language) {
  const button = within(screen.getByRole('banner')).getByRole('button', {
    name: languageButton[language],
  });
  if (button.getAttribute('aria-pressed') !== 'true') await user.click(button);
  await waitFor(() => expect(document.documentElement.lang).toBe(language));
}

/** Closes the error dialog, where one opened (not for a failure the screen's note already says). */
async function closeDialog(user: UserEvent) {
  const dialog = screen.queryByRole('alertdialog', { name: /^(error|błąd)$/i });
  if (!dialog) return;
  await user.click(within(dialog).getByRole('button', { name: /^(close|zamknij)$/i }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

const repeated = (requests: readonly string[]) =>
  requests.filter((request, index) => requests.indexOf(request) !== index);

async function runCase(c: FaultCase, fault: ApiFault) {
  // A screen may call on its first render: the fault is on before it, unless steps must succeed.
  let sent: string[] = [];
  let heal = () => {};
  const failNow = () => {
    sent = countRequests(c.fault.method, c.fault.path);
    heal = failRequests(fault, c.fault.method, c.fault.path);
  };
  if (!c.before) failNow();
  const { user } = renderApp(c.route, { preloadedState: c.preloadedState });
  const ctx: Ctx = { user, language: 'en' };
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument());
  if (c.before) {
    await c.before(ctx);
    failNow();
  }
  await c.reach(ctx);
  if (c.press) await user.click(c.press(ctx));

  if (c.succeedsOn?.includes(fault)) {
    heal();
    await c.recovered(ctx);
    expect(sent, 'requests for one press').toHaveLength(1);
    return;
  }
  await expectFailure(c, fault, 'en');
  await c.kept?.(ctx);
  if (c.press) expect(sent, 'requests for one press').toHaveLength(1);
  else expect(repeated(sent), 'requests sent twice').toEqual([]);
  let presses = 1;

  if (c.modal) {
    // The dialog covers the switch: close it, switch, and press again (still failing).
    await closeDialog(user);
    await c.kept?.(ctx);
    await switchLanguage(user, 'pl');
    if (c.press) await user.click(c.press({ user, language: 'pl' }));
    presses += 1;
    await expectFailure(c, fault, 'pl');
    await closeDialog(user);
  } else {
    await switchLanguage(user, 'pl');
    await expectFailure(c, fault, 'pl');
  }
  await switchLanguage(user, 'en');
  await c.kept?.(ctx);
  if (c.modal) expect(sent, 'requests for two presses').toHaveLength(presses);

  heal();
  await c.retry(ctx);
  await c.recovered(ctx);
  if (c.press) expect(sent, 'requests after one retry').toHaveLength(presses + 1);
}

const translators = Object.fromEntries(
  (['en', 'pl'] as const).map((language) => {
    const instance = i18next.createInstance();
    void instance.init({
      lng: language,
      resources: testResources,
      fallbackLng: false,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    return [language, instance];
  }),
) as Record<Language, I18n>;

/** A text of the locale files in both languages; `what` parameters are keys worded first. */
export function words(key: string, params: Record<string, string> = {}): Record<Language, string> {
  const word = (language: Language) => {
    const t = translators[language].t;
    const worded = Object.fromEntries(
      Object.entries(params).map(([name, value]) => {
        // Keys come as data from the fault tables; a missing one fails the test that words it.
        const text = value.includes(':') ? t(value as never) : value;
        return [name, text.charAt(0).toUpperCase() + text.slice(1)];
      }),
    );
    return t(key as never, worded);
  };
  return { en: word('en'), pl: word('pl') };
}

/**
 * "<What> could not be loaded." of the shared QueryState, `what` a key: the sentence may start with
 * it (`What`, capitalised) or carry it inside (`what`, as Polish does: "Nie udało się wczytać opłat").
 */
export const loadFailed = (what: string) => {
  const word = (language: Language) => {
    const t = translators[language].t;
    const text: string = t(what as never);
    return t('common:queryState.error', {
      what: text,
      What: text.charAt(0).toUpperCase() + text.slice(1),
    });
  };
  return { en: word('en'), pl: word('pl') };
};

/**
 * `element` says `title`, then the refusal's sentence, then the server's words in `language`:
 * the list's one item (with its full stop) or the text as given, and no list for a text.
 */
export function expectServerWords(
  element: HTMLElement,
  fault: ServerRefusal,
  language: Language,
  title: string,
) {
  const said = refusalSaid[fault].shown;
  expect(element).toHaveTextContent(
    `${title}${apiFaultSentences[language][fault]}${serverMessagesLead[language]}${said}`,
  );
  const items = within(element)
    .queryAllByRole('listitem')
    .map((item) => normalise(item.textContent));
  expect(items).toEqual(fault === 'refusedList' ? [said] : []);
  expect(element).not.toHaveTextContent(serverMessagesLead[otherLanguage(language)]);
}

/**
 * One test per case and mode; awaited at the top of the file, which first loads the code and
 * words of the screens the cases open (`loadScreenCode`: no test's time-out applies then).
 */
export async function describeFaultMatrix(cases: readonly FaultCase[]): Promise<void> {
  await loadScreenCode(...new Set(cases.map((c) => c.route)));
  for (const c of cases)
    describe(c.name, () => {
      for (const fault of c.modes ?? matrixModes) {
        const title = c.succeedsOn?.includes(fault)
          ? `${fault}: a success all the same (nothing to read), after one request`
          : `${fault}: the exact message in en and pl, data kept, one request per press, a retry that works`;
        it(title, () => runCase(c, fault));
      }
    });
}

/** "Try again" in the failure alert that names `sentence` (the one a person would press). */
export async function clickTryAgain({ user }: Ctx) {
  const alerts = screen
    .getAllByRole('alert')
    .filter((alert) => within(alert).queryByRole('button', { name: /^try again$/i }));
  const alert = alerts[0];
  expect(alert, 'an alert with "Try again"').toBeDefined();
  if (alert) await user.click(within(alert).getByRole('button', { name: /^try again$/i }));
}

export async function expectNoTryAgain() {
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: /^try again$/i })).not.toBeInTheDocument(),
  );
}
