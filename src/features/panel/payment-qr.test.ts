import { describe, expect, it } from 'vitest';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import {
  formatIban,
  ibanOf,
  PaymentQrError,
  paymentQrPayload,
  QR_MAX_LENGTH,
  qrTransferTitle,
} from './payment-qr';

const account = '61109010140000071219812874';

describe('paymentQrPayload', () => {
  it('joins the nine fields with |, amount in grosze padded to six digits', () => {
    expect(
      paymentQrPayload({
        nip: '5260250274',
        account,
        amount: 1444.61,
        recipientName: 'Dział Spraw Bytowych',
        title: 'Opłaty DS 1001 J. Kowalski',
      }),
    ).toBe(`5260250274|PL|${account}|144461|Dział Spraw Bytowych|Opłaty DS 1001 J. Kowalski|||`);
  });

  it('pads small amounts and leaves the NIP empty when there is none', () => {
    const payload = paymentQrPayload({ account, amount: 0.5, recipientName: 'DS', title: 'T' });
    expect(payload).toBe(`|PL|${account}|000050|DS|T|||`);
    expect(payload.split('|')).toHaveLength(9);
    expect(payload.split('|')[3]).toBe('000050');
  });

  it('rounds to whole grosze without floating-point drift', () => {
    const field = (amount: number) =>
      paymentQrPayload({ account, amount, recipientName: 'A', title: 'B' }).split('|')[3];
    expect(field(720.5)).toBe('072050');
    expect(field(0.1 + 0.2)).toBe('000030');
    expect(field(9_999.99)).toBe('999999');
  });

  it('accepts a Polish IBAN with spaces and strips it to the NRB', () => {
    const payload = paymentQrPayload({
      account: 'PL61 1090 1014 0000 0712 1981 2874',
      amount: 1,
      recipientName: 'A',
      title: 'B',
    });
    expect(payload.split('|')[2]).toBe(account);
  });

  it('cuts the title to 32 characters, removing | from it; carries the payee whole', () => {
    const payload = paymentQrPayload({
      account,
      amount: 1,
      recipientName: '  Dział   Spraw Bytowych ',
      title: 'Opłata|za akademik, listopad i grudzień, pokój 214',
    });
    const fields = payload.split('|');
    expect(fields).toHaveLength(9);
    expect(fields[4]).toBe('Dział Spraw Bytowych');
    expect(fields[5]).toBe('Opłata za akademik, listopad i g');
    expect(fields[5]?.length).toBeLessThanOrEqual(32);
    expect(payload.length).toBeLessThanOrEqual(QR_MAX_LENGTH);
  });

  it.each([
    [{ amount: 0 }, 'amount'],
    [{ amount: -5 }, 'amount'],
    [{ amount: 10_000 }, 'amount'],
    [{ amount: Number.NaN }, 'amount'],
    [{ account: '6110901014000007121981287' }, 'account'],
    [{ account: 'GR1601101050000010547023795' }, 'account'],
    // Mod 97 fails (shared vectors), and a sort code whose own check digit fails.
    [{ account: 'PL62109010140000071219812874' }, 'account'],
    [{ account: '62109010140000071219812874' }, 'account'],
    [{ account: 'PL36109010150000071219812874' }, 'account'],
    [{ nip: '526025027' }, 'nip'],
    [{ nip: '5260250275' }, 'nip'],
    [{ nip: '1000000160' }, 'nip'],
    // A payee the code would have to cut or change: it names the card's payee, or nothing.
    [{ recipientName: 'Politechnika – Dział Spraw Bytowych' }, 'name'],
    [{ recipientName: 'Dział Spraw Bytowych!' }, 'name'],
    [{ recipientName: 'Dział|Spraw' }, 'name'],
    [{ recipientName: '   ' }, 'name'],
  ])('refuses %o', (override, field) => {
    const call = () =>
      paymentQrPayload({ account, amount: 10, recipientName: 'A', title: 'B', ...override });
    expect(call).toThrow(PaymentQrError);
    try {
      call();
    } catch (error) {
      expect((error as PaymentQrError).field).toBe(field);
    }
  });
});

describe('qrTransferTitle', () => {
  it('is the title field of the payload: | removed, spaces collapsed, 32 characters', () => {
    const title = '  Opłata|za akademik,   listopad i grudzień, pokój 214';
    const payload = paymentQrPayload({ account, amount: 1, recipientName: 'A', title });
    expect(qrTransferTitle(title)).toBe('Opłata za akademik, listopad i g');
    expect(payload.split('|')[5]).toBe(qrTransferTitle(title));
  });
});

describe('the IBAN of the payment account', () => {
  it('is PL and the 26 digits, shown in groups of four; ibantools takes both as they are', () => {
    expect(ibanOf(account)).toBe('PL61109010140000071219812874');
    expect(ibanOf('PL61 1090 1014 0000 0712 1981 2874')).toBe('PL61109010140000071219812874');
    expect(formatIban(account)).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(isValidIBAN(ibanOf(account))).toBe(true);
    expect(isValidIBAN(electronicFormatIBAN(formatIban(account)) ?? '')).toBe(true);
  });
});
