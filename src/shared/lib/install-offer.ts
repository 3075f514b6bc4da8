import { useSyncExternalStore } from 'react';

/**
 * Installing the portal as an app (issue 33, point 8; decision 013 made it installable): where
 * the browser offers installation (Chromium's `beforeinstallprompt`), the footer offers it in one
 * quiet button, never a pop-up of ours; Safari on iPhone and iPad has no such event, so there the
 * footer says in one line how (Share, then Add to Home Screen).
 */

/** What Chromium's `beforeinstallprompt` event carries (not in TypeScript's DOM types). */
type InstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export type InstallOffer = { kind: 'prompt'; install: () => Promise<void> } | { kind: 'ios' };

let offered: InstallPromptEvent | null = null;
let listening = false;
const listeners = new Set<() => void>();

function setOffered(event: InstallPromptEvent | null): void {
  offered = event;
  for (const listener of listeners) listener();
}

/**
 * Starts listening, once. The entry calls it (main.tsx): the browser may make its offer before
 * the shell's code has run, and an offer missed is not made again on that page.
 */
export function listenForInstallOffer(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the browser's own install banner away: the footer makes the offer, quietly.
    event.preventDefault();
    setOffered(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffered(null));
}

async function install(): Promise<void> {
  const event = offered;
  if (!event) return;
  await event.prompt();
  await event.userChoice.catch(() => undefined);
  // An offer is good for one prompt; the browser makes a new one if the person declined.
  if (offered === event) setOffered(null);
}

const promptOffer: InstallOffer = { kind: 'prompt', install };
const iosOffer: InstallOffer = { kind: 'ios' };

/**
 * Safari on an iPhone, iPod or iPad (which names itself a Mac, with a touch screen), not already
 * opened from the home screen. Other iOS browsers name themselves (CriOS, FxiOS, EdgiOS…).
 */
export function isIosSafari(
  nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> & { standalone?: boolean },
): boolean {
  const ua = nav.userAgent;
  const iosDevice =
    /\b(iPhone|iPad|iPod)\b/.test(ua) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  const safari = /\bSafari\//.test(ua) && !/\b(CriOS|FxiOS|EdgiOS|OPiOS|GSA)\//.test(ua);
  return iosDevice && safari && nav.standalone !== true;
}

/** Only where the page is installable: a build with the app's manifest (decision 013). */
const installable = () => document.querySelector('link[rel="manifest"]') !== null;

function currentOffer(): InstallOffer | null {
  if (offered) return promptOffer;
  return installable() && isIosSafari(navigator) ? iosOffer : null;
}

function subscribe(onChange: () => void): () => void {
  listenForInstallOffer();
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The way to install the app this browser offers now, or null. */
export function useInstallOffer(): InstallOffer | null {
  return useSyncExternalStore(subscribe, currentOffer, () => null);
}
