// Own worker: the Sentry SDK patches fetch, XMLHttpRequest, history and console for good.
import * as Sentry from '@sentry/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/mocks/api-url';
import { server } from '@/mocks/node';
import { http } from '@/shared/api/http-client';
import { connectStore } from '@/shared/api/store-access';
import { setErrorReporter } from '@/shared/lib/error-reporting';
import { signedIn } from '@/shared/session/account-slice';
import { guestIdentified, guestUuidSaved } from '@/shared/session/guest-slice';
import { startSentry } from './sentry';
import { makeStore } from './store';

const personal = {
  pesel: '44051401359',
  iban: 'PL61109010140000071219812874',
  nrb: '61 1090 1014 0000 0712 1981 2874',
  idCard: 'ABA300000',
  passport: 'CC7999486',
  guestJwt: 'eyJhbGciOiJIUzI1NiJ9.eyJ1dWlkIjoiMGQ2YyJ9.c2lnbmF0dXJlLXZhbHVl',
  accessToken: 'demo.1001.k3j4h5g6',
  guestUuid: '0d6c1c9e-6c0e-4a53-9d55-4d2f1c1c7a10',
  reservationId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  hotelCode: '482913',
  email: 'jan.kowalski@student.uczelnia.edu.pl',
  firstName: 'Grzegorz',
};

/** Every envelope the SDK would send, as text, caught by a transport that sends nothing. */
function capturingTransport(sent: string[]) {
  return (options: Parameters<typeof Sentry.createTransport>[0]) =>
    Sentry.createTransport(options, async (request) => {
      const body = request.body;
      sent.push(typeof body === 'string' ? body : new TextDecoder().decode(body));
      return { statusCode: 200 };
    });
}

afterEach(async () => {
  setErrorReporter(null);
  await Sentry.close();
  window.location.hash = '';
});

describe('error reporting', () => {
  it('sends reports of failing requests with personal data, without any of that data', async () => {
    const sent: string[] = [];
    const started = await startSentry({
      dsn: 'https://public@o1.ingest.sentry.io/1',
      transport: capturingTransport(sent),
    });
    expect(started).toBe(true);

    const store = makeStore();
    connectStore(store);
    store.dispatch(
      signedIn({
        access_token: personal.accessToken,
        token_type: 'Bearer',
        login: 'jkowalski',
        userId: '1001',
      }),
    );
    store.dispatch(guestUuidSaved(personal.guestUuid));
    store.dispatch(guestIdentified(personal.guestJwt));
    window.location.hash = `#/hotel-reservation?id=${personal.reservationId}&code=${personal.hotelCode}`;

    const echo = `PESEL ${personal.pesel}, IBAN ${personal.nrb}, card ${personal.idCard}, passport ${personal.passport}, ${personal.email}`;
    server.use(mock.all(api('/app/*'), () => HttpResponse.text(echo, { status: 500 })));
    const failing = [
      http.post('/app/form/post', {
        type: 'StudentForm',
        studentFormSubtype: 'NativeStudentForm',
        firstName: personal.firstName,
        pesel: personal.pesel,
        bankAccount: personal.iban,
        documentNumber: personal.idCard,
        email: personal.email,
      }),
      http.get(`/app/guest/${personal.guestUuid}`),
      http.get(`/app/hotel/reservations/${personal.reservationId}`, {
        params: { code: personal.hotelCode },
      }),
      http.get('/app/panel/fees/charges', { params: { iban: personal.iban } }),
    ];
    await Promise.allSettled(failing);
    Sentry.captureException(
      new Error(`Unexpected ${personal.guestJwt} for ${personal.pesel} (${personal.passport})`),
    );
    Sentry.captureMessage(`Booking ${personal.reservationId} code ${personal.hotelCode}`);
    await Sentry.flush(2_000);

    const everything = sent.join('\n');
    expect(everything).toContain('API request failed: POST 500');
    // Unit tests run a build without the demo API on localhost: production (decision 012).
    expect(everything).toContain('"environment":"production"');

    // Release = the version label of a local build; every trace sampled (spec: rate 1).
    const lines = sent
      .flatMap((envelope) => envelope.split('\n'))
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      });
    const events = lines.filter((item) => item.event_id && (item.exception || item.message));
    expect(events.length).toBeGreaterThanOrEqual(2);
    for (const event of events) expect(event.release).toBe('lokalna');
    const traces = lines.flatMap((item) => (item.trace && item.sent_at ? [item.trace] : []));
    expect(traces.length).toBeGreaterThan(0);
    for (const trace of traces)
      expect(trace).toMatchObject({ release: 'lokalna', sample_rate: '1', sampled: 'true' });
    expect(Sentry.getClient()?.getOptions().tracesSampleRate).toBe(1);
    for (const [name, value] of Object.entries(personal)) {
      expect(everything, `${name} leaked`).not.toContain(value);
    }
    // The spaced account number, lower-cased document numbers, the raw JWT header.
    expect(everything.toLowerCase()).not.toContain(personal.idCard.toLowerCase());
    expect(everything).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
  });

  it('does not start without a DSN', async () => {
    expect(await startSentry({ dsn: '' })).toBe(false);
  });
});
