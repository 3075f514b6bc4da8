import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/shared/config/env';
import { signGuestToken } from '@/shared/session/guest-token';
import { answerOf, bodyOf, propertyTimeout } from '@/testing/contract-arbitrary';
import { onEveryAnswer, replyWith } from '@/testing/screen-property';
import { renderWithProviders } from '@/testing/test-utils';
import type { GuestStatus } from './api';
import { GuestResult } from './components/guest-result';

// Every guest status the contract allows, and every answer it allows to Accept: the screen
// renders, settles, and never says both "accepted" and "accept the terms" (issue 23).

const acceptedText = /you accepted the terms of the guest stay on/i;
const nothingMoreText = /nothing more is needed now/i;
const pendingText = /accept the terms above to complete/i;

function Screen({ first }: { first: GuestStatus }) {
  const [shown, setShown] = useState(first);
  return <GuestResult status={shown} onUpdated={setShown} onExpired={vi.fn()} />;
}

/** The two things the screen must never say at once. */
function expectCoherent() {
  const accepted = screen.queryByText(acceptedText) !== null;
  const acceptButton = screen.queryByRole('button', { name: /^accept$/i }) !== null;
  expect(accepted && acceptButton, 'says accepted and offers Accept').toBe(false);
  const nothingMore = screen.queryByText(nothingMoreText) !== null;
  const pending = screen.queryByText(pendingText) !== null;
  expect(nothingMore && (pending || acceptButton), 'done and still to accept').toBe(false);
  expect(accepted, 'accepted exactly when nothing more is needed').toBe(nothingMore);
}

describe('the guest result on any answer the contract allows', () => {
  it(
    'renders, settles after Accept, and never says two opposite things',
    async () => {
      const token = await signGuestToken('6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b', '02211307589');
      await onEveryAnswer(
        [
          bodyOf('/app/guest/{uuid}/verify', 'post'),
          answerOf('/app/guest/{uuid}/agreement', 'post'),
        ],
        (_status, acceptAnswer) => [
          http.post(`${env.apiBase}/app/guest/:uuid/agreement`, replyWith(acceptAnswer)),
        ],
        async (status) => {
          const guest = status as GuestStatus;
          const { user } = renderWithProviders(<Screen first={guest} />, {
            preloadedState: { guest: { uuid: guest.uuid, token } },
          });
          expectCoherent();
          const accept = screen.queryByRole('button', { name: /^accept$/i });
          if (accept) {
            await user.click(screen.getByRole('checkbox'));
            await user.click(accept);
            // Settled: the answer is shown as accepted or as a failure, never a spinner forever.
            await waitFor(() =>
              expect(
                screen.queryByText(acceptedText) !== null ||
                  screen.queryAllByRole('alert').length > 0 ||
                  screen.queryAllByRole('dialog').length > 0,
              ).toBe(true),
            );
            expect(screen.queryByRole('button', { busy: true })).toBeNull();
          }
          expectCoherent();
        },
      );
    },
    propertyTimeout,
  );
});
