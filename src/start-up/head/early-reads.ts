import { panelFirstReads, panelTabReads } from '@/features/panel/tabs';
import { pageLanguage } from '@/i18n/languages';
import { credentialFor } from '@/shared/api/authorization-rule';
import {
  earlyPaintedTabs,
  earlyPaintTemplateId,
  earlyReadMaxAgeMs,
  earlyReadsGlobal,
  type EarlyAnswer,
  type EarlyReads,
} from '@/shared/api/early-reads-global';
import { apiBaseAt, demoBuild } from '@/shared/config/env';
import { authorizationOf } from '@/shared/session/account';
import { loadPersistedState } from '@/shared/session/persisted-state';
import type { StartChoice } from './choose-copy';
import { earlyPaintingAttribute } from '../early-painting';
import { prerenderedRoutes, prerenderedScreens, type PrerenderedRoute } from '../screens';

/**
 * The reads the app's first render of a prerendered screen makes (paths under the API base): the
 * screen's own (../screens.ts), and for the panel's frame its reads with the open tab's, if the
 * address names one, and the tab and its own reads (the early painter's).
 */
export function firstReadsOf(screen: StartChoice['screen']): {
  paths: string[];
  tab: string;
  tabPaths: string[];
} {
  const entry = prerenderedScreens.find((candidate) => candidate.screen === screen);
  if (!entry) return { paths: [], tab: '', tabPaths: [] };
  const rule: PrerenderedRoute = prerenderedRoutes[entry.route];
  if (!entry.view)
    return { paths: (rule.firstReads ?? []).map((read) => read.path), tab: '', tabPaths: [] };
  // The frame's reads on every view (the to-do list's, each path once), and the tab's where the
  // address names one (panel-first has none yet: it is chosen from these answers).
  return {
    paths: panelFirstReads(entry.view).map((read) => read.path),
    tab: entry.tab ?? '',
    tabPaths: entry.tab ? panelTabReads[entry.tab].map((read) => read.path) : [],
  };
}

/** The response as the network gave it, for the HTTP client to read as its own. */
async function answerOf(response: Response): Promise<EarlyAnswer> {
  const body = await response.text();
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { status: response.status, statusText: response.statusText, headers, body };
}

/**
 * Adds the early painter's template (decisions 015, 025) to the page: a clone of parsed markup (a
 * module script, its imports' preloads, the tab's styles and the page language's card templates),
 * so no Trusted Types sink. A painter that does not load lets the code start at once; one that runs
 * says when it is done.
 */
function startPainter(tab: string, language: string, done: () => void): void {
  const painter = document.getElementById(earlyPaintTemplateId);
  if (!(painter instanceof HTMLTemplateElement)) return done();
  const parts = painter.content.cloneNode(true) as DocumentFragment;
  for (const part of parts.querySelectorAll('[data-language], [data-tab]')) {
    const kept = part.getAttribute('data-language') ?? part.getAttribute('data-tab');
    if (kept !== language && kept !== tab) part.remove();
  }
  const script = parts.querySelector('script');
  if (!script) return done();
  script.addEventListener('error', done);
  document.head.append(parts);
  painter.remove();
}

/**
 * The head script's second part: the first reads of the screen it shows start with fetch() while
 * the page is still parsing, so their answers are there when the HTTP client asks (decision 014):
 * with the credential the client's own rule gives each path (./authorization-rule's), in the
 * language the app will send (`<html lang>`, set by the first part), to the API base the app
 * resolves. Nothing in a demo build (its API is the service worker the app starts later). Returns
 * the start of the early painter where it paints the open tab, else a no-op.
 */
export function startEarlyReads(choice: StartChoice): () => void {
  const nothing = () => undefined;
  if (demoBuild || typeof window.fetch !== 'function') return nothing;
  const { paths, tab, tabPaths } = firstReadsOf(choice.screen);
  const authorization = authorizationOf(loadPersistedState().account);
  const language = pageLanguage();
  const apiBase = apiBaseAt(window.location.hostname);
  const started = Date.now();
  const pending = new Map<string, { authorization: string | null; answer: Promise<EarlyAnswer> }>();
  const answers: Record<string, Promise<EarlyAnswer>> = {};
  for (const path of paths) {
    const credential = credentialFor({
      url: path,
      baseURL: apiBase,
      pageHref: window.location.href,
      apiBase,
    });
    // A read the rule sends the account with, without a usable account: the app will not make it.
    if (credential === 'guest' || (credential === 'account' && !authorization)) return nothing;
    const sent = credential === 'account' ? authorization : null;
    const url = new URL(`${apiBase.replace(/\/+$/, '')}${path}`, window.location.href).href;
    const answer = window
      .fetch(url, {
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          'Accept-Language': language,
          ...(sent ? { Authorization: sent } : {}),
        },
      })
      .then(answerOf);
    // An answer nobody takes (the person signed out, a token renewed) fails nowhere.
    answer.catch(() => undefined);
    pending.set(url, { authorization: sent, answer });
    answers[path] = answer;
  }
  if (pending.size === 0) return nothing;

  const root = document.documentElement;
  const paints =
    (earlyPaintedTabs as readonly string[]).includes(tab) &&
    document.getElementById(earlyPaintTemplateId) instanceof HTMLTemplateElement;
  const donePainting = () => root.removeAttribute(earlyPaintingAttribute);
  if (paints) root.setAttribute(earlyPaintingAttribute, '');
  const forget = () => {
    pending.clear();
    for (const path of Object.keys(answers)) delete answers[path];
    Reflect.deleteProperty(window, earlyReadsGlobal);
  };
  // Nobody takes an answer older than the app's own cache keeps one: dropped with the rest.
  window.setTimeout(forget, earlyReadMaxAgeMs);
  const reads: EarlyReads = {
    tab,
    tabPaths,
    language,
    answers,
    donePainting,
    take(url, asked, askedLanguage) {
      const read = pending.get(url);
      if (!read) return null;
      pending.delete(url);
      for (const [path, answer] of Object.entries(answers))
        if (answer === read.answer) delete answers[path];
      if (pending.size === 0) forget();
      if (asked !== read.authorization || askedLanguage !== language) return null;
      return Date.now() - started <= earlyReadMaxAgeMs ? read.answer : null;
    },
  };
  Object.assign(window, { [earlyReadsGlobal]: reads });
  let painterStarted = false;
  return () => {
    if (painterStarted || !paints) return;
    painterStarted = true;
    startPainter(tab, language, donePainting);
  };
}
