/**
 * Announced on `window` when the router shows another screen (its path changed). The router
 * moves with history.pushState, which fires no `hashchange`; a waiting release of the service
 * worker takes over on this event (src/app/service-worker.ts, decision 013).
 */
export const screenChangedEvent = 'dormitory:screen-changed';

export function announceScreenChange(): void {
  window.dispatchEvent(new Event(screenChangedEvent));
}
