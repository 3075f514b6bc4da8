import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/shared/config/env';
import { answerOf, propertyTimeout } from '@/testing/contract-arbitrary';
import { onEveryAnswer, replyWith, untilLoaded } from '@/testing/screen-property';
import { renderWithProviders } from '@/testing/test-utils';
import ApplicationsTab from './applications-tab';
import { accountOf, demoUsers } from '../../test-utils';

// Every answer the contract allows to the Archive tab's read: the tab settles, and never says two
// opposite things: "no archival documents yet" beside a listed one, or a declaration "annexed"
// (an annex "concluded"): archived documents were signed by both sides, each in its kind's way
// (issue 23).

const url = `${env.apiBase}/app/panel/applications`;
const bothSigned: Record<string, string> = {
  Declaration: 'Concluded (signed by both sides)',
  Annex: 'In force (signed by both sides)',
};

describe('the Archive tab on any answer the contract allows', () => {
  it(
    'settles and never says two opposite things',
    async () => {
      await onEveryAnswer(
        [answerOf('/app/panel/applications', 'get')],
        (read) => [http.get(url, replyWith(read))],
        async () => {
          renderWithProviders(<ApplicationsTab />, {
            preloadedState: { account: accountOf(demoUsers.jan) },
          });
          await untilLoaded();
          const none = screen.queryByText('You have no archival documents yet.') !== null;
          const table = screen.queryByRole('table');
          expect(none && table !== null, '"none" beside a listed document').toBe(false);
          for (const row of table ? within(table).getAllByRole('row').slice(1) : []) {
            const cells = within(row).getAllByRole('cell');
            const kind = cells[0]?.textContent ?? '';
            expect(cells[4]?.textContent, `${kind} ${cells[1]?.textContent}`).toBe(
              bothSigned[kind],
            );
          }
        },
      );
    },
    propertyTimeout,
  );
});
