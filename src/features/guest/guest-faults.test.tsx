import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { clickTryAgain, describeFaultMatrix, loadFailed } from '@/testing/fault-matrix';

// Was e2e/faults.spec.ts "guest: the document types (GET)". Verification, the terms and the
// status after a reload are in guest-screen.test.tsx (each fault, exact sentences, en and pl).
vi.setConfig({ testTimeout: 30_000 });

const foreignGuest = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const firstName = () => screen.getByLabelText(/^(first name|imię)/i);

await describeFaultMatrix([
  {
    name: 'guest: the document types (GET)',
    route: `/guest?uuid=${foreignGuest}`,
    fault: { method: 'get', path: '/app/dictionaries/document-types' },
    reach: async ({ user }) => {
      await user.type(
        await screen.findByLabelText(/^first name/i, {}, { timeout: 15_000 }),
        'Lukas',
      );
      await user.click(screen.getByLabelText(/i am not a polish citizen/i));
    },
    kept: () => expect(firstName()).toHaveValue('Lukas'),
    title: loadFailed('guest:form.documentTypesWhat'),
    retry: clickTryAgain,
    recovered: async ({ user }) => {
      await user.selectOptions(
        screen.getByLabelText(/^document type/i),
        await screen.findByRole('option', { name: 'Foreign passport' }),
      );
      expect(firstName()).toHaveValue('Lukas');
    },
  },
]);
