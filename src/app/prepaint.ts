// Relative imports without dependencies: vite.config.ts loads this file (through build/prerender.ts).
import {
  fallbackLanguages,
  languageParam,
  languageStorageKey,
  supportedLanguages,
} from '../i18n/languages.ts';
import {
  defaultPanelTab,
  panelTabParam,
  panelTabs,
  prerenderedRoutes,
} from '../shared/config/prerendered-screens.ts';
import { earlyReadsGlobal } from '../shared/api/early-reads-global.ts';
import { earlyPaintingAttribute, earlyPaintWaitMs } from '../shared/config/early-painting.ts';

/** shared/session/persisted-state's key (the Redux slices behind it do not belong in the config). */
export const prepaintSessionKey = 'dormitory:session';

/** The id of index.html's template holding the shell's modulepreload links (build/preload-shell.ts). */
export const shellPreloadsId = 'shell-preloads';

/** The id of the template holding a prerendered screen's own modulepreload links (the same file). */
export const screenPreloadsId = (screen: string): string => `screen-preloads-${screen}`;

/**
 * The classic script index.html runs in its head before the first paint (an external file: the
 * CSP allows no inline script). It picks which prerendered copy of the shell shows, the same way
 * the app will pick its language (initialLanguage: the stored choice, else the browser's), and
 * which prerendered screen (src/shared/config/prerendered-screens.ts) shows in it, only where the
 * app will first render that same markup: to a signed-out visitor, the main page; registration
 * before its declarations were accepted; a booking link's code step (an id that is a UUID); to a signed-in
 * resident (the session the app keeps: a token and its type), the panel's frame with the tab the
 * address asks for, as the app reads it. For a signed-in resident the header's account part shows
 * (CSS on `html[data-prepaint-account]`) and the script writes the login kept in this tab's
 * session into it, as a text node (never markup), once the parser has inserted it: a mutation
 * observer's callback runs before the browser paints what the parser inserted. Elsewhere only the
 * shell (header, footer) paints before the app starts. Which code downloads when is the last
 * part's (preloadsScript, below). The copies and screens it does not show leave the document as they
 * are parsed, so a slow start is one page in one language.
 * Plain ES5 on purpose: it must not fail in any browser, and it is tiny.
 */
export function prepaintScript(): string {
  const supported = JSON.stringify(supportedLanguages);
  const routes = Object.entries(prerenderedRoutes).map(([name, route]) => ({ name, ...route }));
  return `(function () {
  var supported = ${supported};
  var signedIn = false;
  var login = '';
  var agreed = false;
  try {
    var session = JSON.parse(window.sessionStorage.getItem(${JSON.stringify(prepaintSessionKey)}) || 'null');
    var account = session && session.account;
    signedIn = Boolean(account && account.access_token && account.token_type);
    if (signedIn && (typeof account.login === 'string' || typeof account.login === 'number'))
      login = String(account.login);
    agreed = Boolean(session && session.registration && session.registration.doesUserAgreeRODO);
  } catch (error) {}
  var route = window.location.hash.replace(/^#/, '').split('#')[0];
  var path = route.split('?')[0] || '/';
  var query = route.split('?')[1] || '';
  // As URLSearchParams reads them: names and values are both decoded, "+" is a space.
  var decode = function (text) {
    try {
      return decodeURIComponent(text.split('+').join(' '));
    } catch (error) {
      return null;
    }
  };
  var paramOf = function (query, name) {
    var pairs = query.split('&');
    for (var i = 0; i < pairs.length; i += 1) {
      var at = pairs[i].indexOf('=');
      var key = at === -1 ? pairs[i] : pairs[i].slice(0, at);
      if (decode(key) === name) return decode(at === -1 ? '' : pairs[i].slice(at + 1));
    }
    return null;
  };
  var param = function (name) {
    return paramOf(query, name);
  };
  // As initialLanguage: a link's ?lng= (the hash route's, then the page's), the stored choice,
  // then the browser's.
  var language = null;
  var linked = [param(${JSON.stringify(languageParam)}), paramOf(window.location.search.replace(/^\\?/, ''), ${JSON.stringify(languageParam)})];
  for (var l = 0; l < linked.length && !language; l += 1) {
    var asked = String(linked[l] || '').replace(/^\\s+|\\s+$/g, '').toLowerCase();
    if (supported.indexOf(asked) !== -1) language = asked;
  }
  try {
    var stored = window.localStorage.getItem(${JSON.stringify(languageStorageKey)});
    if (!language && supported.indexOf(stored) !== -1) language = stored;
  } catch (error) {}
  if (!language) {
    var prefix = String(window.navigator.language || '').slice(0, 2).toLowerCase();
    language = supported.indexOf(prefix) !== -1 ? prefix : ${JSON.stringify(fallbackLanguages[0] ?? 'en')};
  }
  // The screens and their rules: src/shared/config/prerendered-screens.ts.
  var routes = ${JSON.stringify(routes)};
  var tabs = ${JSON.stringify(panelTabs)};
  var uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  var screen = null;
  for (var r = 0; r < routes.length && !screen; r += 1) {
    var rule = routes[r];
    if (rule.path !== path || Boolean(rule.signedIn) !== signedIn) continue;
    if (rule.beforeDeclarations && agreed) continue;
    var id = rule.uuidParam ? param(rule.uuidParam) : '';
    if (rule.uuidParam && !(id && uuid.test(id.trim()))) continue;
    screen = rule.name;
    if (rule.perPanelTab) {
      var tab = param(${JSON.stringify(panelTabParam)});
      screen += '-' + (tabs.indexOf(tab) === -1 ? ${JSON.stringify(defaultPanelTab)} : tab);
    }
  }
  var root = document.documentElement;
  root.lang = language;
  // One copy and one screen stay: the others leave the document as the parser inserts them (a
  // mutation observer's callback runs before the browser paints what the parser inserted), so at
  // every moment there is one main region and one set of ids, in the person's language. Without
  // an observer nothing is shown (CSS), and the app still starts.
  var canPrune = typeof window.MutationObserver === 'function';
  if (canPrune) root.setAttribute('data-prepaint', language);
  if (signedIn) root.setAttribute('data-prepaint-account', '');
  var writeLogin = function () {
    if (!signedIn || !login) return;
    var places = document.querySelectorAll('.prepaint .site-header__login');
    for (var j = 0; j < places.length; j += 1) {
      // The prerendered place holds only the hidden "Signed in as"; the login follows it.
      if (places[j].childNodes.length === 1) places[j].appendChild(document.createTextNode(login));
    }
  };
  var removeNode = function (node) {
    if (node.parentNode) node.parentNode.removeChild(node);
  };
  var prune = function () {
    var copies = document.querySelectorAll('.prepaint');
    for (var k = 0; k < copies.length; k += 1) {
      if (copies[k].getAttribute('lang') !== language) {
        removeNode(copies[k]);
        continue;
      }
      var screens = copies[k].querySelectorAll('[data-prepaint-screen]');
      var titled = copies[k];
      for (var m = 0; m < screens.length; m += 1) {
        if (screens[m].getAttribute('data-prepaint-screen') === screen) titled = screens[m];
        else removeNode(screens[m]);
      }
      var title = titled.getAttribute('data-prepaint-title');
      if (title && document.title !== title) document.title = title;
    }
    writeLogin();
  };
  if (canPrune) {
    var observer = new window.MutationObserver(prune);
    observer.observe(root, { childList: true, subtree: true });
    var parsed = function () {
      prune();
      observer.disconnect();
      document.removeEventListener('readystatechange', parsed);
    };
    document.addEventListener('readystatechange', parsed);
    // The copy takes focus (Tab reaches it; the app moves focus to the same control when it
    // replaces it, src/app/hand-over.ts), but its controls do nothing before the app: a submit
    // or typed text is ignored; a press on a button or link is kept and pressed again on the same
    // control once the app is there (hand-over.ts), so "Sign in" pressed early is not lost; the
    // skip link moves focus as the app's does.
    var ignore = function (event) {
      var target = event.target;
      var copy = target && target.closest ? target.closest('.prepaint') : null;
      if (!copy) return;
      event.preventDefault();
      if (event.type !== 'click') return;
      if (target.closest('a[href="#main"]')) {
        var main = copy.querySelector('#main');
        if (main) main.focus();
        return;
      }
      var pressed = target.closest('button, a[href]');
      var earlier = copy.querySelectorAll('[data-prepaint-pressed]');
      for (var p = 0; p < earlier.length; p += 1) earlier[p].removeAttribute('data-prepaint-pressed');
      if (pressed) pressed.setAttribute('data-prepaint-pressed', '');
    };
    document.addEventListener('click', ignore, true);
    document.addEventListener('submit', ignore, true);
    document.addEventListener('beforeinput', ignore, true);
  }
  if (screen && canPrune) {
    root.setAttribute('data-prepaint-screen', screen);
    return;
  }
  root.setAttribute('data-prepaint-shell-only', '');
})();
`;
}

