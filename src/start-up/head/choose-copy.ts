import { panelTabOf, panelTabParam } from '@/features/panel/tabs';
import { initialLanguage, type Language } from '@/i18n/languages';
import { hashRoute } from '@/shared/config/paths';
import { readUuidParam } from '@/shared/lib/uuid-param';
import { isSignedIn } from '@/shared/session/account';
import { keptState, loadPersistedState } from '@/shared/session/persisted-state';
import { signOnAnswerIn } from '@/shared/session/sign-in-callback';
import {
  prerenderedRoutes,
  type PrerenderedRoute,
  type PrerenderedRouteName,
  type PrerenderedScreen,
} from '../screens';
import {
  accountAttribute,
  prepaintAttribute,
  pressedAttribute,
  screenAttribute,
  shellOnlyAttribute,
} from '../markers';

/** What the head script found: the page's language, the screen it shows (if any), the session. */
export type StartChoice = {
  language: Language;
  /** The prerendered screen the app will first render here, or null (only the shell shows). */
  screen: PrerenderedScreen | null;
  signedIn: boolean;
  /** The login this tab's session keeps, for the header ('' when none). */
  login: string;
};

// The registration's kept state, as its slice keeps it (features/application/registration-slice.ts):
// only the declarations' agreement matters here.
const keptRegistration = keptState('registration', { doesUserAgreeRODO: false });

/**
 * The prerendered screen the app will first render at this address for this session, if
 * index.html carries it (../screens.ts): "Signing you in" on the sign-on's return with a code
 * (the app then opens /login, `captureSignInCallback`); the main page to a signed-out visitor;
 * registration before its declarations were accepted; a booking link's code step (an id that is
 * a UUID, as the hotel screen reads it); the panel's frame with the tab its address opens to a
 * signed-in resident.
 */
export function prerenderedScreenAt(
  address: { hash: string; search: string },
  session: { signedIn: boolean; declarationsAccepted: boolean },
): PrerenderedScreen | null {
  const { path, params } = hashRoute(address.hash);
  const pageAnswer = signOnAnswerIn(new URLSearchParams(address.search));
  for (const [name, rule] of Object.entries(prerenderedRoutes) as [
    PrerenderedRouteName,
    PrerenderedRoute,
  ][]) {
    if (rule.signOnAnswer) {
      const answer = pageAnswer ?? (rule.path === path ? signOnAnswerIn(params) : null);
      if (answer?.code && answer.error === null) return name as PrerenderedScreen;
      continue;
    }
    // A sign-on answer in the page's query: the app opens /login, not the route.
    if (pageAnswer) continue;
    if (rule.path !== path || (rule.signedIn !== 'any' && rule.signedIn !== session.signedIn))
      continue;
    if (rule.beforeDeclarations && session.declarationsAccepted) continue;
    if (rule.uuidParam && readUuidParam(params, rule.uuidParam).kind !== 'valid') continue;
    return (
      rule.perPanelTab ? `${name}-${panelTabOf(params.get(panelTabParam))}` : name
    ) as PrerenderedScreen;
  }
  return null;
}

/** The language, screen and session of this page, as the app will find them. */
export function startChoice(): StartChoice {
  const { account } = loadPersistedState();
  const signedIn = isSignedIn(account);
  return {
    language: initialLanguage(),
    screen: prerenderedScreenAt(window.location, {
      signedIn,
      declarationsAccepted: keptRegistration().doesUserAgreeRODO,
    }),
    signedIn,
    login: account.login ?? '',
  };
}

const removeNode = (node: Node) => node.parentNode?.removeChild(node);

/**
 * Keeps one copy and one screen (the others leave the document as the parser inserts them: a
 * mutation observer's callback runs before the browser paints what the parser inserted), so at
 * every moment there is one main region and one set of ids, in the person's language; names the
 * tab; writes the session's login into the header as a text node (never markup).
 */
function keepOneCopy(choice: StartChoice): void {
  for (const copy of document.querySelectorAll('.prepaint')) {
    if (copy.getAttribute('lang') !== choice.language) {
      removeNode(copy);
      continue;
    }
    let titled: Element = copy;
    for (const screen of copy.querySelectorAll(`[${screenAttribute}]`)) {
      if (screen.getAttribute(screenAttribute) === choice.screen) titled = screen;
      else removeNode(screen);
    }
    const title = titled.getAttribute('data-prepaint-title');
    if (title && document.title !== title) document.title = title;
  }
  if (!choice.signedIn || !choice.login) return;
  for (const place of document.querySelectorAll('.prepaint .site-header__login')) {
    // The prerendered place holds only the hidden "Signed in as"; the login follows it.
    if (place.childNodes.length === 1) place.appendChild(document.createTextNode(choice.login));
  }
}

/**
 * The copy takes focus (Tab reaches it; the app moves focus to the same control when it replaces
 * it, ./hand-over.ts), but its controls do nothing before the app: a submit or typed text is
 * ignored; a press on a button or link is kept and pressed again on the same control once the
 * app is there (hand-over.ts), so "Sign in" pressed early is not lost, and meanwhile it shows it
 * has started, as a busy button does (aria-busy, a spinner in global.css); the skip link moves
 * focus as the app's does.
 */
function holdPresses(event: Event): void {
  const target = event.target;
  const copy = target instanceof Element ? target.closest('.prepaint') : null;
  if (!copy || !(target instanceof Element)) return;
  event.preventDefault();
  if (event.type !== 'click') return;
  if (target.closest('a[href="#main"]')) {
    copy.querySelector<HTMLElement>('#main')?.focus();
    return;
  }
  for (const earlier of copy.querySelectorAll(`[${pressedAttribute}]`)) {
    earlier.removeAttribute(pressedAttribute);
    earlier.removeAttribute('aria-busy');
  }
  const pressed = target.closest('button, a[href]');
  pressed?.setAttribute(pressedAttribute, '');
  pressed?.setAttribute('aria-busy', 'true');
}

/**
 * The head script's first part: picks the copy of the prerendered shell in the language the app
 * will pick, and the screen in it (or none), from the same functions the app uses, and marks
 * `<html>` for the CSS. Without a mutation observer nothing prerendered shows (CSS), and the app
 * still starts.
 */
export function chooseCopy(): StartChoice {
  const choice = startChoice();
  const root = document.documentElement;
  root.lang = choice.language;
  if (choice.signedIn) root.setAttribute(accountAttribute, '');
  const canPrune = typeof window.MutationObserver === 'function';
  if (!canPrune || !choice.screen) root.setAttribute(shellOnlyAttribute, '');
  if (!canPrune) return choice;
  root.setAttribute(prepaintAttribute, choice.language);
  if (choice.screen) root.setAttribute(screenAttribute, choice.screen);
  const observer = new MutationObserver(() => keepOneCopy(choice));
  observer.observe(root, { childList: true, subtree: true });
  const parsed = () => {
    keepOneCopy(choice);
    observer.disconnect();
    document.removeEventListener('readystatechange', parsed);
  };
  document.addEventListener('readystatechange', parsed);
  for (const type of ['click', 'submit', 'beforeinput'])
    document.addEventListener(type, holdPresses, true);
  return choice;
}
