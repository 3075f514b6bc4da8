import { describe, expect, it, vi } from 'vitest';

vi.mock('libphonenumber-js/max', () => {
  throw new Error('chunk could not be downloaded');
});

const { isValidPhone, preloadPhoneRules } = await import('./phone');

describe('phone, when the number ranges cannot be downloaded', () => {
  it('takes a plausible number and leaves the ranges to the server', async () => {
    expect(await isValidPhone('+48 601 234 567')).toBe(true);
    expect(await isValidPhone('601234567')).toBe(true);
  });
  it('still refuses what cannot be a number', async () => {
    for (const value of ['123', '+48 601', 'abc', ''])
      expect(await isValidPhone(value)).toBe(false);
  });
  it('lets an early download fail quietly, and the check still falls back', async () => {
    expect(() => preloadPhoneRules()).not.toThrow();
    expect(await isValidPhone('+48 601 234 567')).toBe(true);
  });
});
