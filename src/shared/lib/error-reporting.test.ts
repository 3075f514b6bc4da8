import { afterEach, describe, expect, it, vi } from 'vitest';
import { CspViolation, setErrorReporter, watchCspViolations } from './error-reporting';
import { isAllowedScriptUrl } from './trusted-types';

function violation(fields: Record<string, string>): Event {
  return Object.assign(new Event('securitypolicyviolation'), fields);
}

afterEach(() => setErrorReporter(null));

describe('CSP violations', () => {
  it('reach error reporting with the directive and the blocked origin only, even before it starts', () => {
    const page = new EventTarget();
    watchCspViolations(page);
    page.dispatchEvent(
      violation({
        effectiveDirective: 'img-src',
        blockedURI: 'https://evil.example/collect?pesel=44051401359',
        disposition: 'enforce',
      }),
    );
    const reporter = vi.fn();
    setErrorReporter(reporter);
    page.dispatchEvent(
      violation({
        effectiveDirective: 'script-src-elem',
        blockedURI: 'inline',
        disposition: 'enforce',
      }),
    );
    expect(reporter).toHaveBeenCalledTimes(2);
    const [first, tags] = reporter.mock.calls[0] as [Error, Record<string, string>];
    expect(first).toBeInstanceOf(CspViolation);
    expect(first.message).toBe('CSP violation: img-src blocked https://evil.example');
    expect(tags).toEqual({ csp_directive: 'img-src', csp_disposition: 'enforce' });
    expect((reporter.mock.calls[1]![0] as Error).message).toBe(
      'CSP violation: script-src-elem blocked inline',
    );
  });
});

describe('the Trusted Types policy', () => {
  const base = 'https://akademiki.uczelnia.edu.pl/';
  it('lets through script URLs of the app, and the captcha loader only when a captcha is set', () => {
    expect(isAllowedScriptUrl('./mockServiceWorker.js', base, false)).toBe(true);
    expect(
      isAllowedScriptUrl('https://www.google.com/recaptcha/api.js?render=explicit', base, false),
    ).toBe(false);
    expect(
      isAllowedScriptUrl('https://www.google.com/recaptcha/api.js?render=explicit', base, true),
    ).toBe(true);
    expect(
      isAllowedScriptUrl(
        'https://www.gstatic.com/recaptcha/releases/x/recaptcha__en.js',
        base,
        true,
      ),
    ).toBe(true);
  });
  it('refuses every other script URL', () => {
    for (const url of [
      'https://evil.example/x.js',
      'https://www.google.com/evil.js',
      'https://www.google.com.evil.example/recaptcha/api.js',
      'data:text/javascript,alert(1)',
      'javascript:alert(1)',
      '//evil.example/x.js',
    ])
      expect(isAllowedScriptUrl(url, base, true), url).toBe(false);
  });
});
