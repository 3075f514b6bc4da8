/**
 * PKCE (RFC 7636, required of public clients by RFC 9700 2.1.1): a fresh random verifier per
 * sign-in, kept beside the one-time state value; the sign-on gets only its S256 challenge, and
 * the code exchange sends the verifier, so a leaked code is useless without it.
 */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes as base64url: 43 characters of the unreserved set (RFC 7636 4.1). */
export function createCodeVerifier(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return base64Url(bytes);
}

/** code_challenge = BASE64URL(SHA256(ASCII(code_verifier))) (RFC 7636 4.2, method S256). */
export async function s256Challenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}
