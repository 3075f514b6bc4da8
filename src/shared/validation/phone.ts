import type * as PhoneLibraryModule from 'libphonenumber-js/max';

type PhoneLibrary = typeof PhoneLibraryModule;

let library: Promise<PhoneLibrary> | null = null;

/**
 * The full metadata (`max`): only it knows which number ranges exist (`min` takes 111 111 111 or
 * +48 100 000 000 as Polish numbers; `mobile` refuses landlines). It is ~65 kB gzip, so it is a
 * chunk of its own, never part of a screen's code, fetched at the first check that needs it.
 */
export function loadPhoneRules(): Promise<PhoneLibrary> {
  library ??= import('libphonenumber-js/max').catch((error: unknown) => {
    library = null;
    throw error;
  });
  return library;
}

/**
 * Starts the download when a phone number is about to be typed (a phone field got focus), not
 * when the form opens: on slow dorm Wi-Fi it would compete with the form's own code. A failure
 * here is not reported: the check itself tries again, or falls back.
 */
export function preloadPhoneRules(): void {
  loadPhoneRules().catch(() => undefined);
}

/**
 * A phone number by libphonenumber-js (every country's number ranges); without a "+" prefix the
 * number is read as Polish.
 */
export async function isValidPhone(value: string): Promise<boolean> {
  const trimmed = value.trim();
  if (!trimmed || /[^\d\s()+-]/.test(trimmed)) return false;
  let rules: PhoneLibrary;
  try {
    rules = await loadPhoneRules();
  } catch {
    // The rules could not be downloaded: take any plausible length and let the server decide,
    // rather than refuse a good number or block the form.
    return /^\+?\d{7,15}$/.test(trimmed.replace(/[\s()-]/g, ''));
  }
  try {
    return rules.isValidPhoneNumber(trimmed, 'PL');
  } catch {
    return false;
  }
}
