import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';

// The first render of a test file loads the lazy screen and tab chunks; on a busy two-core
// machine that alone can pass the default 1 s of findBy*. Only this feature's test files.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

export const demoUsers = {
  jan: { userId: '1001', login: 'jkowalski' },
  anna: { userId: '1002', login: 'anowak' },
  piotr: { userId: '1003', login: 'pzielinski' },
} as const;

type DemoUser = { userId: string; login: string };

/** A demo user's session, with the token the demo sign-on issues. */
export function accountOf(user: DemoUser) {
  return {
    access_token: `demo.${user.userId}.test`,
    token_type: 'Bearer',
    login: user.login,
    userId: user.userId,
  };
}

/** The whole app at a panel route, signed in as a demo user. */
export function renderPanel(
  route = '/panel',
  { user = demoUsers.jan, language = 'en' }: { user?: DemoUser; language?: 'en' | 'pl' } = {},
) {
  return renderApp(route, {
    language,
    preloadedState: { account: accountOf(user) },
  });
}
