import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { baseApi } from './base-api';
import { loadHttpClient } from './http-client-loader';
import type * as Loader from './http-client-loader';
import { connectStore } from './store-access';

// The HTTP client's chunk, failing as a dropped download does (WebKit cancels a page's downloads
// when a navigation starts), then loading as it should.
vi.mock('./http-client-loader', async (importActual) => {
  const actual = await importActual<typeof Loader>();
  return { loadHttpClient: vi.fn(actual.loadHttpClient) };
});

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => ({ url: '/app/probe' }) }),
  }),
});

describe('the HTTP client that did not load', () => {
  it('fails the read as no answer (never a crash on undefined), and Try again loads it', async () => {
    server.use(mock.get(api('/app/probe'), () => HttpResponse.json({ ok: true })));
    vi.mocked(loadHttpClient).mockRejectedValueOnce(
      new TypeError('Importing a module script failed.'),
    );
    const store = makeStore();
    connectStore(store);
    const first = await store.dispatch(probeApi.endpoints.probe.initiate());
    expect(first.error).toEqual({
      status: 'NETWORK',
      data: 'TypeError: Importing a module script failed.',
    });
    const again = await store.dispatch(
      probeApi.endpoints.probe.initiate(undefined, { forceRefetch: true }),
    );
    expect(again.data).toEqual({ ok: true });
  });
});
