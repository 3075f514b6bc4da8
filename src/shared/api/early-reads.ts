// Relative imports without dependencies: vite.config.ts loads this file.
import { defaultHosts, environments } from '../config/environments.ts';
import { paths } from '../config/paths.ts';
import {
  defaultPanelTab,
  panelFrameReads,
  panelTabParam,
  panelTabReads,
  panelTabs,
  type PanelTab,
} from '../config/prerendered-screens.ts';

/**
 * The reads a signed-in resident's panel makes on its first screen, per tab, as paths under the
 * API base: the arrival notice's (`all`), above every tab, and the open tab's, from the panel's
 * one table (src/shared/config/prerendered-screens.ts). The head script starts them before the
 * entry runs (decision 014).
 */
export const panelEarlyReads = {
  all: panelFrameReads.map((read) => read.path),
  ...(Object.fromEntries(
    panelTabs.map((tab) => [tab, panelTabReads[tab].map((read) => read.path)]),
  ) as Record<PanelTab, string[]>),
};

/** The window property the head script keeps its answers under, for the HTTP client to take. */
export const earlyReadsGlobal = 'dormitoryEarlyReads';

/**
 * An answer taken by the HTTP client is used only this soon after the head script asked for it:
 * the age the app's own cache serves a tab's data at (base-api's keepUnusedDataFor).
 */
export const earlyReadMaxAgeMs = 60_000;

/** What the head script hands over: the response as the network gave it. */
export type EarlyAnswer = {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
};

/**
 * The tabs whose first cards the head script's reads can paint before the app
 * (src/features/panel/early-paint-start.ts, decision 015): the amount owed and the documents.
 */
export const earlyPaintedTabs = ['fees', 'documents'] as const satisfies readonly PanelTab[];
export type EarlyPaintedTab = (typeof earlyPaintedTabs)[number];

/** The id of index.html's template that starts the early painter (build/preload-shell.ts). */
export const earlyPaintTemplateId = 'early-paint';

export type EarlyReads = {
  /**
   * The answer to a read started by the head script, once: only for the same absolute URL, with
   * the same Authorization and Accept-Language the client would send, and while fresh; null
   * otherwise (the client then asks the network). Every call forgets the read it names.
   */
  take: (url: string, authorization: string, language: string) => Promise<EarlyAnswer> | null;
  /**
   * The open tab's reads (paths under /app/panel, in the table's order) and the language they
   * were asked in, for the early painter to read; taking one leaves these as they are.
   */
  tab: string;
  language: string;
  answers: Record<string, Promise<EarlyAnswer>>;
  /** Settles once the early painter is done, or at once where it has nothing to paint. */
  painted: Promise<void>;
  donePainting: () => void;
};

/**
 * Resolves once the early painter is done (decision 015: the app's code waits, so the first
 * cards' reads and words have the connection and the main thread to themselves), at the latest
 * after `timeoutMs`; at once where nothing is painted early.
 */
