import { isValidNip } from '@/shared/validation/vat-eu';

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
  recipientName: string;
  title: string;
};

export const QR_MAX_LENGTH = 160;
export const QR_MAX_AMOUNT = 9_999.99;

export class PaymentQrError extends Error {
  constructor(public readonly field: 'nip' | 'account' | 'amount') {
    super(`Invalid payment QR field: ${field}`);
  }
}

/** `|` separates fields, so it may not appear inside one; whitespace runs collapse. */
function clean(value: string, max: number): string {
  return value.replace(/\|/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/** The transfer title exactly as the QR code carries it (what a copy button should copy too). */
export function qrTransferTitle(title: string): string {
  return clean(title, 32);
}

const sortCodeWeights = [3, 9, 7, 1, 3, 9, 7] as const;

/**
 * A Polish account number (NRB, 26 digits) as banking apps check it: the IBAN mod 97 of
 * PL + the number must be 1, and the 8-digit bank sort code inside has its own check digit.
 */
export function isValidNrb(nrb: string): boolean {
  if (!/^\d{26}$/.test(nrb)) return false;
  const checkDigits = Number(nrb.slice(0, 2));
  if (checkDigits < 2 || checkDigits > 98) return false;
  // IBAN check: the country code moves to the end, letters become numbers (P = 25, L = 21).
  const rearranged = `${nrb.slice(2)}2521${nrb.slice(0, 2)}`;
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  if (remainder !== 1) return false;
  const sortCode = nrb.slice(2, 10);
  const sum = sortCodeWeights.reduce(
    (total, weight, index) => total + weight * Number(sortCode[index]),
    0,
  );
  return (10 - (sum % 10)) % 10 === Number(sortCode[7]);
}

export function paymentQrPayload(input: PaymentQrInput): string {
  const nip = (input.nip ?? '').replace(/[\s-]/g, '');
  if (nip !== '' && !isValidNip(nip)) throw new PaymentQrError('nip');
  const account = input.account.replace(/\s/g, '').replace(/^PL/i, '');
  if (!isValidNrb(account)) throw new PaymentQrError('account');
  const grosze = Math.round(input.amount * 100);
  if (!Number.isFinite(grosze) || grosze <= 0 || grosze > QR_MAX_AMOUNT * 100)
    throw new PaymentQrError('amount');
  const fields = [
    nip,
    'PL',
    account,
    String(grosze).padStart(6, '0'),
    clean(input.recipientName, 20),
    qrTransferTitle(input.title),
    '',
    '',
    '',
  ];
  // With the limits above the payload is at most 10+2+26+6+20+32+8 = 104 characters.
  return fields.join('|').slice(0, QR_MAX_LENGTH);
}
