import { afterAll, vi } from 'vitest';

/**
 * Test files share a worker (`isolate: false`, vite.config.ts) instead of a new process and a new
 * happy-dom window each, which cost more than most files' tests. This first setup file gives
 * every file what a fresh worker gave it: a fresh copy of every module (module state such as the
 * API client's renewal, draft keys, sign-in callbacks, the MSW server and its handlers, the
 * store's RTK Query api), and a blank window (no DOM, attributes, title, URL, storage or
 * cookies, and no timer or request left running by the file before). Packages loaded natively
 * from node_modules stay loaded: that is the saving.
 *
 * Files that replace modules with vi.mock or patch globals by hand keep their own worker
 * (`isolatedTestFiles` in vite.config.ts).
 */
const worker = globalThis as typeof globalThis & { __firstTestFileUrl?: string };
const firstUrl = (worker.__firstTestFileUrl ??= window.location.href);
type HappyWindow = Window & { happyDOM: { setURL(url: string): void; abort(): Promise<void> } };
// happy-dom's window has `happyDOM`, which lib.dom's Window type cannot know of.
const { happyDOM } = window as unknown as HappyWindow;

vi.resetModules();

function blankWindow() {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body])
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  document.title = '';
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
  happyDOM.setURL(firstUrl);
}

blankWindow();

afterAll(async () => {
  // What a worker's end did: no timer, request or animation frame outlives its file.
  await happyDOM.abort();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
