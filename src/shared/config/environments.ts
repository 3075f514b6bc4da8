/**
 * The environments of product.md §9 as plain data (no import.meta), so both the app
 * (src/shared/config/env.ts) and the build (the Content-Security-Policy in vite.config.ts) use
 * the same hosts.
 */
/**
 * product.md §9 names two environments, production and test. `local` is the embedded demo API's, chosen
 * only by a build that carries it (dev server, demo build): see decision 012.
 */
export type EnvironmentName = 'production' | 'test' | 'local';

export type Environment = {
  name: EnvironmentName;
  apiBase: string;
  /** Identifier of this system in the central login service (CAS), sent on logout. */
  loginSystemId: string;
  ssoAuthorizeUrl: string;
  /**
   * The sign-on's issuer identifier (RFC 8414): an answer carrying `iss` (RFC 9207) must name
   * exactly this one. Empty: the origin of ssoAuthorizeUrl (the demo sign-on page).
   */
  ssoIssuer: string;
  ssoClientId: string;
  centralLogoutUrl: string;
};

/** A constant of its own: an import of it alone brings no other environment's address along. */
export const defaultProductionHost = 'akademiki.uczelnia.edu.pl';

export const defaultHosts = {
  production: defaultProductionHost,
  test: 'akademiki-test.uczelnia.edu.pl',
} as const;

export const environments: Record<EnvironmentName, Omit<Environment, 'name'>> = {
  production: {
    apiBase: 'https://api.akademiki.uczelnia.edu.pl/api/v1',
    loginSystemId: 'dormitory-portal',
    ssoAuthorizeUrl: 'https://ekonto.uczelnia.edu.pl/oauth2/authorize',
    ssoIssuer: 'https://ekonto.uczelnia.edu.pl',
    ssoClientId: 'dormitory-portal',
    centralLogoutUrl: 'https://login.uczelnia.edu.pl/cas/logout',
  },
  test: {
    apiBase: 'https://api.akademiki-test.uczelnia.edu.pl/api/v1',
    loginSystemId: 'dormitory-portal-test',
    ssoAuthorizeUrl: 'https://ekonto-test.uczelnia.edu.pl/oauth2/authorize',
    ssoIssuer: 'https://ekonto-test.uczelnia.edu.pl',
    ssoClientId: 'dormitory-portal-test',
    centralLogoutUrl: 'https://login-test.uczelnia.edu.pl/cas/logout',
  },
  local: {
    apiBase: '/api/v1',
    loginSystemId: 'dormitory-portal-local',
    ssoAuthorizeUrl: '/demo-sso.html',
    ssoIssuer: '',
    ssoClientId: 'dormitory-portal-local',
    centralLogoutUrl: '/demo-sso.html',
  },
};

/**
 * What a build carries of one environment: its settings and, for the two real ones, the page host
 * that selects it.
 */
export type ShippedEnvironment = Omit<Environment, 'name'> & { host?: string };
export type ShippedEnvironments = Partial<Record<EnvironmentName, ShippedEnvironment>>;

/**
 * The environments a build can run in, each with the host that picks it. vite.config.ts defines
 * the result as `__ENVIRONMENTS__`, so a bundle holds these and nothing of the others (issue 37:
 * a production bundle carried the local demo's `/demo-sso.html` and `/api/v1`).
 */
export function shippedEnvironments(
  names: readonly EnvironmentName[],
  hosts: { production?: string | undefined; test?: string | undefined } = {},
): ShippedEnvironments {
  const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const hostOf = {
    production: given(hosts.production) ?? defaultHosts.production,
    test: given(hosts.test) ?? defaultHosts.test,
  };
  return Object.fromEntries(
    names.map((name) => [
      name,
      name === 'local' ? { ...environments.local } : { ...environments[name], host: hostOf[name] },
    ]),
  );
}

/**
 * product.md §9 and decision 012: the production and the test host pick their environment; any
 * other host is the local demo in a build that carries the demo API, else production. A build
 * without an environment (VITE_ENVIRONMENTS) cannot pick it: another host then gets the
 * build's own (a test-only build uses the test API everywhere).
 */
export function environmentForHost(
  hostname: string,
  shipped: ShippedEnvironments,
  demo: boolean,
): EnvironmentName {
  if (shipped.production && shipped.production.host === hostname) return 'production';
  if (shipped.test && shipped.test.host === hostname) return 'test';
  if (demo && shipped.local) return 'local';
  if (shipped.production) return 'production';
  const [first] = Object.keys(shipped) as EnvironmentName[];
  if (!first) throw new Error('A build with no environment to run in');
  return first;
}
