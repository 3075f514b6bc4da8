import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { expectRequestContractViolations } from '@/testing/contract-check';
import { generateRequestValidators, validatorsFile } from '../../../scripts/contract-requests.mjs';
import { api } from '../api-url';
import { submissionsTable } from '../db/application';
import { validRegistrationForm } from '@/testing/registration-form-data';
import { contractWords } from './request-check';

const base = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
const url = (path: string) => new URL(api(path), base).toString();

async function errorsOf(response: Response) {
  return ((await response.json()) as { errors: { param: string; msg: string }[] }).errors;
}

describe('the demo API checks each request against the contract', () => {
  it('refuses a multipart registration that breaks the contract, before storing it', async () => {
    expectRequestContractViolations(); // what this test is about
    const form = validRegistrationForm({ sex: 'robot', startDate: '1 October' });
    form.delete('photo');
    const stored = submissionsTable.get().length;
    const response = await fetch(url('/app/form/post'), { method: 'POST', body: form });
    expect(response.status).toBe(422);
    expect(await errorsOf(response)).toEqual(
      expect.arrayContaining([
        { param: 'photo', msg: contractWords.missing.en },
        { param: 'sex', msg: contractWords.invalid.en },
        { param: 'startDate', msg: contractWords.invalid.en },
      ]),
    );
    expect(submissionsTable.get()).toHaveLength(stored);
  });

  it("refuses a multipart part the contract's conditions require (a Polish citizen's PESEL)", async () => {
    expectRequestContractViolations();
    const form = validRegistrationForm({ foreigner: 'false' });
    form.delete('pesel');
    const response = await fetch(url('/app/form/post'), { method: 'POST', body: form });
    expect(response.status).toBe(422);
    expect(await errorsOf(response)).toEqual([{ param: 'pesel', msg: contractWords.missing.en }]);
  });

  it('refuses a JSON body of the wrong type, in the language asked for', async () => {
    expectRequestContractViolations();
    const response = await fetch(url('/app/panel/arrival-time'), {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': 'pl',
        Authorization: 'Bearer demo.1001.test',
      },
      body: JSON.stringify({ arrivalTime: 5 }),
    });
    expect(response.status).toBe(422);
    expect(await errorsOf(response)).toEqual([
      {
        param: 'arrivalTime',
        msg: 'Nie można przyjąć tej wartości. Sprawdź ją i\u00a0spróbuj ponownie.',
      },
    ]);
  });
});

describe('src/mocks/contract/request-validators.js', () => {
  it('is what `node scripts/contract-requests.mjs` makes of api/openapi.yaml (run it after changing the contract)', async () => {
    const [generated, onDisk] = await Promise.all([
      generateRequestValidators(),
      readFile(validatorsFile, 'utf8'),
    ]);
    const normalise = (text: string) => text.replace(/\r\n/g, '\n');
    expect(normalise(onDisk) === normalise(generated), 'stale: run the script').toBe(true);
  }, 60_000);
});
