import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubEvent, scrubText, scrubUrl } from './scrub';

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

  it('keeps ordinary text, statuses and dates', () => {
    const text =
      'API request failed: GET 500 at 2026-11-22T01:00:00.000Z in assets/index-Bx3k9aQ1.js';
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
