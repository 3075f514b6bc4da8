import { renderApp } from '@/testing/test-utils';

export const demoUsers = {
  jan: { userId: '1001', login: 'jkowalski' },
  anna: { userId: '1002', login: 'anowak' },
  piotr: { userId: '1003', login: 'pzielinski' },
} as const;

/** The whole app at a panel route, signed in as a demo user (token as the demo sign-on issues). */
type DemoUser = { userId: string; login: string };

export function renderPanel(
  route = '/panel',
  { user = demoUsers.jan as DemoUser, language = 'en' as 'en' | 'pl' } = {},
) {
  return renderApp(route, {
    language,
    preloadedState: {
      account: {
        access_token: `demo.${user.userId}.test`,
        token_type: 'Bearer',
        login: user.login,
        userId: user.userId,
      },
    },
  });
}
