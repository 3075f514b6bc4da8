import { s256Challenge } from '@/shared/session/pkce';
import { demoSignInCode } from '@/mocks/db/users';

/** A fixed PKCE verifier for tests (43 unreserved characters, RFC 7636 4.1). */
export const testCodeVerifier = 'test-verifier-0123456789-abcdefghijklmnopqrst';

/** A demo sign-on code as the demo sign-on page issues it: bound to a redirect_uri and a challenge. */
export async function issuedSignInCode(
  userId: string,
  redirectUri: string,
  verifier: string = testCodeVerifier,
): Promise<string> {
  return demoSignInCode(userId, { redirectUri, codeChallenge: await s256Challenge(verifier) });
}
