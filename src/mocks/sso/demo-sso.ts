/**
 * The demo university sign-on (demo and dev builds only). It plays both services the app leaves
 * for: the authorization endpoint (pick a demo user, come back to `<redirect_uri>?code=&state=`
 * exactly as the real one would, so the app's real sign-in code runs) and the central logout
 * (`?action=logout&system=...`: a "signed out" page with a link back).
 */
import { initialLanguage } from '@/i18n/languages';
import { environments } from '@/shared/config/environments';
import { demoSignInCode, demoUsers } from '../db/users';
import { inLanguage, type ApiLanguage, type Wording } from '../wording';
import './demo-sso.css';

type Page = { title: string; build: (main: HTMLElement) => void };

/** What the page says, in both languages of the portal (issue 35: no English on a Polish screen). */
export const ssoWords = {
  signedOutTitle: { en: 'Signed out', pl: 'Wylogowano' },
  signedOut: { en: 'You have been signed out', pl: 'Wylogowano Cię' },
  sessionEnded: {
    en: 'The university login has ended your session.',
    pl: 'Uczelniany system logowania zakończył Twoją sesję.',
  },
  backToPortal: {
    en: 'Back to the student dormitories portal',
    pl: 'Wróć do portalu domów studenckich',
  },
  errorTitle: { en: 'Sign-in could not start', pl: 'Nie udało się rozpocząć logowania' },
  unknownClient: {
    en: 'This sign-in request did not come from the student dormitories portal. Go back to the portal and sign in from there.',
    pl: 'To żądanie logowania nie pochodzi z portalu domów studenckich. Wróć do portalu i zaloguj się z niego.',
  },
  badReturnAddress: {
    en: 'This sign-in request is incomplete, so we cannot send you back. Go back to the portal and sign in again.',
    pl: 'To żądanie logowania jest niepełne, więc nie możemy Cię odesłać z powrotem. Wróć do portalu i zaloguj się ponownie.',
  },
  chooseTitle: { en: 'University login (demo)', pl: 'Uczelniany system logowania (demo)' },
  chooseNote: {
    en: 'This page stands in for the university login in the demo. Choose who you are; no password is needed.',
    pl: 'W wersji demonstracyjnej ta strona zastępuje uczelniany system logowania. Wybierz, kim jesteś; hasło nie jest potrzebne.',
  },
  access: {
    en: 'The student dormitories portal asks to use your university account.',
    pl: 'Portal domów studenckich prosi o dostęp do Twojego konta uczelnianego.',
  },
  signInAs: { en: 'Sign in as {login}', pl: 'Zaloguj się jako {login}' },
  cancel: { en: 'Cancel and go back to the portal', pl: 'Anuluj i wróć do portalu' },
  cancelled: {
    en: 'You cancelled signing in on the university login page.',
    pl: 'Logowanie zostało anulowane na stronie uczelnianego systemu logowania.',
  },
} satisfies Record<string, Wording>;

/**
 * The page's language: the one the sign-in request asks for (`ui_locales`, OpenID Connect Core
 * 3.1.2.1), else the portal's own choice on this origin (the stored choice, then the browser's).
 */
export function pageLanguage(params: URLSearchParams): ApiLanguage {
  const asked = (params.get('ui_locales') ?? '')
    .split(' ')
    .map((tag) => tag.slice(0, 2).toLowerCase())
    .find((tag): tag is ApiLanguage => tag === 'en' || tag === 'pl');
  return asked ?? initialLanguage();
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** The app this page belongs to: same origin, the page's folder. */
function appHome(): string {
  return new URL('./', window.location.href).href;
}

/**
 * The one client registered with the demo sign-on: the local environment's client id, with the
 * app's folder as its only redirect URI (this page sits beside index.html).
 */
export function registeredClient(): { clientId: string; redirectUri: string } {
  return { clientId: environments.local.ssoClientId, redirectUri: appHome() };
}

/**
 * The redirect_uri must be the registered one, compared as an exact string (RFC 9700 2.1, RFC
 * 6749 3.1.2.2): no other address of this origin, no other path (`index.html`), no added query,
 * no fragment. No open redirect, even in a demo.
 */
export function safeRedirectUri(value: string | null): string | null {
  return value !== null && value === registeredClient().redirectUri ? value : null;
}

/**
 * The answer as a compliant server builds it (RFC 6749 4.1.2): `code` and `state` added to the
 * redirect_uri's query component, which comes before any fragment.
 */
export function returnAddress(redirectUri: string, code: string, state: string): string {
  const url = new URL(redirectUri);
  url.searchParams.append('code', code);
  url.searchParams.append('state', state);
  return url.href;
}

/**
 * An error answer (RFC 6749 4.1.2.1): `error`, a human-readable `error_description` (untrusted
 * text for the client, here with markup on purpose; the portal never shows it) and the `state`,
 * in the query component.
 */
export function errorAddress(
  redirectUri: string,
  error: string,
  state: string | null,
  language: ApiLanguage = 'en',
): string {
  const url = new URL(redirectUri);
  url.searchParams.append('error', error);
  const description =
    error === 'access_denied'
      ? inLanguage(ssoWords.cancelled, language)
      : inLanguage(ssoWords.errorTitle, language);
  url.searchParams.append('error_description', `<b>${description}</b>`);
  if (state) url.searchParams.append('state', state);
  return url.href;
}

function fill(wording: Wording, language: ApiLanguage, values: Record<string, string>): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.split(`{${name}}`).join(value),
    inLanguage(wording, language),
  );
}

