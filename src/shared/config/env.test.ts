import { afterEach, describe, expect, it, vi } from 'vitest';
import { environmentForHost, environments, shippedEnvironments } from './environments';

type HappyWindow = Window & { happyDOM: { setURL(url: string): void } };
// happy-dom's window has `happyDOM`, which lib.dom's Window type cannot know of.
const happyWindow = window as unknown as HappyWindow;
const startUrl = window.location.href;

async function envAt(url: string, variables: Record<string, string> = {}) {
  happyWindow.happyDOM.setURL(url);
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import('./env')).env;
}

afterEach(() => {
  vi.unstubAllEnvs();
  happyWindow.happyDOM.setURL(startUrl);
});

describe('environment by host (product.md §9)', () => {
  it.each([
    ['https://akademiki.uczelnia.edu.pl/#/', 'false', 'production'],
    ['https://akademiki-test.uczelnia.edu.pl/#/panel', 'false', 'test'],
    // A real build on a host it does not know: production, never the demo (decision 012).
    ['http://localhost:4173/', 'false', 'production'],
    ['https://akademiki.uczelnia.edu.pl.evil.example/', 'false', 'production'],
    ['https://preview-1234.uczelnia.edu.pl/', 'false', 'production'],
    // The dev server and the demo build carry the demo API and use it off the two hosts.
    ['http://localhost:5173/', 'true', 'local'],
    ['https://akademiki.uczelnia.edu.pl.evil.example/', 'true', 'local'],
    ['https://akademiki.uczelnia.edu.pl/#/', 'true', 'production'],
    ['https://akademiki-test.uczelnia.edu.pl/#/', 'true', 'test'],
  ] as const)(
    '%s with VITE_DEMO_API=%s is %s, with its API base and login-system id',
    async (url, demo, name) => {
      const env = await envAt(url, { VITE_API_BASE: '', VITE_DEMO_API: demo });
      expect(env.name).toBe(name);
      expect(env.apiBase).toBe(environments[name].apiBase);
      expect(env.loginSystemId).toBe(environments[name].loginSystemId);
      expect(env.ssoClientId).toBe(environments[name].ssoClientId);
      expect(env.ssoAuthorizeUrl).toBe(environments[name].ssoAuthorizeUrl);
    },
  );

  it('has exactly two real environments, whose sign-on and logout are absolute https addresses', () => {
    const real = Object.entries(environments).filter(([name]) => name !== 'local');
    expect(real.map(([name]) => name).sort()).toEqual(['production', 'test']);
    for (const [, environment] of real) {
      expect(environment.ssoAuthorizeUrl).toMatch(/^https:\/\//);
      expect(environment.centralLogoutUrl).toMatch(/^https:\/\//);
      expect(environment.apiBase).toMatch(/^https:\/\//);
    }
  });

  it('lets VITE_API_BASE override the base chosen by host', async () => {
    const env = await envAt('https://akademiki.uczelnia.edu.pl/', {
      VITE_API_BASE: 'https://staging-api.example/api/v1',
    });
    expect(env.name).toBe('production');
    expect(env.apiBase).toBe('https://staging-api.example/api/v1');
    expect(env.loginSystemId).toBe(environments.production.loginSystemId);
  });
});

// Issue 37: a bundle holds only the environments it can run in (VITE_ENVIRONMENTS; a real build
// never the local one), and picks among those.
describe('environment by host among those a build carries', () => {
  const production = 'akademiki.uczelnia.edu.pl';
  const test = 'akademiki-test.uczelnia.edu.pl';
  const elsewhere = 'preview-1234.uczelnia.edu.pl';

  it.each([
    [
      ['production', 'test'],
      false,
      [production, test, elsewhere],
      ['production', 'test', 'production'],
    ],
    [
      ['production'],
      false,
      [production, test, elsewhere],
      ['production', 'production', 'production'],
    ],
    [['test'], false, [production, test, elsewhere], ['test', 'test', 'test']],
    [['local'], true, [production, test, elsewhere], ['local', 'local', 'local']],
    [
      ['production', 'local'],
      true,
      [production, test, elsewhere],
      ['production', 'local', 'local'],
    ],
  ] as const)('a build with %j (demo API: %s) on %j uses %j', (names, demo, hosts, expected) => {
    const shipped = shippedEnvironments(names);
    expect(Object.keys(shipped)).toEqual(names);
    expect(hosts.map((host) => environmentForHost(host, shipped, demo))).toEqual(expected);
  });

  it('names each real environment with its host, the build may move them', () => {
    const shipped = shippedEnvironments(['production', 'test'], {
      production: ' portal.example ',
      test: '',
    });
    expect(shipped.production?.host).toBe('portal.example');
    expect(shipped.test?.host).toBe(test);
    expect(environmentForHost('portal.example', shipped, false)).toBe('production');
    expect(environmentForHost(production, shipped, false)).toBe('production');
    expect(shippedEnvironments(['local']).local?.host).toBeUndefined();
  });
});
