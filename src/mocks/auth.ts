/**
 * Demo access tokens: `demo.<userId>.<nonce>`. Opaque to the client, readable by the demo
 * handlers, so every panel handler can tell whose data to serve (or answer 401).
 */
export function issueAccessToken(userId: string): string {
  return `demo.${userId}.${Math.random().toString(36).slice(2, 10)}`;
}

export function userIdFromRequest(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer demo\.([\w-]+)\.[\w]+$/.exec(header);
  return match?.[1] ?? null;
}
