import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { demoHotelBookings } from '@/mocks/db/hotel';
import { clickTryAgain, describeFaultMatrix, loadFailed } from '@/testing/fault-matrix';

// Was e2e/faults.spec.ts "hotel: the booking details / the rooms (POST)". Signing in with the
// code and accepting are in hotel-screen.test.tsx ("hotel calls failing, in en / pl").
vi.setConfig({ testTimeout: 30_000 });

const { id, code } = demoHotelBookings.toBeConfirmed;

await describeFaultMatrix(
  [
    { what: 'booking details', path: '/app/hotel/reservations/:id' },
    { what: 'rooms', path: '/app/hotel/reservations/:id/rooms' },
  ].map(({ what, path }) => ({
    name: `hotel: the ${what} (POST)`,
    route: `/hotel-reservation?id=${id}`,
    fault: { method: 'post' as const, path },
    reach: async ({ user }) => {
      await user.type(
        await screen.findByLabelText(/^verification code/i, {}, { timeout: 15_000 }),
        code,
      );
      await user.click(screen.getByRole('button', { name: /^sign in$/i }));
    },
    title: loadFailed('hotel:what'),
    retry: clickTryAgain,
    recovered: async () => {
      expect(await screen.findByRole('heading', { name: /reservation details/i })).toBeVisible();
      expect(await screen.findByRole('rowheader', { name: '101' })).toBeVisible();
    },
  })),
);
