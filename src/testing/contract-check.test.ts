import { describe, expect, it } from 'vitest';
import { api } from '@/mocks/api-url';
import { checkResponse } from './contract-check';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the contract check itself', () => {
  it('accepts a response that matches the contract', async () => {
    const request = new Request(api('/app/auth/token'), { method: 'POST' });
    const body = {
      access_token: 'demo.1001.x',
      token_type: 'Bearer',
      login: 'jkowalski',
      userId: '1001',
    };
    expect(await checkResponse(request, json(body))).toEqual([]);
  });

  it('reports a body that breaks the schema', async () => {
    const request = new Request(api('/app/auth/token'), { method: 'POST' });
    const problems = await checkResponse(
      request,
      json({ access_token: 'x', token_type: 'Bearer' }),
    );
    expect(problems.join('\n')).toMatch(/must have required property 'login'/);
  });

  it('reports an undocumented status, operation and content type', async () => {
    const logout = new Request(api('/app/logout'));
    expect((await checkResponse(logout, new Response(null, { status: 418 }))).join()).toMatch(
      /status not documented/,
    );
    const unknown = new Request(api('/app/no-such-thing'));
    expect((await checkResponse(unknown, json({}))).join()).toMatch(/no such operation/);
    const text = new Response('hello', { status: 204, headers: { 'Content-Type': 'text/plain' } });
    expect((await checkResponse(logout, text)).join()).toMatch(/documents none/);
  });

  it('validates the shared error bodies ({errors:[{msg,param}]})', async () => {
    const request = new Request(api('/app/auth/token'), { method: 'POST' });
    expect(
      await checkResponse(request, json({ errors: [{ msg: 'x', param: 'code' }] }, 400)),
    ).toEqual([]);
    expect(
      (await checkResponse(request, json({ errors: [{ message: 'x' }] }, 400))).join(),
    ).toMatch(/msg/);
  });
});
