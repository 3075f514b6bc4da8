import { env } from '@/shared/config/env';

/**
 * The app's one Trusted Types policy, 'default' (the Content-Security-Policy requires Trusted
 * Types for scripts and allows no other policy; decision 008). The browser calls it whenever a
 * plain string reaches a DOM sink that can run code. It lets through script URLs of this origin
 * (the demo API's service worker) and, when a captcha site key is set, the reCAPTCHA loader
 * (react-google-recaptcha sets `script.src` to a string); it has no HTML or script rule, so
 * `innerHTML`, `eval` and the like with a string are refused and reported as violations.
 */
const captchaScript = /^https:\/\/www\.(?:google|gstatic)\.com\/recaptcha\//;

export function isAllowedScriptUrl(value: string, base: string, captcha: boolean): boolean {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return false;
  }
  if (url.origin === new URL(base).origin) return true;
  return captcha && captchaScript.test(url.href);
}

type TrustedTypesFactory = {
  createPolicy: (
    name: string,
    rules: { createScriptURL?: (value: string) => string | null },
  ) => unknown;
  defaultPolicy?: unknown;
};

export function installTrustedTypesPolicy(): void {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  const captcha = Boolean(env.recaptchaSiteKey);
  factory.createPolicy('default', {
    // null = refused: the sink throws and the browser reports a violation.
    createScriptURL: (value) =>
      isAllowedScriptUrl(value, document.baseURI, captcha) ? value : null,
  });
}
