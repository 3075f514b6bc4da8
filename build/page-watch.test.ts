import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { pageProblemsKey, pageWatchScript } from './page-watch';

/**
 * A page of its own running the watcher as demo builds' page-watch.js does (a classic script
 * that only uses `window` and `document`): its listeners and console stay in that page.
 */
function pageWithWatcher(url = 'http://localhost/') {
  const page = new Window({ url });
  const printed: unknown[][] = [];
  page.console.error = (...parts: unknown[]) => printed.push(parts);
  new Function('window', 'document', pageWatchScript())(page, page.document);
  const kept = () => JSON.parse(page.sessionStorage.getItem(pageProblemsKey) ?? '[]') as string[];
  return { page, printed, kept };
}

describe('the page watcher of demo builds (WebKit suite)', () => {
  it('keeps uncaught errors, unhandled rejections, console errors and CSP violations', () => {
    const { page, printed, kept } = pageWithWatcher();
    page.dispatchEvent(new page.ErrorEvent('error', { message: 'Boom' }));
    page.dispatchEvent(
      Object.assign(new page.Event('unhandledrejection'), {
        reason: new TypeError('Right side of assignment cannot be destructured'),
      }),
    );
    page.console.error('Warning:', { field: 'x' });
    page.document.dispatchEvent(
      Object.assign(new page.Event('securitypolicyviolation'), {
        violatedDirective: 'script-src',
        blockedURI: 'inline',
      }),
    );
    expect(kept()).toEqual([
      'uncaught error on /: Boom',
      'unhandled rejection on /: TypeError: Right side of assignment cannot be destructured',
      'console error on /: Warning: {"field":"x"}',
      'CSP violation on /: script-src inline',
    ]);
    // The console still gets its message.
    expect(printed).toEqual([['Warning:', { field: 'x' }]]);
    void page.happyDOM.close();
  });

  it("ignores a failed download (a plain event), and keeps the page's path, not its address", () => {
    const { page, kept } = pageWithWatcher('http://localhost/guest?uuid=secret#/guest?uuid=x');
    page.dispatchEvent(new page.Event('error'));
    page.dispatchEvent(new page.ErrorEvent('error', { message: 'Late' }));
    expect(kept()).toEqual(['uncaught error on /guest: Late']);
    void page.happyDOM.close();
  });
});
