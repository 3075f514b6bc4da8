import { cleanup, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { env } from '@/shared/config/env';
import {
  answerOf,
  answersAt,
  propertyParameters,
  propertyTimeout,
} from '@/testing/contract-arbitrary';
import { renderWithProviders } from '@/testing/test-utils';
import InternetTab from './components/internet-tab';
import { demoUsers } from './test-utils';

// Every answer the contract allows to the Internet tab's reads (notes, allocation, configuration,
// transfer): the tab settles, and never says "No active connection found" beside the
// configuration or transfer of an active connection (issue 23).

const base = `${env.apiBase}/app/panel/network`;
const account = {
  access_token: `demo.${demoUsers.jan.userId}.test`,
  token_type: 'Bearer',
  login: demoUsers.jan.login,
  userId: demoUsers.jan.userId,
};
const reads = ['notes', 'allocation', 'configuration', 'transfer'] as const;

describe('the Internet tab on any answer the contract allows', () => {
  it(
    'settles and never says two opposite things',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.tuple(...reads.map((read) => answerOf(`/app/panel/network/${read}`, 'get'))),
          async (answers) => {
            server.use(...answersAt(base, reads, answers));
            try {
              renderWithProviders(<InternetTab />, { preloadedState: { account } });
              await waitFor(() => expect(screen.queryByText(/loading/i)).toBeNull());
              const none = screen.queryByText(/no active connection found/i) !== null;
              const live =
                screen.queryByRole('heading', { name: 'Network configuration' }) !== null ||
                screen.queryByRole('heading', { name: 'Transfer' }) !== null;
              expect(none && live, 'no connection beside a live one').toBe(false);
            } finally {
              cleanup();
              server.resetHandlers();
            }
          },
        ),
        propertyParameters,
      );
    },
    propertyTimeout,
  );
});
