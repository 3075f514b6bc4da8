import { isValidNrb } from '@/shared/validation/nrb';
import { isValidNip } from '@/shared/validation/nip';

/**
 * Payment QR payload in the Polish banks' "2D" transfer standard: nine `|`-separated fields
 * (recipient NIP | country | 26-digit NRB account | amount in grosze, 6 digits | recipient name
 * max 20 | title max 32 | direct-debit id | Invoobill id | reserved), at most 160 characters.
 */
export type PaymentQrInput = {
  /** 10-digit NIP of the recipient, or empty. */
  nip?: string;
  /** NRB (26 digits) or a Polish IBAN; spaces allowed. */
  account: string;
  /** Amount in zł, > 0 and at most 9 999.99 (six digits of grosze). */
  amount: number;
  /** The payee, carried whole: at most 20 characters (QR_MAX_NAME). */
  recipientName: string;
  title: string;
};

export const QR_MAX_LENGTH = 160;
export const QR_MAX_AMOUNT = 9_999.99;

export class PaymentQrError extends Error {
  constructor(public readonly field: 'nip' | 'account' | 'amount' | 'name') {
    super(`Invalid payment QR field: ${field}`);
  }
}

/** `|` separates fields, so it may not appear inside one; whitespace runs collapse. */
function clean(value: string, max: number): string {
  return value.replace(/\|/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/** The IBAN of a Polish account number (NRB, 26 digits): PL and the digits, no spaces. */
export function ibanOf(nrb: string): string {
  return `PL${nrb.replace(/\s/g, '').replace(/^PL/i, '')}`;
}

/** An IBAN as printed, in groups of four: PL61 1090 1014 0000 0712 1981 2874. */
export function formatIban(nrb: string): string {
  return (ibanOf(nrb).match(/.{1,4}/g) ?? []).join(' ');
}

/** The payee's name as the QR code carries it: whitespace runs made one space. */
const payeeName = (name: string) => name.replace(/\s+/g, ' ').trim();

/** At most 20 characters and no field separator: a name the code can carry unchanged. */
export const QR_MAX_NAME = 20;

/** The transfer title exactly as the QR code carries it (what a copy button should copy too). */
export function qrTransferTitle(title: string): string {
  return clean(title, 32);
}

export function paymentQrPayload(input: PaymentQrInput): string {
  const nip = (input.nip ?? '').replace(/[\s-]/g, '');
  if (nip !== '' && !isValidNip(nip)) throw new PaymentQrError('nip');
  const account = input.account.replace(/\s/g, '').replace(/^PL/i, '');
  if (!isValidNrb(account)) throw new PaymentQrError('account');
  const grosze = Math.round(input.amount * 100);
  if (!Number.isFinite(grosze) || grosze <= 0 || grosze > QR_MAX_AMOUNT * 100)
    throw new PaymentQrError('amount');
  // The payee the code names must be the one the card names, never a cut or changed one.
  const name = payeeName(input.recipientName);
  if (name === '' || name.length > QR_MAX_NAME || name.includes('|'))
    throw new PaymentQrError('name');
  const fields = [
    nip,
    'PL',
    account,
    String(grosze).padStart(6, '0'),
    name,
    qrTransferTitle(input.title),
    '',
    '',
    '',
  ];
  // With the limits above the payload is at most 10+2+26+6+20+32+8 = 104 characters.
  return fields.join('|').slice(0, QR_MAX_LENGTH);
}
