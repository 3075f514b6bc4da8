import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { env } from '@/shared/config/env';
import { answerOf, answersAt, propertyTimeout } from '@/testing/contract-arbitrary';
import { onEveryAnswer, untilLoaded } from '@/testing/screen-property';
import { renderWithProviders } from '@/testing/test-utils';
import InternetTab from './components/internet-tab';
import { accountOf, demoUsers } from './test-utils';

// Every answer the contract allows to the Internet tab's reads (notes, allocation, configuration,
// transfer): the tab settles, and never says "No active connection found" beside the
// configuration or transfer of an active connection (issue 23).

const base = `${env.apiBase}/app/panel/network`;
const reads = ['notes', 'allocation', 'configuration', 'transfer'] as const;

describe('the Internet tab on any answer the contract allows', () => {
  it(
    'settles and never says two opposite things',
    async () => {
      await onEveryAnswer(
        [fc.tuple(...reads.map((read) => answerOf(`/app/panel/network/${read}`, 'get')))],
        (answers) => answersAt(base, reads, answers),
        async () => {
          renderWithProviders(<InternetTab />, {
            preloadedState: { account: accountOf(demoUsers.jan) },
          });
          await untilLoaded();
          const none = screen.queryByText(/no active connection found/i) !== null;
          const live =
            screen.queryByRole('heading', { name: 'Network configuration' }) !== null ||
            screen.queryByRole('heading', { name: 'Transfer' }) !== null;
          expect(none && live, 'no connection beside a live one').toBe(false);
        },
      );
    },
    propertyTimeout,
  );
});
