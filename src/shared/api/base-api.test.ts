import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { selectErrorDialog } from '@/shared/api/dialog-slice';
import { baseApi, badResponseReason, isUnexpectedShape } from './base-api';
import { loadHttpClient } from './http-client-loader';
import { connectStore } from './store-access';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => ({ url: '/app/probe' }) }),
    probeWrite: build.mutation<unknown, void>({
      query: () => ({ url: '/app/probe', method: 'POST' }),
    }),
    probeFireAndForget: build.mutation<unknown, void>({
      query: () => ({ url: '/app/probe', method: 'POST', emptyBodyOk: true }),
    }),
  }),
});

function storeWithApi() {
  const store = makeStore();
  connectStore(store);
  return store;
}

describe('badResponseReason', () => {
  const json = 'application/json';
  it.each([
    [{}, { status: 200, data: '', contentType: json }, 'empty body'],
    [{}, { status: 200, data: '{"broken', contentType: json }, 'malformed JSON'],
    [{}, { status: 200, data: { ok: true }, contentType: json }, null],
    [{}, { status: 200, data: null, contentType: json }, 'empty body'],
    [{}, { status: 200, data: '<html>proxy</html>', contentType: 'text/html' }, 'not JSON'],
    [{}, { status: 204, data: '', contentType: '' }, null],
    [{ method: 'POST' }, { status: 200, data: '', contentType: json }, 'empty body'],
    [{ method: 'POST' }, { status: 201, data: '', contentType: '' }, 'empty body'],
    [{ method: 'POST' }, { status: 200, data: '{"uuid":', contentType: json }, 'malformed JSON'],
    [{ method: 'POST', emptyBodyOk: true }, { status: 201, data: '', contentType: '' }, null],
    [
      { isExpected: Array.isArray },
      { status: 200, data: {}, contentType: json },
      'unexpected shape',
    ],
    [{ isExpected: Array.isArray }, { status: 200, data: [], contentType: json }, null],
    [
      { responseType: 'blob' as const },
      { status: 200, data: '', contentType: 'application/pdf' },
      null,
    ],
  ])('%o %o -> %s', (request, response, expected) => {
    expect(badResponseReason(request, response)).toBe(expected);
  });
});

describe('isUnexpectedShape', () => {
  // Only an answer that was read names what the API said; an empty or unreadable one may be a
  // proxy's page, so it is not "the API answered otherwise" (the MAC save relies on this).
  it.each([
    [{ status: 'BAD_RESPONSE', data: 'unexpected shape' }, true],
    [{ status: 'BAD_RESPONSE', data: 'empty body' }, false],
    [{ status: 'BAD_RESPONSE', data: 'not JSON' }, false],
    [{ status: 'BAD_RESPONSE', data: 'malformed JSON' }, false],
    [{ status: 500, data: 'unexpected shape' }, false],
    ['unexpected shape', false],
  ])('%o -> %s', (error, expected) => {
    expect(isUnexpectedShape(error)).toBe(expected);
  });
});

describe('base query with bodies that are not the promised JSON', () => {
  it('turns malformed JSON into a BAD_RESPONSE error instead of data', async () => {
    server.use(
      mock.get(
        api('/app/probe'),
        () =>
          new HttpResponse('{"periods": [1,', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const store = storeWithApi();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({ status: 'BAD_RESPONSE', data: 'malformed JSON' });
    expect(selectErrorDialog(store.getState())).toBeNull();
  });

  it('turns an empty body into an error for reads and writes alike, unless it may be empty', async () => {
    server.use(
      mock.get(api('/app/probe'), () => new HttpResponse(null, { status: 200 })),
      mock.post(api('/app/probe'), () => new HttpResponse(null, { status: 200 })),
    );
    const store = storeWithApi();
    const read = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(read.error).toEqual({ status: 'BAD_RESPONSE', data: 'empty body' });
    const write = await store.dispatch(probeApi.endpoints.probeWrite.initiate());
    expect('error' in write && write.error).toEqual({ status: 'BAD_RESPONSE', data: 'empty body' });
    expect('data' in write).toBe(false);
    const marked = await store.dispatch(probeApi.endpoints.probeFireAndForget.initiate());
    expect('error' in marked).toBe(false);
  });

  it('accepts an empty 204 on a write', async () => {
    server.use(mock.post(api('/app/probe'), () => new HttpResponse(null, { status: 204 })));
    const store = storeWithApi();
    const write = await store.dispatch(probeApi.endpoints.probeWrite.initiate());
    expect('error' in write).toBe(false);
  });

  it('does not send its own options (emptyBodyOk, isExpected) to axios', async () => {
    const { http } = await loadHttpClient();
    const request = vi.spyOn(http, 'request');
    server.use(mock.post(api('/app/probe'), () => new HttpResponse(null, { status: 204 })));
    await storeWithApi().dispatch(probeApi.endpoints.probeFireAndForget.initiate());
    expect(request.mock.calls[0]?.[0]).not.toHaveProperty('emptyBodyOk');
    request.mockRestore();
  });
});
