import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decodeSymbol } from '@/testing/qr-reader';
import { renderWithProviders } from '@/testing/test-utils';
import { PaymentCard } from './payment-card';

describe('PaymentCard', () => {
  it('draws a QR code that an independent reader decodes to the banks’ transfer payload', async () => {
    renderWithProviders(
      <PaymentCard
        amount={1444.61}
        account={{
          accountNumber: 'PL61 1090 1014 0000 0712 1981 2874',
          recipientName: 'Dział Spraw Bytowych',
          recipientAddress: ['ul. Akademicka 1', '00-950 Warszawa', 'Poland'],
          recipientNip: '526-025-02-74',
          transferTitle: 'Opłaty DS 1001 J. Kowalski',
          residentName: 'Jan Kowalski',
        }}
      />,
    );
    const qr = await screen.findByRole('img', { name: /^payment qr code/i });
    // The drawing as the page shows it: the viewBox's quiet zone around `size` modules.
    const [, , side] = (qr.getAttribute('viewBox') ?? '').split(' ').map(Number);
    const path = qr.querySelector('path')?.getAttribute('d') ?? '';
    expect(decodeSymbol(path, (side ?? 0) - 8)).toBe(
      '5260250274|PL|61109010140000071219812874|144461|Dział Spraw Bytowych|Opłaty DS 1001 J. Kowalski|||',
    );
  });
});
