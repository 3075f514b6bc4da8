import { describe, expect, it } from 'vitest';
import { axiosFullPath, credentialFor, type Credential } from './authorization-rule';

const page = 'https://akademiki.uczelnia.edu.pl/#/panel';
const apiBase = 'https://api.akademiki.uczelnia.edu.pl/api/v1';
const native = { type: 'StudentForm', studentFormSubtype: 'NativeStudentForm' };

type Row = [label: string, url: string, method: string, data: unknown, expected: Credential];

const rows: Row[] = [
  ['logout', '/app/logout', 'get', undefined, 'account'],
  ['panel root', '/app/panel', 'get', undefined, 'account'],
  ['panel fees', '/app/panel/fees', 'get', undefined, 'account'],
  ['panel signing', '/app/panel/documents/7/sign', 'post', {}, 'account'],
  ['additional info', '/app/form/additionalInfo', 'get', undefined, 'account'],
  ['additional info below', '/app/form/additionalInfo/file', 'post', {}, 'account'],
  ['form post, native student', '/app/form/post', 'post', native, 'account'],
  [
    'form post, foreign student',
    '/app/form/post',
    'post',
    { type: 'StudentForm', studentFormSubtype: 'ForeignStudentForm' },
    null,
  ],
  ['form post, guest form', '/app/form/post', 'post', { type: 'GuestForm' }, null],
  ['form post, erasmus form', '/app/form/post', 'post', { type: 'ErasmusForm' }, null],
  ['form post, no body', '/app/form/post', 'post', undefined, null],
  ['form post, native as JSON text', '/app/form/post', 'post', JSON.stringify(native), 'account'],
  ['form post, native but GET', '/app/form/post', 'get', native, null],
  ['guest verification', '/app/guest/verify', 'post', {}, 'guest'],
  ['guest by uuid', '/app/guest/0d6c1c9e-6c0e-4a53-9d55-4d2f1c1c7a10', 'get', undefined, 'guest'],
  ['panelx is not the panel', '/app/panelx', 'get', undefined, null],
  ['panel-ish prefix', '/app/panel-admin/x', 'get', undefined, null],
  ['logout with suffix', '/app/logoutx', 'get', undefined, null],
  ['additionalInfo lookalike', '/app/form/additionalInformation', 'get', undefined, null],
  ['guestbook is not guest', '/app/guestbook', 'get', undefined, null],
  ['panel/../guest resolves to guest', '/app/panel/../guest/x', 'get', undefined, 'guest'],
  ['encoded dot segments', '/app/panel/%2e%2e/%2e%2e/hotel/x', 'get', undefined, null],
  ['panel/../../ leaves app', '/app/panel/../../other', 'get', undefined, null],
  ['form/post/.. is not form post', '/app/form/post/../dictionaries', 'post', native, null],
  ['dictionaries', '/app/dictionaries/countries', 'get', undefined, null],
  ['sign-in exchange', '/app/auth/token', 'post', { code: 'x' }, null],
  ['hotel', '/app/hotel/reservation', 'get', undefined, null],
  ['periods', '/app/periods', 'get', undefined, null],
  ['outside /app', '/other/panel', 'get', undefined, null],
  ['another host, same path', 'https://evil.example/api/v1/app/panel/fees', 'get', undefined, null],
  ['protocol-relative host', '//evil.example/api/v1/app/panel/fees', 'get', undefined, null],
  [
    'http instead of https',
    'http://api.akademiki.uczelnia.edu.pl/api/v1/app/panel',
    'get',
    undefined,
    null,
  ],
  [
    'other port',
    'https://api.akademiki.uczelnia.edu.pl:8443/api/v1/app/panel',
    'get',
    undefined,
    null,
  ],
  [
    'user info trick',
    'https://api.akademiki.uczelnia.edu.pl@evil.example/api/v1/app/panel',
    'get',
    undefined,
    null,
  ],
  ['absolute API url', `${apiBase}/app/panel/fees`, 'get', undefined, 'account'],
  ['captcha host', 'https://www.google.com/recaptcha/api.js', 'get', undefined, null],
  ['Sentry host', 'https://o1.ingest.sentry.io/api/1/envelope/', 'post', {}, null],
  ['sign-on host', 'https://ekonto.uczelnia.edu.pl/oauth2/authorize', 'get', undefined, null],
  ['central logout host', 'https://login.uczelnia.edu.pl/cas/logout', 'get', undefined, null],
];

describe('authorization by path (resolved against the API origin)', () => {
  it.each(rows)('%s: %s', (_label, url, method, data, expected) => {
    expect(credentialFor({ url, baseURL: apiBase, pageHref: page, apiBase, method, data })).toBe(
      expected,
    );
  });

  it('sends the account on a native student form posted as multipart', () => {
    const body = new FormData();
    body.set('type', 'StudentForm');
    body.set('studentFormSubtype', 'NativeStudentForm');
    const input = { url: '/app/form/post', baseURL: apiBase, pageHref: page, apiBase };
    expect(credentialFor({ ...input, method: 'post', data: body })).toBe('account');
    body.set('studentFormSubtype', 'ForeignStudentForm');
    expect(credentialFor({ ...input, method: 'post', data: body })).toBeNull();
  });

  it.each([
    ['/app/panel/fees', 'account'],
    ['/app/guest/x', 'guest'],
    ['http://localhost:5173/api/v1/app/panel', 'account'],
    ['http://localhost:9999/api/v1/app/panel', null],
    // axios joins it to /api/v1/api/v1/app/panel: not a path of the spec.
    ['/api/v1/app/panel', null],
  ] as const)('works with a relative base on the page origin: %s', (url, expected) => {
    expect(
      credentialFor({
        url,
        baseURL: '/api/v1',
        pageHref: 'http://localhost:5173/#/panel',
        apiBase: '/api/v1',
        method: 'get',
      }),
    ).toBe(expected);
  });

  it('joins base and url the way axios does', () => {
    expect(axiosFullPath('/api/v1/', '/app/x')).toBe('/api/v1/app/x');
    expect(axiosFullPath('/api/v1', 'app/x')).toBe('/api/v1/app/x');
    expect(axiosFullPath('/api/v1', 'https://h/x')).toBe('https://h/x');
    expect(axiosFullPath('/api/v1', '//h/x')).toBe('//h/x');
  });
});
