import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubEvent, scrubSpan, scrubText, scrubUrl } from './scrub';

const secrets = {
  pesel: '44051401359',
  iban: 'PL61109010140000071219812874',
  ibanSpaced: 'PL61 1090 1014 0000 0712 1981 2874',
  nrb: '61 1090 1014 0000 0712 1981 2874',
  idCard: 'ABA300000',
  passport: 'CC7999486',
  guestKey: '1aba300000',
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJ1dWlkIjoiMCJ9.c2lnbmF0dXJl',
  demoToken: 'demo.1001.k3j4h5g6',
  uuid: '0d6c1c9e-6c0e-4a53-9d55-4d2f1c1c7a10',
  hotelCode: '482913',
  email: 'jan.kowalski@student.uczelnia.edu.pl',
};

describe('scrubText', () => {
  it.each(Object.entries(secrets))('removes %s', (_name, secret) => {
    const text = `Failed for ${secret}, please check.`;
    const scrubbed = scrubText(text);
    expect(scrubbed).not.toContain(secret);
    expect(scrubbed).toMatch(/^Failed for \[\w+\], please check\.$/);
  });

  it.each([
    ['after an underscore and before a letter', 'pesel_44051401359x', 'pesel_[pesel]x'],
    ['between letters', 'a44051401359b', 'a[pesel]b'],
    ['grouped 6 + 5', 'PESEL 440514 01359 given', 'PESEL [pesel] given'],
    ['grouped 2-2-2-2-3', 'PESEL 44 05 14 01 359 given', 'PESEL [pesel] given'],
    ['in a file name', 'upload_44051401359.pdf', 'upload_[pesel].pdf'],
  ])('removes a PESEL %s', (_case, text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it.each([
    ['a foreign passport (letters and digits mixed)', 'C01X00T47'],
    ['a Ukrainian passport', 'FX123456'],
    ['one letter and eight digits', 'E12345678'],
    ['an all-digit passport number', '912345678'],
    ['a Polish ID card after an underscore', 'doc_ABA300000'],
    ['the foreigner guest identification value', '3c01x00t47'],
    ['the Polish ID card guest identification value', '1aba300000'],
    ['a passport guest identification value', '2cc7999486'],
  ])('removes %s', (_case, secret) => {
    const scrubbed = scrubText(`key=${secret}; value ${secret}, "${secret}"`);
    expect(scrubbed).not.toContain(secret);
    expect(scrubbed).not.toMatch(/\d{4}/);
  });

  it.each([
    ['"access_token":"abc.def-ghi"', '"access_token":"[filtered]"'],
    ['{"token": "s3cr3t"}', '{"token": "[filtered]"}'],
    ['{"refresh_token":"r-1"}', '{"refresh_token":"[filtered]"}'],
    ['{"code_verifier":"Zx_9-verifier"}', '{"code_verifier":"[filtered]"}'],
    ['{\\"access_token\\":\\"abc\\"}', '{\\"access_token\\":\\"[filtered]\\"}'],
    ['{"Authorization":"Bearer abc"}', '{"Authorization":"[filtered]"}'],
    ['Authorization: Basic dXNlcjpwYXNz', 'Authorization: [filtered]'],
    ['authorization=opaque-value', 'authorization=[filtered]'],
    ['?refresh_token=r1&code_verifier=v1', '?refresh_token=[filtered]&code_verifier=[filtered]'],
  ])('removes the credential in %s', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it('keeps ordinary text, statuses and dates', () => {
    for (const text of [
      'API request failed: GET 500 at 2026-11-22T01:00:00.000Z in assets/index-Bx3k9aQ1.js',
      'TypeError: Cannot read properties of undefined (reading "map") at line 12:3404',
      'Loading chunk registration-D4k2PqLs failed after 30000 ms',
    ])
      expect(scrubText(text)).toBe(text);
  });
});

describe('scrubUrl', () => {
  it('drops query values and scrubs the path and the hash route', () => {
    expect(
      scrubUrl(
        `https://api.example/api/v1/app/guest/${secrets.uuid}/verify?pesel=${secrets.pesel}#/hotel-reservation?id=${secrets.uuid}&code=${secrets.hotelCode}`,
      ),
    ).toBe(
      'https://api.example/api/v1/app/guest/[uuid]/verify?pesel=[filtered]#/hotel-reservation?id=[filtered]&code=[filtered]',
    );
  });
});

describe('scrubEvent and scrubBreadcrumb', () => {
  it('keeps the release, environment and the report ids as the build set them', () => {
    const event = {
      event_id: '9f3c2a7e1b4d4e0f8a6c5b3d2e1f0a9b',
      release: '1.4.0+3b4ac5e',
      environment: 'production',
      message: 'failed for 3b4ac5e0',
    };
    expect(scrubEvent(event)).toEqual({ ...event, message: 'failed for [document]' });
  });

  it('removes request bodies, headers, user, form values and every secret in strings', () => {
    const event = {
      message: `Invalid PESEL ${secrets.pesel}`,
      request: {
        url: `http://localhost/#/login?code=${secrets.demoToken}`,
        data: { pesel: secrets.pesel },
        headers: { Authorization: `Bearer ${secrets.jwt}`, 'User-Agent': 'Chromium' },
        cookies: { a: 'b' },
      },
      user: { email: secrets.email, ip_address: '10.0.0.1' },
      extra: { formValues: { firstName: 'Jan' }, note: `uuid ${secrets.uuid}` },
      breadcrumbs: [
        { category: 'xhr', data: { url: `/api/v1/app/guest/${secrets.uuid}`, body: 'x' } },
      ],
    };
    const scrubbed = scrubEvent(event);
    const text = JSON.stringify(scrubbed);
    for (const secret of Object.values(secrets)) expect(text).not.toContain(secret);
    expect(text).not.toContain('firstName');
    expect(scrubbed.request.headers).toEqual({ 'User-Agent': 'Chromium' });
    expect(scrubbed).not.toHaveProperty('user');
    expect(scrubbed.request).not.toHaveProperty('data');
  });

  it('scrubs a breadcrumb message and data', () => {
    const crumb = scrubBreadcrumb({
      category: 'navigation',
      data: { from: `/#/guest?uuid=${secrets.uuid}`, to: '/#/panel' },
      message: `IBAN ${secrets.ibanSpaced}`,
    });
    expect(JSON.stringify(crumb)).not.toMatch(/0d6c1c9e|1090 1014/);
  });
});

describe('scrubSpan', () => {
  it('scrubs a streamed span: its name, plain and typed attributes, and links', () => {
    const span = scrubSpan({
      span_id: 'a1b2c3d4e5f60718',
      name: `GET /#/guest/${secrets.pesel}`,
      attributes: {
        'url.full': { value: `https://x.example/?q=${secrets.guestKey}#/r?code=1`, type: 'string' },
        'http.url': `https://x.example/p/${secrets.passport}?a=b`,
        'sentry.op': 'pageload',
        note: { value: `IBAN ${secrets.iban}`, type: 'string' },
      },
      links: [{ attributes: { reason: `token ${secrets.jwt}` } }],
    });
    expect(span.name).toBe('GET /#/guest/[pesel]');
    expect(span.attributes['url.full']).toEqual({
      value: 'https://x.example/?q=[filtered]#/r?code=[filtered]',
      type: 'string',
    });
    expect(span.attributes['http.url']).toBe('https://x.example/p/[document]?a=[filtered]');
    expect(span.attributes['sentry.op']).toBe('pageload');
    const text = JSON.stringify(span);
    for (const secret of Object.values(secrets)) expect(text).not.toContain(secret);
  });
});

describe("Sentry's own ids", () => {
  // Hex ids with a run of 6 to 10 digits read as a code or a number to the text rules.
  const segmentId = 'c5e0123456789abf';
  const traceId = '4c79f60c1121438604f4ae0781bfb2ee';

  it('keeps sentry.segment.id and the other id attributes verbatim, typed or plain', () => {
    const span = scrubSpan({
      name: 'pageload',
      attributes: {
        'sentry.segment.id': { value: segmentId, type: 'string' },
        'sentry.trace.parent_span_id': 'f0123456e7890123',
        'sentry.segment.name': `/guest/${secrets.pesel}`,
      },
      links: [{ trace_id: traceId, span_id: segmentId }],
    });
    expect(span.attributes['sentry.segment.id']).toEqual({ value: segmentId, type: 'string' });
    expect(span.attributes['sentry.trace.parent_span_id']).toBe('f0123456e7890123');
    expect(span.links).toEqual([{ trace_id: traceId, span_id: segmentId }]);
    expect(span.attributes['sentry.segment.name']).toBe('/guest/[pesel]');
  });

  it('still scrubs personal data under an id name that is not a Sentry id', () => {
    const span = scrubSpan({
      name: 'x',
      attributes: {
        'sentry.segment.id': { value: secrets.pesel, type: 'string' },
        'sentry.custom.id': `${secrets.email} ${secrets.iban}`,
      },
    });
    const text = JSON.stringify(span);
    for (const secret of Object.values(secrets)) expect(text).not.toContain(secret);
  });
});
