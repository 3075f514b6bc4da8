import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { connectStore } from '@/shared/api/store-access';
import { dictionariesApi } from './api';

// A foreigner registers by choosing a country and an identity document type: an empty list of
// either (the contract's minItems 1) is a failed read the form says with a retry, not a select
// with nothing to choose (found by registration-answers.property.test.tsx, issue 23).

describe('the lists a form cannot be completed without', () => {
  it.each([
    ['countries', 'countries'],
    ['document types', 'documentTypes'],
  ] as const)('an empty list of %s is a failed read', async (_name, endpoint) => {
    const path = endpoint === 'countries' ? 'countries' : 'document-types';
    server.use(http.get(api(`/app/dictionaries/${path}`), () => HttpResponse.json([])));
    const store = makeStore();
    connectStore(store);
    const request = store.dispatch(dictionariesApi.endpoints[endpoint].initiate());
    const result = await request;
    request.unsubscribe();
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 'BAD_RESPONSE' });
  });

  it('the universities may be empty: "Other" is always there to choose', async () => {
    server.use(http.get(api('/app/dictionaries/universities'), () => HttpResponse.json([])));
    const store = makeStore();
    connectStore(store);
    const request = store.dispatch(dictionariesApi.endpoints.universities.initiate());
    const result = await request;
    request.unsubscribe();
    expect(result.data).toEqual([]);
  });
});
