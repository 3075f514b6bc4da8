import { bicOf } from '@/shared/config/payee-banks';
import { formatMoney } from '@/shared/lib/plain-format';
import type { BankAccount } from './api';
import { formatIban, qrTransferTitle } from './payment-qr';

/**
 * What the payment card shows of an amount and the office's account, written once: the card
 * (tabs/fees/payment-card.tsx) and the early painter's template (decision 025) both show these.
 */
export type PaymentView = {
  payee: string;
  address: readonly string[];
  iban: string;
  /** Known only for an account at a bank the deployment names (decision 016): never a guess. */
  bic: string | null;
  amount: string;
  /** The title exactly as the QR code carries it, so a copied title and a scanned one agree. */
  title: string;
};

export function paymentView(amount: number, account: BankAccount, language: string): PaymentView {
  return {
    payee: account.recipientName,
    address: account.recipientAddress,
    iban: formatIban(account.accountNumber),
    bic: bicOf(account.accountNumber),
    amount: formatMoney(amount, language),
    title: qrTransferTitle(account.transferTitle),
  };
}
