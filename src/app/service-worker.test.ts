import { describe, expect, it, vi } from 'vitest';
import {
  registerServiceWorker,
  routePath,
  serviceWorkerUrl,
  skipWaitingMessage,
  type ServiceWorkerPage,
} from './service-worker';

/** A browser with a registered worker: `waiting` is a new release installed behind `controller`. */
function browser(options: { controlled?: boolean; waiting?: boolean; registerFails?: boolean }) {
  const waiting = options.waiting ? { postMessage: vi.fn() } : null;
  const registration = { waiting, update: vi.fn(() => Promise.resolve()) };
  const controllerChange = new EventTarget();
  const container = {
    controller: options.controlled === false ? null : {},
    register: vi.fn(() =>
      options.registerFails
        ? Promise.reject(new DOMException('blocked', 'SecurityError'))
        : Promise.resolve(registration),
    ),
    addEventListener: controllerChange.addEventListener.bind(controllerChange),
  };
  let hash = '#/register';
  const routeListeners: (() => void)[] = [];
  const visibleListeners: (() => void)[] = [];
  const page: ServiceWorkerPage = {
    container: container as unknown as ServiceWorkerContainer,
    path: () => routePath(hash),
    onRouteChange: (listener) => routeListeners.push(listener),
    onVisible: (listener) => visibleListeners.push(listener),
    reload: vi.fn(),
  };
  return {
    page,
    container,
    registration,
    waiting,
    goTo(next: string) {
      hash = next;
      for (const listener of routeListeners) listener();
    },
    /** The new worker has taken control (what the browser does after skipWaiting). */
    takeOver: () => controllerChange.dispatchEvent(new Event('controllerchange')),
    comeBack: () => visibleListeners.forEach((listener) => listener()),
  };
}

describe('the service worker of a production build', () => {
  it('is registered for the whole app from the page’s own directory', async () => {
    const tab = browser({});
    await registerServiceWorker(tab.page);
    expect(tab.container.register).toHaveBeenCalledWith(serviceWorkerUrl, { scope: './' });
  });

  it('leaves the portal working online when the browser refuses a worker', async () => {
    const tab = browser({ registerFails: true });
    await expect(registerServiceWorker(tab.page)).resolves.toBeNull();
    await expect(registerServiceWorker({ ...tab.page, container: undefined })).resolves.toBeNull();
  });

  it('lets a new release take over when the person moves to another screen, then reloads there', async () => {
    const tab = browser({ waiting: true });
    await registerServiceWorker(tab.page);
    tab.goTo('#/panel?tab=fees');
    expect(tab.waiting?.postMessage).toHaveBeenCalledWith(skipWaitingMessage);
    expect(tab.page.reload).not.toHaveBeenCalled();
    tab.takeOver();
    expect(tab.page.reload).toHaveBeenCalledTimes(1);
  });

  it('never takes over on the same screen: a form being filled in is not reloaded', async () => {
    const tab = browser({ waiting: true });
    await registerServiceWorker(tab.page);
    // The same route with another query or fragment (a step, a tab, a field's anchor).
    tab.goTo('#/register?step=2');
    tab.goTo('#/register#pesel');
    expect(tab.waiting?.postMessage).not.toHaveBeenCalled();
    tab.takeOver();
    expect(tab.page.reload).not.toHaveBeenCalled();
  });

  it('does nothing on a change of screen without a new release, or on the first install', async () => {
    const current = browser({ waiting: false });
    await registerServiceWorker(current.page);
    current.goTo('#/panel');
    const first = browser({ waiting: true, controlled: false });
    await registerServiceWorker(first.page);
    first.goTo('#/panel');
    expect(first.waiting?.postMessage).not.toHaveBeenCalled();
    first.takeOver();
    expect(current.page.reload).not.toHaveBeenCalled();
    expect(first.page.reload).not.toHaveBeenCalled();
  });

  it('asks the server for a new release when the person comes back to the tab', async () => {
    const tab = browser({});
    await registerServiceWorker(tab.page);
    tab.comeBack();
    expect(tab.registration.update).toHaveBeenCalledTimes(1);
  });
});

describe('routePath', () => {
  it.each([
    ['', '/'],
    ['#/', '/'],
    ['#/panel?tab=fees', '/panel'],
    ['#/register#pesel', '/register'],
  ])('%s is the screen %s', (hash, path) => {
    expect(routePath(hash)).toBe(path);
  });
});
