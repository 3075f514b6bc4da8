import { createTable } from './table';
import type { Wording } from '../wording';

/** The demo users every area seeds its data for (fixed convention, see docs/api.md). */
export type DemoUser = {
  userId: string;
  login: string;
  firstName: string;
  lastName: string;
  /** What the demo sign-on page says about this person's data, in its language. */
  description: Wording;
};

export const demoUsers: readonly DemoUser[] = [
  {
    userId: '1001',
    login: 'jkowalski',
    firstName: 'Jan',
    lastName: 'Kowalski',
    description: {
      en: 'Resident with full data, an active internet connection and fees over several years.',
      pl: 'Mieszkaniec z pełnymi danymi, aktywnym połączeniem internetowym i opłatami z kilku lat.',
    },
  },
  {
    userId: '1002',
    login: 'anowak',
    firstName: 'Anna',
    lastName: 'Nowak',
    description: {
      en: 'Resident without an active internet connection, with an overpayment balance.',
      pl: 'Mieszkanka bez aktywnego połączenia internetowego, z nadpłatą.',
    },
  },
  {
    userId: '1003',
    login: 'pzielinski',
    firstName: 'Piotr',
    lastName: 'Zieliński',
    description: {
      en: 'Doctoral student with about 1,000 entries of fee history.',
      pl: 'Doktorant z historią opłat liczącą około 1000 wpisów.',
    },
  },
];

export function findDemoUser(userId: string | null): DemoUser | undefined {
  return demoUsers.find((user) => user.userId === userId);
}

/**
 * Sign-in codes: `demo-code.<userId>.<random>`, made by the demo sign-on page. The demo API
 * remembers used codes and revoked tokens for the browser session, like a real server would.
 */
export const usedSignInCodes = createTable<string[]>('auth-used-codes', () => []);
export const revokedTokens = createTable<string[]>('auth-revoked-tokens', () => []);

/**
 * What the demo sign-on remembers of each code it issued, as a compliant authorization server
 * must (RFC 6749 4.1.3, RFC 7636 4.4): the redirect_uri and the PKCE S256 challenge.
 */
export type IssuedSignInCode = { code: string; redirectUri: string; codeChallenge: string };
export const issuedSignInCodes = createTable<IssuedSignInCode[]>('auth-issued-codes', () => []);

export function demoSignInCode(
  userId: string,
  binding: { redirectUri: string; codeChallenge: string },
): string {
  const code = `demo-code.${userId}.${Math.random().toString(36).slice(2, 12)}`;
  issuedSignInCodes.update((codes) => [...codes, { code, ...binding }]);
  return code;
}

export function issuedSignInCode(code: string): IssuedSignInCode | undefined {
  return issuedSignInCodes.get().find((issued) => issued.code === code);
}

export function userIdFromSignInCode(code: string): string | null {
  return /^demo-code\.(\d+)\.[a-z0-9]+$/.exec(code)?.[1] ?? null;
}
