import { cleanup, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { HttpResponse, type RequestHandler } from 'msw';
import { expect } from 'vitest';
import { server } from '@/mocks/node';
import { propertyParameters, type Answer } from './contract-arbitrary';

/**
 * A screen walked on every generated answer (docs/testing.md, "Every answer the contract
 * allows"): for each draw of `arbitraries` the handlers `answering` makes are in place while
 * `walk` renders and checks the screen, then the screen is unmounted, the handlers dropped and
 * the storage emptied, so no answer leaks into the next one. The assertions stay in each screen's own test.
 */
type Drawn<Arbitraries extends fc.Arbitrary<unknown>[]> = {
  [K in keyof Arbitraries]: Arbitraries[K] extends fc.Arbitrary<infer T> ? T : never;
};

export async function onEveryAnswer<Arbitraries extends fc.Arbitrary<unknown>[]>(
  arbitraries: [...Arbitraries],
  answering: (...answers: Drawn<Arbitraries>) => RequestHandler[],
  walk: (...answers: Drawn<Arbitraries>) => Promise<void>,
): Promise<void> {
  const drawn = fc.tuple(...arbitraries) as unknown as fc.Arbitrary<Drawn<Arbitraries>>;
  await fc.assert(
    fc.asyncProperty(drawn, async (answers) => {
      server.use(...answering(...answers));
      try {
        await walk(...answers);
      } finally {
        cleanup();
        server.resetHandlers();
        // As a new page: no draft or session of the answer before.
        window.sessionStorage.clear();
        window.localStorage.clear();
      }
    }),
    propertyParameters,
  );
}

/**
 * Waits until the screen no longer says it is loading. The first answer of a file also loads the
 * screen's code and texts: on a two-core machine under a load of 20 that alone took over 10 s,
 * so the wait is long; a screen that does settle ends it at once, one that loads forever fails.
 */
export async function untilLoaded(): Promise<void> {
  await waitFor(() => expect(screen.queryByText(/loading/i)).toBeNull(), { timeout: 30_000 });
}

/** An MSW resolver that gives a drawn answer: its status and its body. */
export const replyWith = (answer: Answer) => () =>
  HttpResponse.json(answer.body as object, { status: answer.status });
