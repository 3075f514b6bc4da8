import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RegistrationForm } from '@/features/application/components/registration-form';
import { GuestForm } from '@/features/guest/components/guest-form';
import { ApplicationPeriods } from '@/features/home/components/application-periods';
import { RoomPrices } from '@/features/home/components/room-prices';
import { InvoiceSection } from '@/features/panel/tabs/documents/invoice-section';
import type { AppStore, RootState } from '@/app/store';
import { countRequests } from '@/testing/sent-requests';
import { renderWithProviders } from '@/testing/test-utils';

// The registration form is the whole form: its first render takes a few seconds in happy-dom.
vi.setConfig({ testTimeout: 30_000 });

/** Counts the requests for the dictionaries and the periods, by path. */
const countDictionaryRequests = () =>
  countRequests((request) => {
    const path = new URL(request.url).pathname.replace(/^.*\/app\//, '/app/');
    return path.startsWith('/app/dictionaries/') || path === '/app/periods' ? path : null;
  });

/** Every read the screens started has its answer. */
async function settled(store: AppStore) {
  await waitFor(() => {
    const queries = Object.values(store.getState().api.queries);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.filter((query) => query?.status === 'pending')).toEqual([]);
  });
}

const registration = <RegistrationForm mode="register" onDelivered={() => {}} />;
/** The registration form has shown its lists (universities arrive with the others). */
const registrationLoaded = async () => {
  expect(
    await screen.findByRole('option', { name: 'Technical University' }, { timeout: 15_000 }),
  ).toBeInTheDocument();
};

const cases: {
  list: string;
  path: string;
  ui: ReactElement;
  preloadedState?: Partial<RootState>;
  shown: (user: ReturnType<typeof renderWithProviders>['user']) => Promise<void>;
}[] = [
  {
    list: 'dorms: the main page prices and the registration form',
    path: '/app/dictionaries/dorms',
    ui: (
      <>
        <RoomPrices />
        {registration}
      </>
    ),
    shown: async () => {
      expect(await screen.findByRole('rowheader', { name: 'DS Riviera' })).toBeInTheDocument();
      await registrationLoaded();
    },
  },
  {
    list: 'periods: the main page and the registration form',
    path: '/app/periods',
    ui: (
      <>
        <ApplicationPeriods />
        {registration}
      </>
    ),
    shown: async () => {
      expect(await screen.findByText('Doctoral students')).toBeInTheDocument();
      await registrationLoaded();
    },
  },
  {
    list: 'document types: the guest form and the registration form',
    path: '/app/dictionaries/document-types',
    ui: (
      <>
        <GuestForm uuid="9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d" onVerified={() => {}} />
        {registration}
      </>
    ),
    shown: async (user) => {
      await registrationLoaded();
      await user.click(screen.getByLabelText(/i am not a polish citizen \(i have no pesel\)/i));
      expect(await screen.findByRole('option', { name: 'Residence card' })).toBeInTheDocument();
    },
  },
  {
    list: "countries: the panel's invoice data and the registration form",
    path: '/app/dictionaries/countries',
    ui: (
      <>
        <InvoiceSection />
        {registration}
      </>
    ),
    // The panel reads the invoice data with the resident's account.
    preloadedState: {
      account: {
        access_token: 'demo.1001.test',
        token_type: 'Bearer',
        login: 'jkowalski',
        userId: '1001',
      },
    },
    shown: async () => {
      expect(await screen.findByLabelText('Country')).toHaveValue('616');
      await registrationLoaded();
    },
  },
];

describe('the dictionaries are declared once in shared/: one request, one cache entry', () => {
  it.each(cases)('$list', async ({ path, ui, preloadedState, shown }) => {
    const counts = countDictionaryRequests();
    const { store, user } = renderWithProviders(ui, { route: '/register', preloadedState });
    await shown(user);
    await settled(store);
    expect(counts.get(path)).toBe(1);
    // Nothing else is asked twice either.
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });
});
