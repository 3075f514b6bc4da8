import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/shared/config/env';
import { answerOf, propertyTimeout, type Answer } from '@/testing/contract-arbitrary';
import { onEveryAnswer, replyWith, untilLoaded } from '@/testing/screen-property';
import { renderWithProviders } from '@/testing/test-utils';
import type { PanelDocument } from '../../api';
import DocumentsTab from './documents-tab';
import { accountOf, demoUsers } from '../../test-utils';

// Every answer the contract allows to the documents read and to the sign write: the tab settles
// (no endless loading, no busy button), and never says two opposite things: a section's "none"
// beside a listed document, a document to sign (its Sign button) among the signed or in-progress
// ones, a declaration in an annex's state or the other way round, or "signed" beside the same
// document's Sign button (issue 23).

const url = `${env.apiBase}/app/panel/documents`;
const sections = [
  { heading: 'Waiting for your signature', empty: 'There are no documents waiting for you.' },
  {
    heading: 'In progress: waiting for the other side',
    empty: 'No signed document is waiting for the other side.',
  },
  { heading: 'Signed documents', empty: 'You have no signed documents yet.' },
];

const states = {
  Declaration: [
    'Awaiting your signature',
    'Signed by you and sent',
    'Concluded (signed by both sides)',
  ],
  Annex: [
    'Awaiting your signature',
    'Signed by you, awaiting the head of the dormitory',
    'In force (signed by both sides)',
  ],
};

/** Each listed document's state is one of its kind's (product.md §4). */
export function expectStatesOfTheirKind() {
  for (const table of screen.queryAllByRole('table')) {
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const cells = within(row).getAllByRole('cell');
      const kind = cells[0]?.textContent as keyof typeof states;
      expect(states[kind], `${kind} in ${row.textContent}`).toContain(cells[3]?.textContent);
    }
  }
}

function expectCoherent() {
  expectStatesOfTheirKind();
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

/**
 * The sign's answer as the contract's prose has it (SignedDocument): the document signed, its id
 * and kind, in that kind's signed state.
 */
function signedAs(write: Answer, read: Answer, id: string): object {
  if (write.status !== 200 || !Array.isArray(read.body)) return write.body as object;
  const signed = (read.body as PanelDocument[]).find((item) => item.id === id);
  if (!signed) return write.body as object;
  const state = signed.kind === 'declaration' ? 'sent' : 'awaitingHead';
  return { ...(write.body as PanelDocument), id, kind: signed.kind, state };
}

describe('the documents tab on any answer the contract allows', () => {
  it(
    'settles, signs or says why not, and never says two opposite things',
    async () => {
      await onEveryAnswer(
        [
          answerOf('/app/panel/documents', 'get'),
          answerOf('/app/panel/documents/{id}/sign', 'post'),
        ],
        (read, write) => [
          http.get(url, replyWith(read)),
          http.post(`${url}/:id/sign`, ({ params }) =>
            HttpResponse.json(signedAs(write, read, String(params.id)), { status: write.status }),
          ),
        ],
        async () => {
          const { user } = renderWithProviders(<DocumentsTab />, {
            preloadedState: { account: accountOf(demoUsers.jan) },
          });
          await untilLoaded();
          expectCoherent();
          const sign = screen.queryAllByRole('button', { name: /^sign /i })[0];
          if (!sign) return;
          // Two documents may share a kind and number (the contract does not forbid it, nor an
          // empty number): the signed one's button goes, any other of that label stays.
          const label = sign.getAttribute('aria-label');
          const labelled = () =>
            screen.queryAllByRole('button').filter((b) => b.getAttribute('aria-label') === label);
          const before = labelled().length;
          await user.click(sign);
          const dialog = await screen.findByRole('dialog');
          await user.click(within(dialog).getByRole('button', { name: 'Yes, sign' }));
          // Settled: the dialog closed on a result (signed, or why not), no busy button.
          await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), {
            timeout: 10_000,
          });
          expect(screen.queryByRole('button', { busy: true })).toBeNull();
          const signed = screen.queryByText(/ is signed (and|now)/) !== null;
          const failed = screen.queryByText(/could not be signed/) !== null;
          expect(signed !== failed, 'signed, or why not: one of the two').toBe(true);
          expect(signed && labelled().length >= before, `signed, and still "${label}"`).toBe(false);
          expectCoherent();
        },
      );
    },
    propertyTimeout,
  );
});
