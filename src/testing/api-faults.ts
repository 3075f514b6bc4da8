import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { http as mock, HttpResponse } from 'msw';
import { expect, onTestFinished } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { http } from '@/shared/api/http-client';

/** The ways a request can fail, as a person meets them. */
export const apiFaults = [
  'offline',
  'timeout',
  'server',
  'empty',
  'malformed',
  'wrongShape',
] as const;
/**
 * The server refuses and says why (product.md §8): a 422 with a bare validation list
 * (`[{ msg }]`), or a 400 with plain text. The person gets the screen's sentence and then these
 * words, the list's items each ending with a full stop.
 */
export const serverRefusals = ['refusedList', 'refusedText'] as const;
export type ServerRefusal = (typeof serverRefusals)[number];
export type ApiFault = (typeof apiFaults)[number] | ServerRefusal;

export const isServerRefusal = (fault: ApiFault): fault is ServerRefusal =>
  (serverRefusals as readonly string[]).includes(fault);

/** What the server sends in each refusal, and what the person reads of it (not translated). */
export const refusalSaid: Record<
  ServerRefusal,
  { body: { msg: string }[] | string; shown: string }
> = {
  refusedList: {
    body: [{ msg: 'The office is closed today' }],
    shown: 'The office is closed today.',
  },
  refusedText: { body: 'Biuro jest dziś nieczynne', shown: 'Biuro jest dziś nieczynne' },
};

/** The sentence each fault shows (common:apiFailure), exactly, in both languages. */
export const apiFaultSentences: Record<'en' | 'pl', Record<ApiFault, string>> = {
  en: {
    offline: 'The server could not be reached. Check your internet connection and try again.',
    timeout: 'The server did not answer in time. Try again in a moment.',
    server:
      'The server ran into a problem. Try again in a moment; if it keeps happening, contact the Student Housing Office.',
    empty: "The server's answer could not be read. Try again in a moment.",
    malformed: "The server's answer could not be read. Try again in a moment.",
    wrongShape: "The server's answer could not be read. Try again in a moment.",
    refusedList:
      'The server did not accept the request. Try again; if it keeps happening, contact the Student Housing Office.',
    refusedText:
      'The server did not accept the request. Try again; if it keeps happening, contact the Student Housing Office.',
  },
  pl: {
    offline:
      'Nie udało się połączyć z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
    timeout: 'Serwer nie odpowiedział na czas. Spróbuj ponownie za chwilę.',
    server:
      'Na serwerze wystąpił problem. Spróbuj ponownie za chwilę; jeśli problem się powtarza, skontaktuj się z Działem Spraw Bytowych.',
    empty: 'Nie udało się odczytać odpowiedzi serwera. Spróbuj ponownie za chwilę.',
    malformed: 'Nie udało się odczytać odpowiedzi serwera. Spróbuj ponownie za chwilę.',
    wrongShape: 'Nie udało się odczytać odpowiedzi serwera. Spróbuj ponownie za chwilę.',
    refusedList:
      'Serwer nie przyjął żądania. Spróbuj ponownie; jeśli problem się powtarza, skontaktuj się z Działem Spraw Bytowych.',
    refusedText:
      'Serwer nie przyjął żądania. Spróbuj ponownie; jeśli problem się powtarza, skontaktuj się z Działem Spraw Bytowych.',
  },
};

/** The words that introduce the server's own messages under a screen's sentence. */
export const serverMessagesLead: Record<'en' | 'pl', string> = {
  en: "The server's message:",
  pl: 'Komunikat serwera:',
};

/** Raw codes that must never reach the screen (anywhere on it; a status only in a message). */
export const rawErrorCodes = /NETWORK|TIMEOUT|BAD_RESPONSE|ECONNABORTED|\((error|błąd)\b/;
export const rawStatus = /\b[45]\d\d\b/;

const json = { 'Content-Type': 'application/json' };

/**
 * Makes `method path` (an MSW path under the API base, e.g. '/app/guest/:uuid/verify', or with a
 * `*` wildcard) fail the
 * given way until the returned function heals it, or the test ends. A time-out is played by
 * axios's own error, because the test server's XMLHttpRequest ignores time-outs.
 */
export function failRequests(
  fault: ApiFault,
  method: 'get' | 'post' | 'put',
  path: string,
  /** A refusal's status, where the screen reads the default (422 list, 400 text) otherwise. */
  refusalStatus?: number,
): () => void {
  if (fault === 'timeout') {
    const pattern = new RegExp(`${path.replace(/:\w+/g, '[^/]+').replace(/\*/g, '.*')}$`);
    const id = http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
      if (config.method === method && pattern.test(config.url ?? ''))
        config.adapter = (timed) =>
          Promise.reject(new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED', timed));
      return config;
    });
    const heal = () => http.interceptors.request.eject(id);
    onTestFinished(heal);
    return heal;
  }
  const answer = {
    offline: () => HttpResponse.error(),
    server: () =>
      HttpResponse.json({ errors: [{ msg: 'Internal error', param: '' }] }, { status: 500 }),
    empty: () => new HttpResponse(null, { status: 200, headers: json }),
    malformed: () => new HttpResponse('{"uuid": "6f1c', { status: 200, headers: json }),
    // Well-formed JSON that is not what the contract promises.
    wrongShape: () => HttpResponse.json({ ok: true }),
    refusedList: () =>
      HttpResponse.json(refusalSaid.refusedList.body, { status: refusalStatus ?? 422 }),
    refusedText: () =>
      HttpResponse.text(String(refusalSaid.refusedText.body), { status: refusalStatus ?? 400 }),
  }[fault];
  server.use(mock[method](api(path), answer));
  return () => server.resetHandlers();
}

/**
 * GET `path` fails with a 500 every time, and each call after the first waits for `release()`:
 * a Try again stays in flight while the test looks at the screen. `calls()` counts the calls.
 */
export function failAndHoldRetries(path: string): { release: () => void; calls: () => number } {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  server.use(
    mock.get(api(path), async () => {
      calls += 1;
      if (calls > 1) await held;
      return HttpResponse.json({ errors: [{ msg: 'Internal error', param: '' }] }, { status: 500 });
    }),
  );
  return { release: () => release(), calls: () => calls };
}

/**
 * Presses the failure alert's Try again while the retry is held (failAndHoldRetries): the button
 * is busy and keeps focus, and no `loading` text takes the alert's place; released (and failed
 * again), it is idle and still focused, the alert says `failure`, and the server was asked twice.
 */
export async function expectTryAgainHeld(
  user: UserEvent,
  alert: HTMLElement,
  held: ReturnType<typeof failAndHoldRetries>,
  { loading, failure }: { loading: string; failure: string },
): Promise<void> {
  const retry = within(alert).getByRole('button', { name: 'Try again' });
  await user.click(retry);
  // Held, the button stays busy until release(): waiting for the re-render is not waiting out the
  // request (it failed here once, read before React rendered).
  await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
  expect(retry).toHaveFocus();
  expect(screen.queryByText(loading)).not.toBeInTheDocument();
  held.release();
  await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'));
  expect(retry).toHaveFocus();
  expect(alert).toHaveTextContent(failure);
  expect(held.calls()).toBe(2);
}

/** An item of the API's error list, as the server sends it. */
export type ServerError = { msg: string; param: string; code?: string };

/** Makes `method path` answer `status` with the error list `errors`, until the test ends. */
export function answerErrors(
  method: 'get' | 'post' | 'put',
  path: string,
  status: number,
  errors: ServerError[],
): void {
  server.use(mock[method](api(path), () => HttpResponse.json({ errors }, { status })));
}
