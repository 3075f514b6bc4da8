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

export const defaultHosts = {
  production: 'akademiki.uczelnia.edu.pl',
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
