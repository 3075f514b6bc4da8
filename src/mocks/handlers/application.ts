import { delay, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import englishValidation from '@/i18n/locales/en/validation.json';
import polishValidation from '@/i18n/locales/pl/validation.json';
import type { components } from '@/shared/api/schema';
import { applicantGroups } from '@/shared/periods/groups';
import { decodeMessage } from '@/shared/ui/form/message';
import { api, demoDelay } from '../api-url';
import { userIdFromRequest } from '../auth';
import {
  http,
  inLanguage,
  languageOf,
  say,
  typeset,
  type ApiLanguage,
  type Wording,
} from '../language';
import { signedInUserId } from './auth';
import { registrationRules } from './registration-rules';
import {
  countries,
  documentTypes,
  dorms,
  idempotencyInProgressLimitMs,
  idempotencyKeyLifetimeMs,
  idempotentPostsTable,
  knownStudents,
  mismatchIndexNumber,
  periodsTable,
  submissionsTable,
  takenEmail,
  universities,
} from '../db/application';

/** product.md §8, verbatim in English. */
export const studentDataMismatchMessage =
  'The entered data do not match the data entered in the deanery system, correct the data or contact us!';

const studentDataMismatch: Wording = {
  en: studentDataMismatchMessage,
  pl: 'Wpisane dane nie zgadzają się z danymi w systemie dziekanatu. Popraw dane lub skontaktuj się z Działem Spraw Bytowych.',
};

/** The refusals of this area, in the languages the API answers in. */
export const applicationWords = {
  country: { en: 'Choose a country from the list.', pl: 'Wybierz kraj z listy.' },
  documentType: {
    en: 'Choose an identity document type from the list.',
    pl: 'Wybierz rodzaj dokumentu tożsamości z listy.',
  },
  university: { en: 'Choose a university from the list.', pl: 'Wybierz uczelnię z listy.' },
  emailTaken: {
    en: 'An application with this e-mail address has already been sent. To change it, contact the Student Housing Office.',
    pl: 'Wniosek z tym adresem e-mail został już wysłany. Aby coś w nim zmienić, skontaktuj się z Działem Spraw Bytowych.',
  },
  keyReused: {
    en: 'This application changed after it was first sent. Reload the page and send the application again.',
    pl: 'Wniosek zmienił się po pierwszym wysłaniu. Odśwież stronę i wyślij wniosek ponownie.',
  },
  keyInProgress: {
    en: 'Your application is still being sent. Wait a minute, then check your e-mail before you send it again.',
    pl: 'Wniosek jest jeszcze wysyłany. Poczekaj minutę i sprawdź pocztę e-mail, zanim wyślesz go ponownie.',
  },
  signIn: { en: 'Sign in to see your data.', pl: 'Zaloguj się, aby zobaczyć swoje dane.' },
  signInToSend: {
    en: 'Sign in with your university account to apply as a current student.',
    pl: 'Zaloguj się kontem uczelnianym, aby złożyć wniosek jako obecny student.',
  },
  multipart: {
    en: 'The form could not be read. Reload the page and send it again; if it keeps happening, contact the Student Housing Office.',
    pl: 'Nie udało się odczytać formularza. Odśwież stronę i wyślij go ponownie; jeśli problem się powtarza, skontaktuj się z Działem Spraw Bytowych.',
  },
} satisfies Record<string, Wording>;

type FieldError = { msg: string; param: string; code?: string };

const validationMessages: Record<ApiLanguage, unknown> = {
  en: englishValidation,
  pl: polishValidation,
};

/** The API words a rule's message key as the locale of the answer's language has it. */
function ruleMessageIn(message: string, language: ApiLanguage): string {
  const { key } = decodeMessage(message) as { key?: string };
  if (!key?.startsWith('validation:')) return message;
  let node: unknown = validationMessages[language];
  for (const part of key.slice('validation:'.length).split('.'))
    node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? typeset(node, language) : message;
}

/**
 * What a real server re-checks, whatever the client did (product.md §5), after the contract's
 * own check of the parts (src/mocks/contract): the demo's rules (registration-rules.ts), then
 * the dictionaries, which only the server knows for sure. A university not in the dictionary
 * comes as its name alone.
 */
async function validate(
  form: FormData,
  signedIn: boolean,
  language: ApiLanguage,
): Promise<FieldError[]> {
  const part = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const errors: FieldError[] = [];
  const need = (param: string, ok: boolean, msg: string) => {
    if (!ok && !errors.some((error) => error.param === param)) errors.push({ param, msg });
  };
  const documentCodes = Object.fromEntries(documentTypes.map((entry) => [entry.id, entry.code]));
  for (const rule of await registrationRules(form, { signedIn, documentCodes }))
    need(rule.param, false, ruleMessageIn(rule.message, language));
  need(
    'countryId',
    countries.some((c) => c.id === part('countryId')),
    inLanguage(applicationWords.country, language),
  );
  if (part('foreigner') === 'true')
    need(
      'documentTypeId',
      documentTypes.some((entry) => entry.id === part('documentTypeId')),
      inLanguage(applicationWords.documentType, language),
    );
  if (part('type') !== 'GuestForm' && part('universityId'))
    need(
      'universityId',
      universities.some((u) => u.id === part('universityId')),
      inLanguage(applicationWords.university, language),
    );
  return errors;
}

const day = 24 * 60 * 60 * 1000;

/** How long the office takes to decide after an application period ends (docs/api.md). */
export const decisionDays = 14;

/**
 * The day the office decides a place application by: `decisionDays` after the latest end of the
 * applicant's groups' periods that are open now; null without a place requested or an end.
 */
function decisionByOf(form: FormData): string | null {
  const part = (name: string) => String(form.get(name) ?? '');
  if (part('placeRequests') !== 'true') return null;
  const groups = applicantGroups({
    type: part('type'),
    foreigner: part('foreigner') === 'true',
    placeRequests: true,
    placeRequestKind: part('placeRequestKind'),
  });
  const ends = periodsTable
    .get()
    .filter((period) => period.open && groups.includes(period.group) && period.to)
    .map((period) => new Date(period.to ?? '').getTime())
    .filter((time) => !Number.isNaN(time));
  if (!ends.length) return null;
  return new Date(Math.max(...ends) + decisionDays * day).toISOString().slice(0, 10);
}

/**
 * Whether the office e-mails a confirmation: not to an address whose domain takes no mail (the
 * reserved top-level domain .invalid, RFC 2606), which is how the demo shows the other answer.
 */
const confirmationEmailTo = (email: string) => !/\.invalid$/i.test(email.trim());

/** The application's content: every part but the anti-robot token (a new one on each try). */
async function fingerprintOf(form: FormData, userId: string | null): Promise<string> {
  const parts: string[] = [`user:${userId ?? ''}`];
  const entries = [...form.entries()]
    .filter(([name]) => name !== 'g-recaptcha-response')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of entries) {
    if (typeof value === 'string') parts.push(`${name}=${value}`);
    else {
      const digest = await crypto.subtle.digest('SHA-256', await value.arrayBuffer());
      const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0'));
      parts.push(`${name}=file:${value.name}:${value.type}:${hex.join('')}`);
    }
  }
  return JSON.stringify(parts);
}

