import type { Plugin } from 'vite';

/** Where the watcher keeps what it saw: the tab's sessionStorage, so it survives the flow's pages. */
export const pageProblemsKey = 'dormitory-test:page-problems';

/** Set (to "on") in a tab's sessionStorage by the suite that reads the watcher; else it is idle. */
export const pageWatchKey = 'dormitory-test:page-watch';

/** The watcher's file in a demo build (beside index.html; not hashed: nothing caches it long). */
export const pageWatchFile = 'page-watch.js';

/**
 * A browser whose driver cannot hand over the page's log (WebKitGTK's WebDriver has no log API)
 * is watched from inside the page: every uncaught error, unhandled rejection, console error and
 * Content-Security-Policy violation is kept in the tab's sessionStorage for the test to read
 * (e2e/webkit). A same-origin file, so the policy allows it, loaded right after the policy and
 * before any of the app's scripts. Idle unless the suite switched it on for the tab
 * (`pageWatchKey`): the other browser tests read the log themselves, and some of them make errors
 * that carry personal numbers on purpose, which must not land in storage. Even on, only the path
 * of the page is kept, never its address (a guest's or a sign-on's query), and long digit runs
 * and tokens are masked. Plain ES5, as the head script.
 */
export function pageWatchScript(): string {
  return `(function () {
  try {
    if (window.sessionStorage.getItem(${JSON.stringify(pageWatchKey)}) !== 'on') return;
  } catch (error) {
    return;
  }
  var key = ${JSON.stringify(pageProblemsKey)};
  var mask = function (text) {
    return String(text)
      .replace(/eyJ[\\w-]*\\.[\\w-]*\\.?[\\w-]*/g, '<token>')
      .replace(/\\d[\\d ]{4,}\\d/g, '<number>')
      .slice(0, 300);
  };
  var keep = function (kind, text) {
    try {
      var list = JSON.parse(window.sessionStorage.getItem(key) || '[]');
      list.push(kind + ' on ' + window.location.pathname + ': ' + mask(text));
      window.sessionStorage.setItem(key, JSON.stringify(list));
    } catch (error) {}
  };
  var describe = function (value) {
    if (value && typeof value === 'object' && 'message' in value)
      return String(value.name || 'Error') + ': ' + String(value.message);
    try {
      return typeof value === 'string' ? value : JSON.stringify(value);
    } catch (error) {
      return String(value);
    }
  };
  window.addEventListener('error', function (event) {
    // Only script errors: a failed image or script download fires a plain Event, not an ErrorEvent.
    if (event instanceof window.ErrorEvent) keep('uncaught error', event.message);
  });
  window.addEventListener('unhandledrejection', function (event) {
    keep('unhandled rejection', describe(event.reason));
  });
  document.addEventListener('securitypolicyviolation', function (event) {
    keep('CSP violation', event.violatedDirective + ' ' + event.blockedURI);
  });
  var consoleError = window.console.error;
  window.console.error = function () {
    var parts = [];
    for (var i = 0; i < arguments.length; i += 1) parts.push(describe(arguments[i]));
    keep('console error', parts.join(' '));
    return consoleError.apply(window.console, arguments);
  };
})();
`;
}

/**
 * Demo builds only (the build the browser tests run): emits the watcher and loads it first in
 * every page of the build. Listed before the CSP plugin, whose meta is prepended after this
 * tag, so the policy comes first and the watcher second.
 */
export function pageWatchPlugin(enabled: boolean): Plugin {
  return {
    name: 'page-watch',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        enabled
          ? [{ tag: 'script', attrs: { src: `./${pageWatchFile}` }, injectTo: 'head-prepend' }]
          : [],
    },
    generateBundle() {
      if (enabled)
        this.emitFile({ type: 'asset', fileName: pageWatchFile, source: pageWatchScript() });
    },
  };
}
