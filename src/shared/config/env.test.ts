import { afterEach, describe, expect, it, vi } from 'vitest';
import { environments } from './environments';

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
