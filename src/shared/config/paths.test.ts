import { describe, expect, it } from 'vitest';
import { openRedirects } from '@/testing/open-redirects';
import { hashRoute, isAppRoute } from './paths';

describe('isAppRoute', () => {
  it.each(['/', '/panel', '/panel?tab=fees', '/register', '/guest-agreement?uuid=x'])(
    'accepts the in-app route %s',
    (value) => expect(isAppRoute(value)).toBe(true),
  );

  it.each([...openRedirects, '', ' /panel', null, 42])('rejects %s', (value) =>
    expect(isAppRoute(value)).toBe(false),
  );
});

describe('hashRoute: the address as the router reads it', () => {
  it.each([
    ['', '/', ''],
    ['#', '/', ''],
    ['#/', '/', ''],
    ['#/?x=1', '/', 'x=1'],
    ['#?lng=pl', '/', 'lng=pl'],
    ['#/panel', '/panel', ''],
    ['#/panel?tab=fees', '/panel', 'tab=fees'],
    ['#/panel?tab=documents#x', '/panel', 'tab=documents'],
    ['#/panel#x?tab=fees', '/panel', ''],
    ['#/register/extra?a=1', '/register/extra', 'a=1'],
  ])('reads %s as %s with the query %s', (hash, path, query) => {
    const route = hashRoute(hash);
    expect(route.path).toBe(path);
    expect(route.params.toString()).toBe(new URLSearchParams(query).toString());
  });

  it('decodes a parameter as URLSearchParams does: names and values, "+" a space', () => {
    expect(hashRoute('#/panel?t%61b=%66ees').params.get('tab')).toBe('fees');
    expect(hashRoute('#/guest?name=a+b').params.get('name')).toBe('a b');
  });
});
