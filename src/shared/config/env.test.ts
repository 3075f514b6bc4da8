import { afterEach, describe, expect, it, vi } from 'vitest';
import { environments } from './environments';

type HappyWindow = Window & { happyDOM: { setURL(url: string): void } };
const startUrl = window.location.href;

async function envAt(url: string, variables: Record<string, string> = {}) {
  (window as unknown as HappyWindow).happyDOM.setURL(url);
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import('./env')).env;
}

afterEach(() => {
  vi.unstubAllEnvs();
  (window as unknown as HappyWindow).happyDOM.setURL(startUrl);
});

describe('environment by host (spec section 9)', () => {
  it.each([
    ['https://akademiki.uczelnia.edu.pl/#/', 'production'],
    ['https://akademiki-test.uczelnia.edu.pl/#/panel', 'test'],
    ['http://localhost:5173/', 'local'],
    ['https://akademiki.uczelnia.edu.pl.evil.example/', 'local'],
  ] as const)('%s is %s, with its API base and login-system id', async (url, name) => {
    const env = await envAt(url, { VITE_API_BASE: '' });
    expect(env.name).toBe(name);
    expect(env.apiBase).toBe(environments[name].apiBase);
    expect(env.loginSystemId).toBe(environments[name].loginSystemId);
    expect(env.ssoClientId).toBe(environments[name].ssoClientId);
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
