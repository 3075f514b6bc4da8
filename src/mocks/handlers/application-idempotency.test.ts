import { describe, expect, it, vi } from 'vitest';
import { api } from '../api-url';
import {
  idempotencyInProgressLimitMs,
  idempotentPostsTable,
  submissionsTable,
} from '../db/application';
import { validRegistrationForm } from '@/testing/registration-form-data';

// The Idempotency-Key of the application post, as the IETF draft "The Idempotency-Key HTTP
// Header Field" has a server honour it. Answers are checked against the contract (setup-tests).

const key = 'b1c9a3f0-6f6e-4d6b-9a55-3c1d2e4f5a60';

const post = (form: FormData, idempotencyKey: string | null = key) =>
  fetch(api('/app/form/post'), {
    method: 'POST',
    body: form,
    headers: idempotencyKey === null ? {} : { 'Idempotency-Key': idempotencyKey },
  });

const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: { msg: string; param: string }[] }).errors;

describe('demo API: Idempotency-Key on the application post', () => {
  it('answers a repeated post with the first answer and creates one application', async () => {
    const first = await post(validRegistrationForm());
    const again = await post(validRegistrationForm());
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(submissionsTable.get()).toHaveLength(1);
  });

  it('treats a new anti-robot token as the same application', async () => {
    await post(validRegistrationForm({ 'g-recaptcha-response': 'first-tick' }));
    const again = await post(validRegistrationForm({ 'g-recaptcha-response': 'second-tick' }));
    expect(again.status).toBe(201);
    expect(submissionsTable.get()).toHaveLength(1);
  });

  it('refuses the same key with a different application (422)', async () => {
    await post(validRegistrationForm());
    const other = await post(validRegistrationForm({ lastName: 'Nowak' }));
    expect(other.status).toBe(422);
    expect(await errorsOf(other)).toEqual([
      {
        param: '',
        msg: 'This application changed after it was first sent. Reload the page and send the application again.',
      },
    ]);
    const otherPhoto = await post(validRegistrationForm({}, new Uint8Array([0xff, 0xd8, 0xff])));
    expect(otherPhoto.status).toBe(422);
    expect(submissionsTable.get()).toHaveLength(1);
  });

  it('answers 409 while the first post with the key is still being handled', async () => {
    const answers = await Promise.all([
      post(validRegistrationForm()),
      post(validRegistrationForm()),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const conflict = answers.find((answer) => answer.status === 409);
    expect(await errorsOf(conflict as Response)).toEqual([
      {
        param: '',
        msg: 'Your application is still being sent. Wait a minute, then check your e-mail before you send it again.',
      },
    ]);
    expect(submissionsTable.get()).toHaveLength(1);
  });

  it('does not use a key up on a refused post: the corrected form goes through', async () => {
    const refused = await post(validRegistrationForm({ pesel: '1' }));
    expect(refused.status).toBe(422);
    expect(submissionsTable.get()).toHaveLength(0);
    const corrected = await post(validRegistrationForm());
    expect(corrected.status).toBe(201);
    expect(submissionsTable.get()).toHaveLength(1);
  });

  it('frees a key whose first post died in progress', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const lost = { key, userId: null, fingerprint: 'lost', answer: null };
      idempotentPostsTable.set([{ ...lost, startedAt: Date.now() }]);
      expect((await post(validRegistrationForm())).status).toBe(422);
      vi.setSystemTime(Date.now() + idempotencyInProgressLimitMs + 1);
      expect((await post(validRegistrationForm())).status).toBe(201);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keys are separate: another key is another application; no key, no protection', async () => {
    await post(validRegistrationForm());
    await post(validRegistrationForm(), 'another-key-0000-0000');
    await post(validRegistrationForm(), null);
    expect(submissionsTable.get()).toHaveLength(3);
  });
});
