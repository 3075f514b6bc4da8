// Relative imports without dependencies: vite.config.ts loads this file.
import { environmentForHost, type ShippedEnvironments } from '../config/environments.ts';
import { paths } from '../config/paths.ts';
import {
  defaultPanelTab,
  panelFrameReads,
  panelTabParam,
  panelTabReads,
  panelTabs,
  type PanelTab,
} from '../config/prerendered-screens.ts';
import { earlyPaintingAttribute } from '../config/early-painting.ts';
import {
  earlyPaintedTabs,
  earlyPaintTemplateId,
  earlyReadMaxAgeMs,
  earlyReadsGlobal,
} from './early-reads-global.ts';

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

export {
  earlyPaintedTabs,
  earlyPaintTemplateId,
  earlyReadMaxAgeMs,
  earlyReadsGlobal,
  type EarlyAnswer,
  type EarlyPaintedTab,
  type EarlyReads,
} from './early-reads-global.ts';

/**
 * Where the API is for a page host, as src/shared/config/env.ts resolves it for a build without
 * the demo API: the build's VITE_API_BASE, else the production or test environment's by host name,
 * else production's. A demo build has none (its API is the service worker the app starts).
 */
export type EarlyReadsApi = { byHost: Record<string, string>; otherwise: string };

/**
 * The table above from the build's variables and the environments it can run in, as env.ts
 * reads them (demo builds: none).
 */
export function earlyReadsApi(variables: {
  demoApi: boolean;
  apiBase?: string | undefined;
  environments: ShippedEnvironments;
}): EarlyReadsApi | null {
  if (variables.demoApi) return null;
  const override = variables.apiBase?.trim();
  if (override) return { byHost: {}, otherwise: override };
  const shipped = variables.environments;
  const byHost: Record<string, string> = {};
  for (const environment of Object.values(shipped))
    if (environment.host) byHost[environment.host] = environment.apiBase;
  // What env.ts picks on any other host.
  const otherwise = shipped[environmentForHost('', shipped, false)]?.apiBase ?? '';
  return { byHost, otherwise };
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
  // The painter of the tab's first cards (decision 015), started by the head script's last part
  // at the frame's first paint: a clone of parsed markup (a module script, its imports'
  // preloads, the tab's styles and the page language's words), so no Trusted Types sink. Until
  // it is done, <html> says so, for the entry to wait.
  var root = document.documentElement;
  var painter = document.getElementById(${JSON.stringify(earlyPaintTemplateId)});
  var paints = ${JSON.stringify(earlyPaintedTabs)}.indexOf(tab) !== -1 && Boolean(painter && painter.content);
  var donePainting;
  var painted = new window.Promise(function (resolve) {
    donePainting = function () {
      root.removeAttribute(${JSON.stringify(earlyPaintingAttribute)});
      resolve();
    };
  });
  if (paints) root.setAttribute(${JSON.stringify(earlyPaintingAttribute)}, '');
  else donePainting();
  var painterStarted = false;
  window[${JSON.stringify(earlyReadsGlobal)}] = {
    tab: tab,
    tabPaths: reads[tab],
    language: language,
    answers: answers,
    painted: painted,
    donePainting: donePainting,
    startPainter: function () {
      if (painterStarted || !paints) return;
      painterStarted = true;
      var parts = painter.content.cloneNode(true);
      var others = parts.querySelectorAll('[data-language], [data-tab]');
      for (var w = 0; w < others.length; w += 1) {
        var kept = others[w].getAttribute('data-language') || others[w].getAttribute('data-tab');
        if (kept !== language && kept !== tab) others[w].parentNode.removeChild(others[w]);
      }
      var script = parts.querySelector('script');
      if (!script) return donePainting();
      // A painter that does not load lets the code start at once; one that runs says when it is
      // done (donePainting).
      script.addEventListener('error', donePainting);
      document.head.appendChild(parts);
      painter.parentNode.removeChild(painter);
    },
    take: function (url, asked, askedLanguage) {
      var answer = pending.hasOwnProperty(url) ? pending[url] : null;
      delete pending[url];
      if (!answer || asked !== authorization || askedLanguage !== language) return null;
      return Date.now() - started <= ${earlyReadMaxAgeMs} ? answer : null;
    }
  };
})();
`;
}
