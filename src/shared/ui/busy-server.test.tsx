import { screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { baseApi } from '@/shared/api/base-api';
import { renderWithProviders } from '@/testing/test-utils';
import { QueryState } from './query-state';

const pricesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    busyPrices: build.query<{ ok: boolean }, void>({
      query: () => ({ url: '/app/busy-prices' }),
    }),
  }),
});

function Prices() {
  const prices = pricesApi.useBusyPricesQuery();
  return (
    <QueryState queries={[prices]} what="prices">
      {() => <p>Prices loaded</p>}
    </QueryState>
  );
}

function answer(...responses: (() => Response)[]) {
  let call = 0;
  server.use(
    mock.get(api('/app/busy-prices'), () => {
      const next = responses[Math.min(call++, responses.length - 1)];
      return next ? next() : HttpResponse.json({ ok: true });
    }),
  );
}

const busy = (status: number, retryAfter: string) => () =>
  HttpResponse.json({}, { status, headers: { 'Retry-After': retryAfter } });

describe('a busy service (429/503)', () => {
  it.each([
    ['en', /^the service is busy: many people are using it right now/i],
    ['pl', /^serwis jest teraz przeciążony: korzysta z niego wiele osób/i],
  ] as const)('says so in %s when it will not be asked again soon', async (language, message) => {
    answer(busy(503, '600'));
    renderWithProviders(<Prices />, { language });
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByText(/server ran into a problem|wystąpił problem/i)).toBeNull();
  });

  it.each([
    ['en', 'The service is busy. Trying again in 2 seconds…'],
    ['pl', 'Serwis jest przeciążony. Ponowna próba za 2 sekundy…'],
  ] as const)(
    'says in %s when it tries again, then shows the data',
    async (language, waiting) => {
      // No spread after the server's 2 s (base-api-busy.test.ts covers it): the wait said is 2 s.
      vi.spyOn(Math, 'random').mockReturnValue(0);
      answer(busy(429, '2'), () => HttpResponse.json({ ok: true }));
      renderWithProviders(<Prices />, { language });
      expect(await screen.findByText(waiting)).toBeVisible();
      expect(await screen.findByText('Prices loaded', {}, { timeout: 5000 })).toBeVisible();
      expect(screen.queryByText(waiting)).toBeNull();
    },
    10_000,
  );

  it('uses the Polish plural forms for the wait', async () => {
    const { i18n } = renderWithProviders(<p />, { language: 'pl' });
    const say = (count: number) => i18n.t('common:busyRetry.waiting', { count });
    expect(say(1)).toMatch(/za 1 sekundę…$/);
    expect(say(3)).toMatch(/za 3 sekundy…$/);
    expect(say(5)).toMatch(/za 5 sekund…$/);
    expect(say(22)).toMatch(/za 22 sekundy…$/);
    expect(say(12)).toMatch(/za 12 sekund…$/);
  });
});
