import { cleanup, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { env } from '@/shared/config/env';
import { answerOf, propertyParameters, propertyTimeout } from '@/testing/contract-arbitrary';
import { renderWithProviders } from '@/testing/test-utils';
import DocumentsTab from './components/documents-tab';
import { demoUsers } from './test-utils';

// Every answer the contract allows to the documents read: the tab settles (no endless loading),
// and no section says two opposite things: "none" beside a listed document, or a document to sign
// (its Sign button) among the signed or in-progress ones (issue 23).

const url = `${env.apiBase}/app/panel/documents`;
const account = {
  access_token: `demo.${demoUsers.jan.userId}.test`,
  token_type: 'Bearer',
  login: demoUsers.jan.login,
  userId: demoUsers.jan.userId,
};
const sections = [
  { heading: 'Waiting for your signature', empty: 'There are no documents waiting for you.' },
  {
    heading: 'In progress: waiting for the other side',
    empty: 'No signed document is waiting for the other side.',
  },
  { heading: 'Signed documents', empty: 'You have no signed documents yet.' },
];

function expectCoherent() {
  for (const [index, { heading, empty }] of sections.entries()) {
    const title = screen.queryByRole('heading', { name: heading });
    if (!title) continue;
    const section = title.closest('section') as HTMLElement;
    const none = within(section).queryByText(empty) !== null;
    const listed = within(section).queryAllByRole('button').length > 0;
    expect(none && listed, `${heading}: "none" beside a document`).toBe(false);
    if (index > 0)
      expect(
        within(section).queryAllByRole('button', { name: /^sign/i }),
        `${heading}: a document to sign`,
      ).toEqual([]);
  }
}

describe('the documents tab on any answer the contract allows', () => {
  it(
    'settles and never says two opposite things',
    async () => {
      await fc.assert(
        fc.asyncProperty(answerOf('/app/panel/documents', 'get'), async (read) => {
          server.use(
            http.get(url, () => HttpResponse.json(read.body as object, { status: read.status })),
          );
          try {
            renderWithProviders(<DocumentsTab />, { preloadedState: { account } });
            await waitFor(() => expect(screen.queryByText(/loading/i)).toBeNull());
            expectCoherent();
          } finally {
            cleanup();
            server.resetHandlers();
          }
        }),
        propertyParameters,
      );
    },
    propertyTimeout,
  );
});