/**
 * The head script's last part (after the panel's early reads, src/shared/api/early-reads.ts, so
 * the reads are asked first on a slow connection): it starts the code's downloads, from the
 * modulepreload templates build/preload-shell.ts writes into index.html (a clone of parsed
 * markup, so no Trusted Types sink). Where only the shell shows, the shell's at once. Under the
 * resident panel's frame, the shell's and the open tab's as soon as the frame has painted, without
 * waiting for the entry: what the resident came for is the data, not the frame (decision 014). Under the other prerendered screens nothing: the
 * entry starts both after the first paint (src/main.tsx), so the page's text does not wait.
 */
export function preloadsScript(): string {
  return `(function () {
  var root = document.documentElement;
  var screen = root.getAttribute('data-prepaint-screen');
  var add = function (id) {
    var template = document.getElementById(id);
    if (!template || !template.content) return;
    document.head.appendChild(template.content.cloneNode(true));
    template.parentNode.removeChild(template);
  };
  if (root.hasAttribute('data-prepaint-shell-only')) {
    add(${JSON.stringify(shellPreloadsId)});
    // No frame to paint into: nothing for the early painter (the entry need not wait for it).
    root.removeAttribute(${JSON.stringify(earlyPaintingAttribute)});
  } else if (screen && root.hasAttribute('data-prepaint-account')) {
    var both = function () {
      add(${JSON.stringify(shellPreloadsId)});
      add(${JSON.stringify(screenPreloadsId(''))} + screen);
    };
    // Where the early painter draws the tab's first cards from the reads (decision 015), it
    // starts first, and the code after it: the painter's few kB and the reads have the connection
    // and the main thread to themselves (bounded).
    var reads = window[${JSON.stringify(earlyReadsGlobal)}];
    var painted = reads && reads.painted;
    var whenPainted = function () {
      if (!painted) return both();
      reads.startPainter();
      painted.then(both);
      window.setTimeout(both, ${earlyPaintWaitMs});
    };
    // At the first paint of the frame (bounded, as the entry's wait): a download asked for before
    // it is on the largest paint's path as Lighthouse models it (decision 006), and the frame
    // paints from index.html and its styles alone. The reads alone go before it.
    var types = window.PerformanceObserver && window.PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') === -1) return whenPainted();
    var observer = new window.PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      whenPainted();
    });
    observer.observe({ type: 'paint', buffered: true });
    window.setTimeout(whenPainted, 1000);
  }
})();
`;
}
