/**
 * The demo university sign-on (demo and dev builds only). It plays both services the app leaves
 * for: the authorization endpoint (pick a demo user, come back to `<redirect_uri>?code=&state=`
 * exactly as the real one would, so the app's real sign-in code runs) and the central logout
 * (`?action=logout&system=...`: a "signed out" page with a link back).
 */
import { environments } from '@/shared/config/environments';
import { demoSignInCode, demoUsers } from '../db/users';
import './demo-sso.css';

type Page = { title: string; build: (main: HTMLElement) => void };

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
 * text for the client, here with markup on purpose) and the `state`, in the query component.
 */
export function errorAddress(redirectUri: string, error: string, state: string | null): string {
  const url = new URL(redirectUri);
  url.searchParams.append('error', error);
  url.searchParams.append('error_description', `<b>Demo sign-on:</b> ${error.replace(/_/g, ' ')}`);
  if (state) url.searchParams.append('state', state);
  return url.href;
}

function signedOutPage(system: string | null): Page {
  return {
    title: 'Signed out',
    build(main) {
      main.append(
        element('h1', 'You have been signed out'),
        element(
          'p',
          `The central login service ended your session${system ? ` for “${system}”` : ''}.`,
        ),
      );
      const link = element('a', 'Back to the student dormitories portal', 'demo-sso__link');
      link.href = appHome();
      main.append(link);
    },
  };
}

function errorPage(message: string): Page {
  return {
    title: 'Sign-on error',
    build(main) {
      main.append(element('h1', 'Sign-on error'), element('p', message));
      const link = element('a', 'Back to the student dormitories portal', 'demo-sso__link');
      link.href = appHome();
      main.append(link);
    },
  };
}

function chooseUserPage(
  redirectUri: string,
  state: string,
  clientId: string,
  codeChallenge: string,
): Page {
  return {
    title: 'Demo single sign-on',
    build(main) {
      main.append(
        element('h1', 'Demo single sign-on'),
        element(
          'p',
          'This page stands in for the university login in the demo. Choose who you are; no password is needed.',
          'demo-sso__note',
        ),
        element(
          'p',
          `Application: ${clientId}. Access requested: your university account (ekonto.user).`,
        ),
      );
      const list = element('ul', undefined, 'demo-sso__users');
      for (const user of demoUsers) {
        const item = element('li');
        const button = element('button');
        button.type = 'button';
        button.append(
          element('strong', `Sign in as ${user.login}`),
          document.createTextNode(` (${user.firstName} ${user.lastName})`),
          element('small', user.description),
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
      const cancel = element('button', 'Cancel and go back to the portal', 'demo-sso__link');
      cancel.type = 'button';
      cancel.addEventListener('click', () => {
        window.location.assign(errorAddress(redirectUri, 'access_denied', state));
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
export function outcomeFor(params: URLSearchParams): Outcome {
  if (params.get('action') === 'logout') return { page: signedOutPage(params.get('system')) };
  // An unknown client is told to the person, never redirected (RFC 6749 4.1.2.1).
  if (params.get('client_id') !== registeredClient().clientId)
    return { page: errorPage('The client_id is missing or unknown.') };
  const redirectUri = safeRedirectUri(params.get('redirect_uri'));
  if (!redirectUri) return { page: errorPage('The redirect_uri is missing or not allowed.') };
  const state = params.get('state');
  const refuse = (error: string): Outcome => ({
    redirect: errorAddress(redirectUri, error, state),
  });
  if (params.get('response_type') !== 'code') return refuse('unsupported_response_type');
  // The app always sends a state (RFC 9700 2.1 / 4.7): the demo insists on it.
  if (!state) return refuse('invalid_request');
  if (params.get('scope') !== 'ekonto.user') return refuse('invalid_scope');
  // PKCE is required of public clients (RFC 9700 2.1.1); only S256 is accepted (RFC 7636 4.4.1).
  const challenge = params.get('code_challenge') ?? '';
  if (params.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(challenge))
    return refuse('invalid_request');
  return { page: chooseUserPage(redirectUri, state, params.get('client_id') ?? '', challenge) };
}

const main = document.getElementById('demo-sso');
if (main) {
  const outcome = outcomeFor(new URLSearchParams(window.location.search));
  if ('redirect' in outcome) {
    window.location.replace(outcome.redirect);
  } else {
    document.title = `${outcome.page.title} (demo)`;
    main.replaceChildren();
    outcome.page.build(main);
  }
}