export function afterEarlyPaint(timeoutMs: number): Promise<void> {
  const reads = (window as unknown as Record<string, EarlyReads | undefined>)[earlyReadsGlobal];
  if (!reads?.painted) return Promise.resolve();
  return Promise.race([
    reads.painted,
    new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
}

/** How long the app's code waits for the early painter at most, from the first paint. */
export const earlyPaintWaitMs = 1500;

/**
 * Where the API is for a page host, as src/shared/config/env.ts resolves it for a build without
 * the demo API: the build's VITE_API_BASE, else the production or test environment's by host name,
 * else production's. A demo build has none (its API is the service worker the app starts).
 */
export type EarlyReadsApi = { byHost: Record<string, string>; otherwise: string };

/** The table above from the build's variables, as env.ts reads them (demo builds: none). */
export function earlyReadsApi(variables: {
  demoApi: boolean;
  apiBase?: string | undefined;
  productionHost?: string | undefined;
  testHost?: string | undefined;
}): EarlyReadsApi | null {
  if (variables.demoApi) return null;
  const given = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  const override = given(variables.apiBase);
  if (override) return { byHost: {}, otherwise: override };
  return {
    byHost: {
      [given(variables.productionHost) ?? defaultHosts.production]: environments.production.apiBase,
      [given(variables.testHost) ?? defaultHosts.test]: environments.test.apiBase,
    },
    otherwise: environments.production.apiBase,
  };
}

/**
 * The head script's part that starts a signed-in resident's panel reads with fetch() while the
 * page is still parsing, so their answers are there when the HTTP client asks (decision 014). It
 * sends the account's authorization only to the API's /app/panel paths (the authorization rule's
 * own, src/shared/api/authorization-rule.ts), in the language the app will send (`<html lang>`,
 * which the prepaint part has set). Plain ES5, like the rest of the head script; it runs after it,
 * on its own, and does nothing where anything it needs is missing.
 */
export function earlyReadsScript(
  api: EarlyReadsApi | null,
  options: { sessionKey: string; languages: readonly string[] },
): string {
  if (!api) return '';
  return `(function () {
  if (typeof window.fetch !== 'function' || typeof window.URLSearchParams !== 'function') return;
  var api = ${JSON.stringify(api)};
  var reads = ${JSON.stringify(panelEarlyReads)};
  var authorization = null;
  try {
    var account = JSON.parse(window.sessionStorage.getItem(${JSON.stringify(options.sessionKey)}) || 'null').account;
    if (typeof account.token_type === 'string' && account.token_type.toLowerCase() === 'bearer' &&
        typeof account.access_token === 'string' && /^[A-Za-z0-9\\-._~+/]+=*$/.test(account.access_token))
      authorization = account.token_type + ' ' + account.access_token;
  } catch (error) {}
  var route = window.location.hash.replace(/^#/, '').split('#')[0];
  if (!authorization || route.split('?')[0] !== ${JSON.stringify(paths.panel)}) return;
  var tab = new window.URLSearchParams(route.split('?')[1] || '').get(${JSON.stringify(panelTabParam)});
  if (!reads.hasOwnProperty(tab) || tab === 'all') tab = ${JSON.stringify(defaultPanelTab)};
  var language = String(document.documentElement.lang || '').slice(0, 2).toLowerCase();
  if (${JSON.stringify(options.languages)}.indexOf(language) === -1) language = 'en';
  var base = api.byHost.hasOwnProperty(window.location.hostname) ? api.byHost[window.location.hostname] : api.otherwise;
  var started = Date.now();
  var pending = {};
  var answers = {};
  var paths = reads.all.concat(reads[tab]);
  for (var i = 0; i < paths.length; i += 1) {
    var url;
    try {
      url = new window.URL(base.replace(/\\/+$/, '') + paths[i], window.location.href).href;
    } catch (error) {
      return;
    }
    pending[url] = window.fetch(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Accept-Language': language, Authorization: authorization }
    }).then(function (response) {
      return response.text().then(function (body) {
        var headers = {};
        response.headers.forEach(function (value, name) {
          headers[name] = value;
        });
        return { status: response.status, statusText: response.statusText, headers: headers, body: body };
      });
    });
    // An answer nobody takes (the person signed out, a token renewed) fails nowhere.
    pending[url]['catch'](function () {});
    answers[paths[i]] = pending[url];
  }
  var donePainting;
  var painted = new window.Promise(function (resolve) {
    donePainting = resolve;
  });
  window[${JSON.stringify(earlyReadsGlobal)}] = {
    painted: painted,
    donePainting: donePainting,
    tab: tab,
    language: language,
    answers: answers,
    take: function (url, asked, askedLanguage) {
      var answer = pending.hasOwnProperty(url) ? pending[url] : null;
      delete pending[url];
      if (!answer || asked !== authorization || askedLanguage !== language) return null;
      return Date.now() - started <= ${earlyReadMaxAgeMs} ? answer : null;
    }
  };
  // The painter of the tab's first cards, beside the reads (decision 015): a clone of parsed
  // markup (a module script and its imports' preloads), so no Trusted Types sink.
  var painter = document.getElementById(${JSON.stringify(earlyPaintTemplateId)});
  if (${JSON.stringify(earlyPaintedTabs)}.indexOf(tab) !== -1 && painter && painter.content) {
    var parts = painter.content.cloneNode(true);
    // The page's language's words and the open tab's styles only.
    var others = parts.querySelectorAll('[data-language], [data-tab]');
    for (var w = 0; w < others.length; w += 1) {
      var kept = others[w].getAttribute('data-language') || others[w].getAttribute('data-tab');
      if (kept !== language && kept !== tab) others[w].parentNode.removeChild(others[w]);
    }
    document.head.appendChild(parts);
    painter.parentNode.removeChild(painter);
  } else {
    donePainting();
  }
})();
`;
}