function backLink(language: ApiLanguage): HTMLAnchorElement {
  const link = element('a', inLanguage(ssoWords.backToPortal, language), 'demo-sso__link');
  link.href = appHome();
  return link;
}

function signedOutPage(language: ApiLanguage): Page {
  return {
    title: inLanguage(ssoWords.signedOutTitle, language),
    build(main) {
      main.append(
        element('h1', inLanguage(ssoWords.signedOut, language)),
        element('p', inLanguage(ssoWords.sessionEnded, language)),
        backLink(language),
      );
    },
  };
}

function errorPage(message: Wording, language: ApiLanguage): Page {
  return {
    title: inLanguage(ssoWords.errorTitle, language),
    build(main) {
      main.append(
        element('h1', inLanguage(ssoWords.errorTitle, language)),
        element('p', inLanguage(message, language)),
        backLink(language),
      );
    },
  };
}

function chooseUserPage(
  redirectUri: string,
  state: string,
  codeChallenge: string,
  language: ApiLanguage,
): Page {
  return {
    title: inLanguage(ssoWords.chooseTitle, language),
    build(main) {
      main.append(
        element('h1', inLanguage(ssoWords.chooseTitle, language)),
        element('p', inLanguage(ssoWords.chooseNote, language), 'demo-sso__note'),
        element('p', inLanguage(ssoWords.access, language)),
      );
      const list = element('ul', undefined, 'demo-sso__users');
      for (const user of demoUsers) {
        const item = element('li');
        const button = element('button');
        button.type = 'button';
        button.append(
          element('strong', fill(ssoWords.signInAs, language, { login: user.login })),
          // The space keeps the name's words apart where the description starts a new line.
          document.createTextNode(` (${user.firstName} ${user.lastName}) `),
          element('small', inLanguage(user.description, language)),
        );
        button.addEventListener('click', () => {
          const code = demoSignInCode(user.userId, { redirectUri, codeChallenge });
          window.location.assign(returnAddress(redirectUri, code, state));
        });
        item.append(button);
        list.append(item);
      }
      main.append(list);
      // A real sign-on lets the person decline: the app gets `error=access_denied` (4.1.2.1).
      const cancel = element('button', inLanguage(ssoWords.cancel, language), 'demo-sso__link');
      cancel.type = 'button';
      cancel.addEventListener('click', () => {
        window.location.assign(errorAddress(redirectUri, 'access_denied', state, language));
      });
      main.append(cancel);
    },
  };
}

/** What the page does with a request: show a page, or send the browser back with an answer. */
export type Outcome = { page: Page } | { redirect: string };

/**
 * RFC 6749 4.1.2.1: a missing or invalid redirect_uri is shown here and never followed; every
 * other error goes back to the (valid) redirect_uri as `error` + `state`.
 */
export function outcomeFor(
  params: URLSearchParams,
  language: ApiLanguage = pageLanguage(params),
): Outcome {
  if (params.get('action') === 'logout') return { page: signedOutPage(language) };
  // An unknown client is told to the person, never redirected (RFC 6749 4.1.2.1).
  if (params.get('client_id') !== registeredClient().clientId)
    return { page: errorPage(ssoWords.unknownClient, language) };
  const redirectUri = safeRedirectUri(params.get('redirect_uri'));
  if (!redirectUri) return { page: errorPage(ssoWords.badReturnAddress, language) };
  const state = params.get('state');
  const refuse = (error: string): Outcome => ({
    redirect: errorAddress(redirectUri, error, state, language),
  });
  if (params.get('response_type') !== 'code') return refuse('unsupported_response_type');
  // The app always sends a state (RFC 9700 2.1 / 4.7): the demo insists on it.
  if (!state) return refuse('invalid_request');
  if (params.get('scope') !== 'ekonto.user') return refuse('invalid_scope');
  // PKCE is required of public clients (RFC 9700 2.1.1); only S256 is accepted (RFC 7636 4.4.1).
  const challenge = params.get('code_challenge') ?? '';
  if (params.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(challenge))
    return refuse('invalid_request');
  return { page: chooseUserPage(redirectUri, state, challenge, language) };
}

const main = document.getElementById('demo-sso');
if (main) {
  const outcome = outcomeFor(new URLSearchParams(window.location.search));
  if ('redirect' in outcome) {
    window.location.replace(outcome.redirect);
  } else {
    document.documentElement.lang = pageLanguage(new URLSearchParams(window.location.search));
    document.title = outcome.page.title;
    main.replaceChildren();
    outcome.page.build(main);
  }
}
