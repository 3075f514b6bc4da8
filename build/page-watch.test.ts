import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { pageProblemsKey, pageWatchKey, pageWatchScript } from './page-watch';

/**
 * A page of its own running the watcher as demo builds' page-watch.js does (a classic script
 * that only uses `window` and `document`): its listeners and console stay in that page.
 */
function pageWithWatcher(url = 'http://localhost/', switchedOn = true) {
  const page = new Window({ url });
  if (switchedOn) page.sessionStorage.setItem(pageWatchKey, 'on');
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

  it('masks personal numbers and tokens in what it keeps', () => {
    const { page, kept } = pageWithWatcher();
    page.console.error(
      'PESEL 02211307589, IBAN PL61 1090 1014 0000 0712 1981 2874, eyJhbGc.eyJzdWI.sig',
    );
    expect(kept()).toEqual(['console error on /: PESEL <number>, IBAN PL<number>, <token>']);
    void page.happyDOM.close();
  });

  it('stays idle unless the suite switched it on: nothing kept, the console untouched', () => {
    const { page, printed, kept } = pageWithWatcher('http://localhost/', false);
    page.dispatchEvent(new page.ErrorEvent('error', { message: 'Boom' }));
    page.console.error('PESEL 02211307589');
    expect(kept()).toEqual([]);
    expect(printed).toEqual([['PESEL 02211307589']]);
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
