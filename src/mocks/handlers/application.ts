import { delay, http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { ValidationError } from 'yup';
import {
  otherUniversity,
  registerSchema,
  studies,
  type RegisterValues,
} from '@/features/application/schemas';
import englishValidation from '@/i18n/locales/en/validation.json';
import { fromFormData } from '@/shared/form/multipart';
import { decodeMessage } from '@/shared/ui/form/message';
import { api, demoDelay } from '../api-url';
import { userIdFromRequest } from '../auth';
import { signedInUserId } from './auth';
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

/** Spec section 8, verbatim. */
export const studentDataMismatchMessage =
  'The entered data do not match the data entered in the deanery system, correct the data or contact us!';

type FieldError = { msg: string; param: string };

/** The API words its messages in English: a rule's message key as the English locale has it. */
function inEnglish(message: string): string {
  const { key } = decodeMessage(message) as { key?: string };
  if (!key?.startsWith('validation:')) return message;
  let node: unknown = englishValidation;
  for (const part of key.slice('validation:'.length).split('.'))
    node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : message;
}

/**
 * What a real server re-checks, whatever the client did (spec section 5): the body is read back
 * into form values by the form's own definition (so a part the client forgot to send is a
 * missing value here), checked by the form's rules, and then against the dictionaries, which
 * only the server knows for sure.
 */
async function validate(form: FormData, signedIn: boolean): Promise<FieldError[]> {
  const values = fromFormData(registerSchema, form) as RegisterValues;
  // A university not in the dictionary comes as its name alone: the form's "Other university".
  const universityByName = !values.universityId && form.get('universityName') !== null;
  if (universityByName) values.universityId = otherUniversity;
  const errors: FieldError[] = [];
  const need = (param: string, ok: boolean, msg: string) => {
    if (!ok && !errors.some((error) => error.param === param)) errors.push({ param, msg });
  };
  try {
    await registerSchema.validate(values, {
      abortEarly: false,
      context: {
        documentCodes: Object.fromEntries(documentTypes.map((entry) => [entry.id, entry.code])),
        signedIn,
      },
    });
  } catch (failure) {
    if (!(failure instanceof ValidationError)) throw failure;
    for (const inner of failure.inner) need(inner.path ?? '', false, inEnglish(inner.message));
  }
  need(
    'countryId',
    countries.some((c) => c.id === values.countryId),
    'Valid country is required.',
  );
  if (values.foreigner)
    need(
      'documentTypeId',
      documentTypes.some((entry) => entry.id === values.documentTypeId),
      'Valid document type is required.',
    );
  if (studies(values.type) && !universityByName)
    need(
      'universityId',
      universities.some((u) => u.id === values.universityId),
      'Valid university is required.',
    );
  return errors;
}

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
  | { kind: 'refused'; status: 409 | 422; msg: string };

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
      msg: 'This Idempotency-Key was already used for a different application.',
    };
  if (!seen.answer)
    return {
      kind: 'refused',
      status: 409,
      msg: 'An application with this Idempotency-Key is still being processed.',
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
): Promise<{ status: number; body: JsonBodyType }> {
  await delay(demoDelay);
  const native =
    form.get('type') === 'StudentForm' && form.get('studentFormSubtype') === 'NativeStudentForm';
  const errors = await validate(form, userId !== null);
  if (errors.length) return { status: 422, body: { errors } };
  if (form.get('email') === takenEmail)
    return {
      status: 422,
      body: {
        errors: [
          {
            msg: 'An application with this e-mail address has already been sent.',
            param: 'email',
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
      body: { errors: [{ msg: studentDataMismatchMessage, param: 'deanery' }] },
    };
  const id = `A-${Date.now().toString(36)}`;
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
      submittedAt: new Date().toISOString(),
    });
  });
  return { status: 201, body: { id } };
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
        { errors: [{ msg: 'Sign in to see your data.', param: '' }] },
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
        { errors: [{ msg: 'The form must be sent as multipart/form-data.', param: '' }] },
        { status: 400 },
      );
    }
    const userId = userIdFromRequest(request);
    // Optional: a client without it gets no protection against its own retries.
    const key = request.headers.get('Idempotency-Key');
    if (key !== null) {
      const check = checkIdempotencyKey(key, userId, await fingerprintOf(form, userId));
      if (check.kind === 'refused')
        return HttpResponse.json(
          { errors: [{ msg: check.msg, param: '' }] },
          { status: check.status },
        );
      if (check.kind === 'replay')
        return HttpResponse.json(check.answer.body, { status: check.answer.status });
    }
    const answer = await handleApplication(form, userId);
    settleIdempotencyKey(key, answer);
    return HttpResponse.json(answer.body, { status: answer.status });
  }),
];
