import { describe, expect, it } from 'vitest';
import { signGuestToken } from '@/shared/session/guest-token';
import { expectRequestContractViolations } from '@/testing/contract-check';
import { api } from './api-url';
import { contractWords } from './contract/request-check';
import { takenEmail } from './db/application';
import { demoGuestIds } from './db/guest';
import { demoHotelBookings } from './db/hotel';
import { inLanguage, languageOf } from './language';
import { validRegistrationForm } from '@/testing/registration-form-data';

// The demo API answers in the language the client asks for (issue 21 point 7, issue 22 point 3):
// its messages and the text its office wrote, with Content-Language naming it.

const base = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
const url = (path: string) => new URL(api(path), base).toString();

type Answer = { status: number; language: string | null; body: unknown };

async function call(
  language: string | null,
  path: string,
  init: { method?: string; body?: unknown; token?: string; form?: FormData } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (language !== null) headers['Accept-Language'] = language;
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url(path), {
    method: init.method ?? (init.body === undefined && !init.form ? 'GET' : 'POST'),
    headers,
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  return {
    status: response.status,
    language: response.headers.get('Content-Language'),
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}

const errorsOf = (answer: Answer) =>
  (answer.body as { errors: { msg: string; param: string; code?: string }[] }).errors;

const resident = 'demo.1001.test';

describe('the demo API reads Accept-Language', () => {
  it.each([
    [null, 'en'],
    ['pl', 'pl'],
    ['pl-PL', 'pl'],
    ['en-GB', 'en'],
    ['de', 'en'],
    ['de, pl;q=0.5, en;q=0.4', 'pl'],
    ['en;q=0.3, pl;q=0.9', 'pl'],
    ['pl;q=0, en', 'en'],
  ])('%j answers in %s', (header, expected) => {
    const request = new Request('http://localhost/', {
      headers: header === null ? {} : { 'Accept-Language': header },
    });
    expect(languageOf(request)).toBe(expected);
  });
});

describe.each([
  {
    language: 'en',
    notes: [
      'Connection activated in room 214, socket 2.',
      'High upload detected. Check your devices for file-sharing software.',
    ],
    collector: 'Student Housing Office',
    arrival: 'Enter the date and time of your arrival.',
    emailTaken:
      'An application with this e-mail address has already been sent. To change it, contact the Student Housing Office.',
    rooms:
      'The rooms in this reservation are no longer available, so it cannot be confirmed. Contact the Student Housing Office to arrange other rooms.',
    withdrawn:
      'Your access to the guest services has been withdrawn. If you think this is a mistake, contact the Student Housing Office.',
    signIn: 'This sign-in has expired or was already used. Sign in again.',
  },
  {
    language: 'pl',
    notes: [
      // Typeset as the app's Polish is: a one-letter word bound to the next (issue 35).
      'Aktywowano połączenie w\u00a0pokoju 214 (gniazdo 2).',
      'Wykryto duży ruch wychodzący. Sprawdź, czy na Twoich urządzeniach nie działa program do udostępniania plików.',
    ],
    collector: 'Dział Spraw Bytowych',
    arrival: 'Podaj datę i\u00a0godzinę przyjazdu.',
    emailTaken:
      'Wniosek z\u00a0tym adresem e-mail został już wysłany. Aby coś w\u00a0nim zmienić, skontaktuj się z\u00a0Działem Spraw Bytowych.',
    rooms:
      'Pokoje z\u00a0tej rezerwacji nie są już dostępne, więc nie można jej potwierdzić. Skontaktuj się z\u00a0Działem Spraw Bytowych, aby ustalić inne pokoje.',
    withdrawn:
      'Twój dostęp do usług dla gości został cofnięty. Jeśli uważasz, że to pomyłka, skontaktuj się z\u00a0Działem Spraw Bytowych.',
    signIn: 'To logowanie wygasło lub zostało już wykorzystane. Zaloguj się ponownie.',
  },
] as const)('the demo API in $language', (words) => {
  const { language } = words;

  it('words the network notes and names their language', async () => {
    const answer = await call(language, '/app/panel/network/notes', { token: resident });
    expect(answer.status).toBe(200);
    expect(answer.language).toBe(language);
    expect((answer.body as { content: string }[]).map((note) => note.content)).toEqual(words.notes);
  });

  it('names the fee collector', async () => {
    const answer = await call(language, '/app/panel/fees/charges', { token: resident });
    expect(answer.language).toBe(language);
    const collectors = new Set(
      (answer.body as { feeCollector: string }[]).map((charge) => charge.feeCollector),
    );
    expect([...collectors]).toEqual([words.collector]);
  });

  it('words a panel refusal', async () => {
    expectRequestContractViolations(); // refusals of requests the contract does not allow
    const answer = await call(language, '/app/panel/arrival-time', {
      method: 'PUT',
      token: resident,
      body: { arrivalTime: 'soon' },
    });
    expect(answer.status).toBe(422);
    expect(answer.language).toBe(language);
    expect(errorsOf(answer)).toEqual([
      { msg: inLanguage(contractWords.invalid, language), param: 'arrivalTime' },
    ]);
  });

  it('words the form rules and a taken e-mail address, which carries its code', async () => {
    expectRequestContractViolations(); // refusals of requests the contract does not allow
    const missing = await call(language, '/app/form/post', {
      form: validRegistrationForm({ firstName: '' }),
    });
    expect(missing.status).toBe(422);
    const firstName = errorsOf(missing).find((error) => error.param === 'firstName')?.msg;
    expect(firstName).toBe(inLanguage(contractWords.missing, language));
    const taken = await call(language, '/app/form/post', {
      form: validRegistrationForm({ email: takenEmail }),
    });
    expect(taken.language).toBe(language);
    expect(errorsOf(taken)).toEqual([
      { msg: words.emailTaken, param: 'email', code: 'emailTaken' },
    ]);
  });

  it('words a refused hotel acceptance, which carries its code', async () => {
    const { id, code } = demoHotelBookings.acceptFails;
    const answer = await call(language, `/app/hotel/reservations/${id}/accept`, {
      body: { code },
    });
    expect(answer.status).toBe(409);
    expect(answer.language).toBe(language);
    expect(errorsOf(answer)).toEqual([
      { msg: words.rooms, param: 'rooms', code: 'roomsUnavailable' },
    ]);
  });

  it("words a guest's withdrawn access, which carries its code", async () => {
    const token = await signGuestToken(demoGuestIds.forbidden, '83071503434');
    const answer = await call(language, `/app/guest/${demoGuestIds.forbidden}`, { token });
    expect(answer.status).toBe(403);
    expect(answer.language).toBe(language);
    expect(errorsOf(answer)).toEqual([
      { msg: words.withdrawn, param: 'guest', code: 'guestAccessWithdrawn' },
    ]);
  });

  it('words a refused sign-in code', async () => {
    const answer = await call(language, '/app/auth/token', {
      body: { code: 'nope', redirect_uri: 'http://localhost/', code_verifier: 'a'.repeat(43) },
    });
    expect(answer.status).toBe(400);
    expect(answer.language).toBe(language);
    expect(errorsOf(answer)).toEqual([{ msg: words.signIn, param: 'code' }]);
  });
});

it('answers in English, and says so, when no language is asked for', async () => {
  const answer = await call(null, '/app/panel/network/notes', { token: resident });
  expect(answer.language).toBe('en');
  expect((answer.body as { content: string }[])[0]?.content).toBe(
    'Connection activated in room 214, socket 2.',
  );
});
