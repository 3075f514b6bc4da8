import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import { pageProblemsKey, pageWatchKey } from '../../build/page-watch.ts';

export type Language = 'en' | 'pl';

/** The system locale the driver (and so the browser: navigator.language, Accept-Language) runs in. */
const locales: Record<Language, string> = { en: 'en_GB.UTF-8', pl: 'pl_PL.UTF-8' };

const driverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const miniBrowser =
  process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** A web-first wait's limit: it ends as soon as the page is ready, so a busy machine costs nothing. */
export const waitMs = 20_000;

/**
 * The two locales compiled into a folder of the project's (LOCPATH), once: the machine's own
 * locales are left alone, and a clean machine needs only Debian's `locales` sources.
 */
export function compileLocales(folder: string): string {
  for (const locale of Object.values(locales)) {
    const target = join(folder, locale);
    if (existsSync(join(target, 'LC_CTYPE'))) continue;
    mkdirSync(folder, { recursive: true });
    const [name] = locale.split('.');
    const made = spawnSync('localedef', ['-i', name ?? '', '-f', 'UTF-8', target], {
      encoding: 'utf8',
    });
    if (!existsSync(join(target, 'LC_CTYPE')))
      throw new Error(`localedef ${locale} failed: ${made.stderr}`);
  }
  return folder;
}

/**
 * The X server and drivers run in process groups of their own (a driver starts the browser and
 * its helper processes), ended as groups: when a flow is done, and when this process ends in any
 * way (an interrupt, a closed pipe), so nothing is left running behind the suite.
 */
const running = new Set<ChildProcess>();

const endGroup = (child: ChildProcess) => {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

process.once('exit', () => running.forEach(endGroup));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.once(signal, () =>
    process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1)),
  );

function start(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    endGroup(child);
  });

/** An X server of its own (MiniBrowser has no headless mode); -displayfd picks a free display. */
export async function startXvfb(): Promise<{ display: string; stop: () => Promise<void> }> {
  const xvfb = start(
    'Xvfb',
    ['-displayfd', '1', '-screen', '0', '1400x1100x24', '-nolisten', 'tcp', '-nolisten', 'unix'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
    xvfb.stdout?.once('data', (data: Buffer) => resolve(`:${String(data).trim()}`));
  });
  return { display, stop: () => stop(xvfb) };
}

