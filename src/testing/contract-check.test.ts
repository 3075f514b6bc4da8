import { describe, expect, it } from 'vitest';
import { api } from '@/mocks/api-url';
import { validRegistrationForm } from '@/testing/registration-form-data';
import { checkRequest, checkResponse, orderProblems } from './contract-check';

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

describe('the request check', () => {
  const multipart = (patch: Record<string, string | null> = {}) => {
    const form = validRegistrationForm();
    for (const [name, value] of Object.entries(patch)) {
      if (value === null) form.delete(name);
      else form.set(name, value);
    }
    return new Request(api('/app/form/post'), { method: 'POST', body: form });
  };

  it('accepts the registration post the demo API accepts', async () => {
    expect(await checkRequest(multipart())).toEqual([]);
  });

  it('reports a multipart post without a required part, or with a wrong value', async () => {
    expect((await checkRequest(multipart({ emergencyPhone: null }))).join()).toMatch(
      /required property 'emergencyPhone'/,
    );
    expect((await checkRequest(multipart({ foreigner: 'yes' }))).join()).toMatch(
      /body\/foreigner must be equal to one of the allowed values/,
    );
    // The conditional parts: a Polish citizen sends a PESEL.
    expect((await checkRequest(multipart({ pesel: null }))).join()).toMatch(
      /required property 'pesel'/,
    );
  });

  it('reports an end before its start, which JSON Schema cannot say', async () => {
    expect((await checkRequest(multipart({ endDate: '2026-09-30' }))).join()).toMatch(
      /endDate 2026-09-30 is before startDate 2026-10-01/,
    );
  });

  it('reports a JSON body, a path parameter and a content type that break the contract', async () => {
    const put = (body: string, type = 'application/json') =>
      new Request(api('/app/panel/arrival-time'), {
        method: 'PUT',
        body,
        headers: { 'Content-Type': type },
      });
    expect(await checkRequest(put('{"arrivalTime":"2026-10-01T12:00:00Z"}'))).toEqual([]);
    expect((await checkRequest(put('{"arrivalTime":null}'))).join()).toMatch(/must be string/);
    expect((await checkRequest(put('arrivalTime=x', 'text/plain'))).join()).toMatch(
      /content type text\/plain not documented/,
    );
    const guest = new Request(api('/app/guest/not-a-uuid'));
    expect((await checkRequest(guest)).join()).toMatch(/path uuid must match format "uuid"/);
    const query = new Request(api('/app/periods?code=123'));
    expect((await checkRequest(query)).join()).toMatch(/query code not in the contract/);
  });
});

describe('the order check', () => {
  it('finds an end before its start at any depth, and a maximum below the minimum', () => {
    expect(
      orderProblems([
        { reservation: { dateFrom: '2026-10-02', dateTo: '2026-10-01' } },
        { minStudentPrice: 900, maxStudentPrice: 800 },
        { periodFrom: '2026-10-01', periodTo: '2026-10-01' },
      ]),
    ).toEqual([
      '/0/reservation/dateTo 2026-10-01 is before dateFrom 2026-10-02',
      '/1/maxStudentPrice 800 is below minStudentPrice 900',
    ]);
  });

  // Found by the main page's property test (issue 23): "open now (8 Dec 2024 – 30 Mar 2026)".
  it('finds an application period open outside its dates, or closed within them', () => {
    const day = 24 * 3600 * 1000;
    const at = (days: number) => new Date(Date.now() + days * day).toISOString();
    expect(
      orderProblems([
        { group: 'students', open: true, from: at(-30), to: at(-1) },
        { group: 'doctoral', open: false, from: at(-1), to: at(30) },
        { group: 'polishStudents', open: true, from: at(-1), to: at(30) },
        { group: 'foreignStudents', open: false, from: at(1), to: at(30) },
        { group: 'students', open: true, from: null, to: null },
      ]).map((problem) => problem.split(' ')[0]),
    ).toEqual(['/0/open', '/1/open']);
  });
});

// What the property-based screen tests (issue 23) found the contract allowing; each is refused now.
describe('answers the contract refuses', () => {
  const get = (path: string) => new Request(api(path));
  const document = {
    id: 'd1',
    kind: 'annex',
    number: 'A/2026/1',
    state: 'awaitingHead',
    periodFrom: '2026-10-01',
    periodTo: '2027-06-30',
    signedAt: null,
    fileName: 'annex-A-2026-1.pdf',
  };
  const archived = { ...document, state: 'annexed', dorm: 'DS Akademik' };
  delete (archived as Partial<typeof document>).signedAt;
  delete (archived as Partial<typeof document>).fileName;

  it.each([
    ['a balance to pay of nothing', { amount: 0, kind: 'toPay' }],
    ['an overpayment of nothing', { amount: 0, kind: 'overpayment' }],
    ['a settled balance with an amount', { amount: 12.5, kind: 'settled' }],
  ])('%s', async (_name, balance) => {
    expect(await checkResponse(get('/app/panel/fees/balance'), json(balance))).not.toEqual([]);
    expect(
      await checkResponse(get('/app/panel/fees/balance'), json({ amount: 0.01, kind: 'toPay' })),
    ).toEqual([]);
  });

  it('a document in the other kind’s state, and one without an id for its paths', async () => {
    const documents = get('/app/panel/documents');
    expect(await checkResponse(documents, json([document]))).toEqual([]);
    expect(await checkResponse(documents, json([{ ...document, state: 'sent' }]))).not.toEqual([]);
    expect(
      await checkResponse(documents, json([{ ...document, kind: 'declaration' }])),
    ).not.toEqual([]);
    expect(await checkResponse(documents, json([{ ...document, id: '' }]))).not.toEqual([]);
  });

  it('an archived declaration annexed, or an annex concluded', async () => {
    const archive = get('/app/panel/applications');
    expect(await checkResponse(archive, json([archived]))).toEqual([]);
    expect(await checkResponse(archive, json([{ ...archived, kind: 'declaration' }]))).not.toEqual(
      [],
    );
    expect(await checkResponse(archive, json([{ ...archived, state: 'concluded' }]))).not.toEqual(
      [],
    );
  });

  it('a sign answered with the document still to sign', async () => {
    const sign = new Request(api('/app/panel/documents/d1/sign'), { method: 'POST' });
    expect(await checkResponse(sign, json(document))).toEqual([]);
    expect(await checkResponse(sign, json({ ...document, state: 'toSign' }))).not.toEqual([]);
    expect(await checkResponse(sign, json({ ...document, state: 'annexed' }))).not.toEqual([]);
  });

  it('a MAC sent answered with no address pending', async () => {
    const send = new Request(api('/app/panel/network/mac'), { method: 'POST' });
    const allocation = { active: true, dorm: 'DS Riviera', room: '101', socket: 'A1', mac: null };
    const pendingMac = { mac: '3c:52:82:1a:4f:91', requestedAt: '2026-10-01T09:00:00Z' };
    expect(await checkResponse(send, json({ ...allocation, pendingMac }, 202))).toEqual([]);
    expect(await checkResponse(send, json({ ...allocation, pendingMac: null }, 202))).not.toEqual(
      [],
    );
  });
});
