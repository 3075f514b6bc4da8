import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorAfter } from '../testing/fill';
import { prepareRegistrationFormTests, renderRegister } from '../testing/render-register';

// Counts the downloads of the phone data chunk (each test file has its own module cache).
const phoneData = vi.hoisted(() => ({ imports: 0 }));
vi.mock('libphonenumber-js/max', async (importOriginal) => {
  phoneData.imports += 1;
  return importOriginal();
});

await prepareRegistrationFormTests();

describe('the phone data, fetched when a phone number is about to be typed', () => {
  it('is not fetched when the form opens, but when a phone field first gets focus', async () => {
    const { user } = renderRegister();
    // The form has painted and its dictionaries have arrived: still no phone data.
    await screen.findByRole('option', { name: 'Technical University' });
    await user.click(screen.getByLabelText(/^first name/i));
    expect(phoneData.imports).toBe(0);

    await user.click(screen.getByLabelText(/^emergency phone/i));
    await waitFor(() => expect(phoneData.imports).toBe(1));

    const phone = screen.getByLabelText(/^phone number/i);
    expect(await errorAfter(user, phone, '+48 100 000 000')).toBe(
      'Enter a phone number like 601 234 567, or one from abroad with its country code, like +49 1512 3456789',
    );
    expect(await errorAfter(user, phone, '+48 601 234 567')).toBeNull();
    expect(phoneData.imports).toBe(1);
  });
});
