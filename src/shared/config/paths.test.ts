import { describe, expect, it } from 'vitest';
import { openRedirects } from '@/testing/open-redirects';
import { isAppRoute } from './paths';

describe('isAppRoute', () => {
  it.each(['/', '/panel', '/panel?tab=fees', '/register', '/guest-agreement?uuid=x'])(
    'accepts the in-app route %s',
    (value) => expect(isAppRoute(value)).toBe(true),
  );

  it.each([...openRedirects, '', ' /panel', null, 42])('rejects %s', (value) =>
    expect(isAppRoute(value)).toBe(false),
  );
});