type KeyCheck =
  | { kind: 'new' }
  | { kind: 'replay'; answer: { status: number; body: JsonBodyType } }
  | { kind: 'refused'; status: 409 | 422; msg: Wording };

/** What the draft asks of a server for a key it has seen (or not) before. */
function checkIdempotencyKey(key: string, userId: string | null, fingerprint: string): KeyCheck {
  const now = Date.now();
  const live = idempotentPostsTable.update((posts) =>
    posts.filter(
      (post) =>
        now - post.startedAt < idempotencyKeyLifetimeMs &&
        (post.answer !== null || now - post.startedAt < idempotencyInProgressLimitMs),
    ),
  );
  const seen = live.find((post) => post.key === key);
  if (!seen) {
    idempotentPostsTable.update((posts) => {
      posts.push({ key, userId, fingerprint, answer: null, startedAt: now });
    });
    return { kind: 'new' };
  }
  if (seen.userId !== userId || seen.fingerprint !== fingerprint)
    return {
      kind: 'refused',
      status: 422,
      msg: applicationWords.keyReused,
    };
  if (!seen.answer)
    return {
      kind: 'refused',
      status: 409,
      msg: applicationWords.keyInProgress,
    };
  return { kind: 'replay', answer: seen.answer };
}

function settleIdempotencyKey(key: string | null, answer: { status: number; body: JsonBodyType }) {
  if (key === null) return;
  idempotentPostsTable.update((posts) =>
    answer.status === 201
      ? posts.map((post) => (post.key === key ? { ...post, answer } : post))
      : posts.filter((post) => post.key !== key),
  );
}