/** One WebKitWebDriver in `language`'s locale, and its session: one MiniBrowser. */
export async function startBrowser(options: {
  language: Language;
  display: string;
  localeFolder: string;
  port: number;
}): Promise<{ driver: WebDriver; stop: () => Promise<void> }> {
  const locale = locales[options.language];
  const process_ = start(driverPath, [`--port=${options.port}`], {
    env: {
      ...process.env,
      DISPLAY: options.display,
      LOCPATH: options.localeFolder,
      LANG: locale,
      LC_ALL: locale,
      LANGUAGE: '',
      // No accessibility bus under Xvfb: without this GTK waits for it and warns.
      NO_AT_BRIDGE: '1',
    },
    stdio: 'ignore',
  });
  const server = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + waitMs;
  for (;;) {
    const ready = await fetch(`${server}/status`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    if (process_.exitCode !== null || Date.now() > deadline) {
      await stop(process_);
      throw new Error(`WebKitWebDriver did not start on port ${options.port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const driver = await new Builder()
    .usingServer(server)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
      // A navigation returns at once: a flow may hold the app's code back (static-server.ts),
      // and the page's load would wait for it. Tab.navigate waits for the new document instead.
      pageLoadStrategy: 'none',
    })
    .build();
  await driver.manage().setTimeouts({ script: waitMs, pageLoad: 60_000 });
  return {
    driver,
    stop: async () => {
      await driver.quit().catch(() => undefined);
      await stop(process_);
    },
  };
}

/** A role and accessible name, found in the page as a person (or a screen reader) would find it. */
export type Query = { role: string; name?: string | RegExp; within?: WebElement };

/**
 * Runs in the page: the visible elements of a role whose accessible name matches. A small model
 * of the accessibility tree (the roles the suite uses; names from aria-labelledby, aria-label,
 * labels, alt, else the text), enough for the app's own markup, which its component tests hold to
 * the real rules.
 */
const findInPage = (
  role: string,
  name: { source: string; flags: string } | { exact: string } | null,
  within: Element | null,
): Element[] => {
  const selectors: Record<string, string> = {
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    link: 'a[href], [role="link"]',
    tab: '[role="tab"]',
    tabpanel: '[role="tabpanel"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    textbox:
      'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="search"], textarea, [role="textbox"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    alert: '[role="alert"]',
    status: '[role="status"]',
    img: 'img, [role="img"]',
    dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    banner: 'header, [role="banner"]',
  };
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const textOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return squash(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length)
      return squash([...labels].map((each) => each.textContent).join(' '));
    if (element instanceof HTMLImageElement) return squash(element.alt);
    return squash(element.textContent);
  };
  const shown = (element: Element) =>
    element.getClientRects().length > 0 &&
    !element.closest('[aria-hidden="true"], [hidden], [inert]');
  const matches = (text: string) =>
    !name ||
    ('exact' in name ? text === name.exact : new RegExp(name.source, name.flags).test(text));
  const selector = selectors[role];
  if (!selector) throw new Error(`No selector for role ${role}`);
  return [...(within ?? document).querySelectorAll(selector)].filter(
    (element) => shown(element) && matches(textOf(element)),
  );
};

const described = ({ role, name }: Query) =>
  `${role}${name === undefined ? '' : ` "${String(name)}"`}`;

/** A flow's browser window, with web-first waits: every check polls until true or `waitMs`. */
export class Tab {
  readonly driver: WebDriver;
  readonly origin: string;

  constructor(driver: WebDriver, origin: string) {
    this.driver = driver;
    this.origin = origin;
  }

  /** A new window for a flow (a new tab stays hidden in MiniBrowser), the last one closed. */
  static async open(driver: WebDriver, origin: string): Promise<Tab> {
    const tab = new Tab(driver, origin);
    await tab.newWindow();
    return tab;
  }

  /** What the windows this flow has closed recorded (problems()). */
  private earlierProblems: string[] = [];

  private async newWindow(): Promise<void> {
    const before = await this.driver.getAllWindowHandles();
    await this.driver.switchTo().newWindow('window');
    const current = await this.driver.getWindowHandle();
    for (const handle of before) {
      await this.driver.switchTo().window(handle);
      await this.driver.close();
    }
    await this.driver.switchTo().window(current);
    await this.driver.manage().window().setRect({ width: 1280, height: 1000 });
  }

  /**
   * Carries on in a new window with the same signed-in session: a page opened again in the same
   * window may run the app's code from WebKit's memory cache (despite no-store), where a flow
   * needs it held back. What the old window's pages recorded is kept for problems().
   */
  async reopen(route: string): Promise<void> {
    this.earlierProblems.push(...(await this.problems()));
    const session = await this.evaluate<string | null>(() =>
      window.sessionStorage.getItem('dormitory:session'),
    );
    await this.newWindow();
    await this.start(route, session ? (JSON.parse(session) as Record<string, unknown>) : undefined);
  }

  /**
   * Starts at `route` with empty storage (the demo API's data and a stored language choice
   * included), `session` put in sessionStorage first: the origin's robots.txt is opened to reach
   * its storage without starting the app.
   */
  async start(route: string, session?: Record<string, unknown>): Promise<void> {
    await this.navigate(`${this.origin}/robots.txt`);
    await this.driver.executeScript(
      (session: string | null, watch: string) => {
        window.localStorage.clear();
        window.sessionStorage.clear();
        // The page watcher (build/page-watch.ts) records for this tab from now on.
        window.sessionStorage.setItem(watch, 'on');
        if (session) window.sessionStorage.setItem('dormitory:session', session);
      },
      session ? JSON.stringify(session) : null,
      pageWatchKey,
    );
    await this.navigate(`${this.origin}/#${route}`);
  }

  /** Opens `url` and waits until the new document is there (not until it has loaded). */
  async navigate(url: string): Promise<void> {
    const mark = '__webkitSuiteLeftBehind';
    await this.evaluate((mark: string) => {
      Object.assign(window, { [mark]: true });
    }, mark);
    await this.driver.get(url);
    await this.until(`${url} to open`, () =>
      this.evaluate((mark: string) => !(mark in window) && document.readyState !== 'loading', mark),
    );
  }

  async all(query: Query): Promise<WebElement[]> {
    const name =
      query.name === undefined
        ? null
        : typeof query.name === 'string'
          ? { exact: query.name }
          : { source: query.name.source, flags: query.name.flags };
    return this.driver.executeScript<WebElement[]>(findInPage, query.role, name, query.within);
  }

  /** Waits until `check` gives a value other than false, null or undefined, and returns it. */
  async until<T>(what: string, check: () => Promise<T | false | null | undefined>): Promise<T> {
    const deadline = Date.now() + waitMs;
    let last: unknown = null;
    for (;;) {
      try {
        const value = await check();
        if (value !== false && value !== null && value !== undefined) return value;
      } catch (error) {
        // A stale element (the page re-rendered) is asked again.
        last = error;
      }
      if (Date.now() > deadline)
        throw new Error(`Timed out (${waitMs} ms) waiting for ${what}${last ? `: ${last}` : ''}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The one element of the query, once it is there. */
  async get(query: Query): Promise<WebElement> {
    return this.until(described(query), async () => {
      const found = await this.all(query);
      return found.length === 1 ? found[0] : null;
    });
  }

  async gone(query: Query): Promise<void> {
    await this.until(`no ${described(query)}`, async () => (await this.all(query)).length === 0);
  }

  /** Presses the control once it is there; found anew if the page replaced it meanwhile. */
  async press(query: Query): Promise<void> {
    await this.until(`a press on ${described(query)}`, async () => {
      await (await this.get(query)).click();
      return true;
    });
  }

  async type(query: Query, text: string): Promise<void> {
    const field = await this.get(query);
    await field.clear();
    await field.sendKeys(text);
  }

  async evaluate<T>(script: string | ((...args: never[]) => T), ...args: unknown[]): Promise<T> {
    return this.driver.executeScript<T>(script, ...args);
  }

  /** The app has replaced the prerendered copy (its controls are live). */
  async hasApp(): Promise<boolean> {
    return this.evaluate(
      () => document.querySelector('#root > *') !== null && !document.querySelector('.prepaint'),
    );
  }

  async appStarted(): Promise<void> {
    await this.until('the app to replace the prerendered copy', () => this.hasApp());
  }

  async language(): Promise<string> {
    return this.evaluate(() => document.documentElement.lang);
  }

  async focusedIs(element: WebElement): Promise<boolean> {
    return this.evaluate((node: Element) => node === document.activeElement, element);
  }

  async url(): Promise<string> {
    return this.driver.getCurrentUrl();
  }

  /**
   * What the page watcher (build/page-watch.ts) recorded in this window: uncaught errors,
   * unhandled rejections, console errors and CSP violations, on every page of the flow.
   */
  async problems(): Promise<string[]> {
    const stored = await this.evaluate<string | null>(
      (key: string) => window.sessionStorage.getItem(key),
      pageProblemsKey,
    );
    return [...this.earlierProblems, ...(stored ? (JSON.parse(stored) as string[]) : [])];
  }

  /**
   * Reads back a QR code as the page shows it: a screenshot of the viewport (an element's own
   * screenshot comes back black under Xvfb), cut to the element, decoded by jsQR.
   */
  async readQr(element: WebElement): Promise<string | null> {
    await this.evaluate((node: Element) => node.scrollIntoView({ block: 'center' }), element);
    const box = await this.evaluate<{
      x: number;
      y: number;
      width: number;
      height: number;
      scale: number;
    }>((node: Element) => {
      const rect = node.getBoundingClientRect();
      return {
        x: rect.x,
        y: rect.y,
        width: rect.width,
        height: rect.height,
        scale: window.devicePixelRatio,
      };
    }, element);
    const shot = PNG.sync.read(Buffer.from(await this.driver.takeScreenshot(), 'base64'));
    const left = Math.max(0, Math.floor(box.x * box.scale));
    const top = Math.max(0, Math.floor(box.y * box.scale));
    const width = Math.min(shot.width - left, Math.ceil(box.width * box.scale));
    const height = Math.min(shot.height - top, Math.ceil(box.height * box.scale));
    const pixels = new Uint8ClampedArray(width * height * 4);
    for (let row = 0; row < height; row += 1) {
      const from = ((top + row) * shot.width + left) * 4;
      pixels.set(shot.data.subarray(from, from + width * 4), row * width * 4);
    }
    return jsQR(pixels, width, height)?.data ?? null;
  }
}
