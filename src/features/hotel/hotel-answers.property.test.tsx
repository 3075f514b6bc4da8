import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/shared/config/env';
import { answerOf, propertyTimeout, type Answer } from '@/testing/contract-arbitrary';
import { onEveryAnswer, replyWith, untilLoaded } from '@/testing/screen-property';
import { renderWithProviders } from '@/testing/test-utils';
import { BookingView } from './components/booking-view';

// Every answer the contract allows to the booking, its rooms and Accept: the view settles and
// never says "confirmed" beside "press the accept button" (issue 23).

const confirmed = /the reservation has been properly confirmed/i;
const pressAccept = /press the accept button/i;
const id = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
const base = `${env.apiBase}/app/hotel/reservations/:id`;
const reply = (answer: Answer) => replyWith(answer);

function expectCoherent() {
  const isConfirmed = screen.queryByText(confirmed) !== null;
  const offersAccept =
    screen.queryByText(pressAccept) !== null ||
    screen.queryByRole('button', { name: /^accept$/i }) !== null;
  expect(isConfirmed && offersAccept, 'confirmed and still to accept').toBe(false);
}

describe('the hotel booking on any answer the contract allows', () => {
  it(
    'settles, accepts or says why not, and never says two opposite things',
    async () => {
      await onEveryAnswer(
        [
          answerOf('/app/hotel/reservations/{id}', 'post'),
          answerOf('/app/hotel/reservations/{id}/rooms', 'post'),
          answerOf('/app/hotel/reservations/{id}/accept', 'post'),
        ],
        (booking, rooms, accept) => [
          http.post(base, reply(booking)),
          http.post(`${base}/rooms`, reply(rooms)),
          http.post(`${base}/accept`, reply(accept)),
        ],
        async () => {
          const { user } = renderWithProviders(<BookingView id={id} code="123456" />);
          await untilLoaded();
          expectCoherent();
          const acceptButton = screen.queryByRole('button', { name: /^accept$/i });
          if (!acceptButton) return;
          await user.click(acceptButton);
          await user.click(await screen.findByRole('button', { name: /^approve$/i }));
          await waitFor(() =>
            expect(
              screen.queryByText(confirmed) !== null ||
                screen.queryByText(/^successfully accepted reservation$/i) !== null ||
                screen.queryAllByRole('alert').length > 0,
            ).toBe(true),
          );
          expect(screen.queryByRole('button', { busy: true })).toBeNull();
          expectCoherent();
        },
      );
    },
    propertyTimeout,
  );
});