/** The post itself, after the key check: validation, then the application is stored. */
async function handleApplication(
  form: FormData,
  userId: string | null,
  language: ApiLanguage,
): Promise<{ status: number; body: JsonBodyType }> {
  await delay(demoDelay);
  const native =
    form.get('type') === 'StudentForm' && form.get('studentFormSubtype') === 'NativeStudentForm';
  const errors = await validate(form, userId !== null, language);
  if (errors.length) return { status: 422, body: { errors } };
  if (form.get('email') === takenEmail)
    return {
      status: 422,
      body: {
        errors: [
          {
            msg: inLanguage(applicationWords.emailTaken, language),
            param: 'email',
            code: 'emailTaken',
          },
        ],
      },
    };
  const known = userId ? knownStudents[userId] : undefined;
  const indexNumber = String(form.get('indexNumber') ?? '');
  const mismatch =
    native && (indexNumber === mismatchIndexNumber || (known && known.indexNumber !== indexNumber));
  if (mismatch)
    return {
      status: 422,
      body: { errors: [{ msg: inLanguage(studentDataMismatch, language), param: 'deanery' }] },
    };
  const id = `A-${Date.now().toString(36)}`;
  const submittedAt = new Date().toISOString();
  const files = (['photo', 'placeRequest.doctoralDisabled'] as const)
    .map((field) => ({ field, value: form.get(field) }))
    .filter(
      (entry): entry is { field: typeof entry.field; value: File } => entry.value instanceof Blob,
    )
    .map(({ field, value }) => ({ field, name: value.name, size: value.size }));
  submissionsTable.update((list) => {
    list.push({
      id,
      type: String(form.get('type')),
      studentFormSubtype: String(form.get('studentFormSubtype') ?? ''),
      lastName: String(form.get('lastName') ?? ''),
      userId: native ? userId : null,
      files,
      submittedAt,
    });
  });
  const receipt: components['schemas']['ApplicationReceipt'] = {
    id,
    submittedAt,
    confirmationEmail: confirmationEmailTo(String(form.get('email') ?? '')),
    decisionBy: decisionByOf(form),
  };
  return { status: 201, body: receipt };
}

export const applicationHandlers: RequestHandler[] = [
  http.get(api('/app/dictionaries/countries'), async () => {
    await delay(demoDelay);
    return HttpResponse.json(countries);
  }),
  http.get(api('/app/dictionaries/document-types'), async () => {
    await delay(demoDelay);
    return HttpResponse.json(documentTypes);
  }),
  http.get(api('/app/dictionaries/universities'), async () => {
    await delay(demoDelay);
    return HttpResponse.json(universities);
  }),
  http.get(api('/app/dictionaries/dorms'), async () => {
    await delay(demoDelay);
    return HttpResponse.json(dorms);
  }),
  http.get(api('/app/periods'), async () => {
    await delay(demoDelay);
    return HttpResponse.json(periodsTable.get());
  }),
  http.get(api('/app/form/additionalInfo'), async ({ request }) => {
    await delay(demoDelay);
    const userId = signedInUserId(request);
    const known = userId ? knownStudents[userId] : undefined;
    if (!known)
      return HttpResponse.json(
        { errors: [{ msg: say(request, applicationWords.signIn), param: '' }] },
        { status: 401 },
      );
    return HttpResponse.json(known);
  }),
  http.post(api('/app/form/post'), async ({ request }) => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      await delay(demoDelay);
      return HttpResponse.json(
        { errors: [{ msg: say(request, applicationWords.multipart), param: '' }] },
        { status: 400 },
      );
    }
    const userId = userIdFromRequest(request);
    // A current student's application is checked with the deanery's data of the signed-in
    // account (product.md §6 and §7): without a valid account authorization it is 401.
    const native =
      form.get('type') === 'StudentForm' && form.get('studentFormSubtype') === 'NativeStudentForm';
    if (native && !signedInUserId(request)) {
      await delay(demoDelay);
      return HttpResponse.json(
        { errors: [{ msg: say(request, applicationWords.signInToSend), param: 'authorization' }] },
        { status: 401 },
      );
    }
    // Optional: a client without it gets no protection against its own retries.
    const key = request.headers.get('Idempotency-Key');
    if (key !== null) {
      const check = checkIdempotencyKey(key, userId, await fingerprintOf(form, userId));
      if (check.kind === 'refused')
        return HttpResponse.json(
          { errors: [{ msg: say(request, check.msg), param: '' }] },
          { status: check.status },
        );
      if (check.kind === 'replay')
        return HttpResponse.json(check.answer.body, { status: check.answer.status });
    }
    const answer = await handleApplication(form, userId, languageOf(request));
    settleIdempotencyKey(key, answer);
    return HttpResponse.json(answer.body, { status: answer.status });
  }),
];
