import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoHotelBookings } from '@/mocks/db/hotel';
import { loadScreenCode } from '@/testing/screen-code';
import { renderApp } from '@/testing/test-utils';

// The screen's code and words, while the file is collected (no hook's time-out applies then).
await loadScreenCode('/hotel-reservation');

describe.each([
  ['en', /^verification code/i, /^sign in/i, 'Number of people', 'Applicant'],
  ['pl', /^kod weryfikacyjny/i, /^zaloguj się/i, 'Liczba osób', 'Osoba zgłaszająca'],
] as const)(
  'the hotel booking (product.md §3.10) in %s',
  (language, code, signIn, label, applicant) => {
    it("shows the reservation's number of people", async () => {
      const booking = demoHotelBookings.toBeConfirmed;
      const { user } = renderApp(`/hotel-reservation?id=${booking.id}`, { language });
      await user.type(await screen.findByLabelText(code), booking.code);
      await user.click(screen.getByRole('button', { name: signIn }));
      const term = (await screen.findAllByText(label, { selector: 'dt' }))[0] as HTMLElement;
      expect(term.nextElementSibling?.tagName).toBe('DD');
      expect(within(term.nextElementSibling as HTMLElement).getByText('3')).toBeVisible();
      // Who booked, in words that fit anyone (Polish "Zgłaszający" is masculine).
      expect(screen.getAllByText(applicant, { selector: 'h3, dt' }).length).toBeGreaterThan(0);
    });
  },
);
