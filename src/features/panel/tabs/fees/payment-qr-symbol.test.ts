import { describe, expect, it } from 'vitest';
import { paymentQrPayload } from '../../payment-qr';
import { decodeSymbol } from '@/testing/qr-reader';
import { qrSymbol } from './payment-qr-symbol';

const account = '61109010140000071219812874';

describe('qrSymbol', () => {
  it.each([
    [
      'the panel demo',
      {
        nip: '5260250274',
        amount: 1444.61,
        recipientName: 'Dział Spraw Bytowych',
        title: 'Opłaty DS 1001 J. Kowalski',
      },
    ],
    ['no NIP, a small amount', { amount: 0.5, recipientName: 'DS', title: 'T' }],
    [
      'the longest fields, Polish letters in both',
      {
        nip: '5260250274',
        amount: 9_999.99,
        recipientName: 'Żaczek Dom Studencki',
        title: 'Opłata za akademik, źdźbło, grudzień, pokój 214',
      },
    ],
  ])('draws a code that a reader decodes to the payload: %s', (_, input) => {
    const payload = paymentQrPayload({ account, ...input });
    const { size, path } = qrSymbol(payload);
    expect(size).toBeGreaterThanOrEqual(21);
    expect(decodeSymbol(path, size)).toBe(payload);
  });

  it('is a different code for a different payload', () => {
    const one = qrSymbol(paymentQrPayload({ account, amount: 1, recipientName: 'A', title: 'B' }));
    const two = qrSymbol(paymentQrPayload({ account, amount: 2, recipientName: 'A', title: 'B' }));
    expect(two.path).not.toBe(one.path);
    expect(decodeSymbol(two.path, two.size)).toContain('|000200|');
  });
});
