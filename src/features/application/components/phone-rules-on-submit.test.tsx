import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fieldErrorOf, submitAndWaitForSummary } from '../testing/fill';
import { prepareRegistrationFormTests, renderRegister } from '../testing/render-register';

// Counts the downloads of the phone data chunk (each test file has its own module cache).
const phoneData = vi.hoisted(() => ({ imports: 0 }));
vi.mock('libphonenumber-js/max', async (importOriginal) => {
  phoneData.imports += 1;
  return importOriginal();
});

await prepareRegistrationFormTests();

describe('the phone data, when no phone field was focused', () => {
  it('is fetched by the first submit, which waits for it and checks the restored numbers', async () => {
    window.sessionStorage.setItem(
      'dormitory:draft:register',
      JSON.stringify({ phoneNumber: '111 111 111', emergencyPhone: '+48 601 234 567' }),
    );
    const { user } = renderRegister();
    expect(await screen.findByLabelText(/^phone number/i)).toHaveValue('111 111 111');
    await screen.findByRole('option', { name: 'Technical University' });
    expect(phoneData.imports).toBe(0);

    await submitAndWaitForSummary(user);
    expect(phoneData.imports).toBe(1);
    // Well-formed, but no Polish number range starts with 11: only the full data know.
    expect(fieldErrorOf(screen.getByLabelText(/^phone number/i))).toBe(
      'Enter a phone number like 601 234 567, or one from abroad with its country code, like +49 1512 3456789',
    );
    expect(fieldErrorOf(screen.getByLabelText(/^emergency phone/i))).toBeNull();
  });
});
