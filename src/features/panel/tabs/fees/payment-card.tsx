import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/lib/format';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { OfficeEmailLink } from '@/shared/ui/contact-links';
import type { BankAccount } from '../../api';
import { ibanOf, PaymentQrError, paymentQrPayload, QR_MAX_AMOUNT } from '../../payment-qr';
import { paymentView } from '../../payment-view';
import type { QrSymbol } from './payment-qr-symbol';
import { whenIdle } from '@/shared/lib/when-idle';

/** The QR symbol as one SVG path (one 1x1 square per dark module), drawn by React, no HTML. */
function useQrMatrix(payload: string | null): { matrix: QrSymbol | null; failed: boolean } {
  const [state, setState] = useState<{
    payload: string;
    matrix: QrSymbol | null;
    failed: boolean;
  }>();
  useEffect(() => {
    if (!payload) return;
    let live = true;
    // The encoder loads only when there is something to pay (its own chunk), and the code is encoded
    // once the main thread is idle: the fees and the balance paint first (the encoding is tens of
    // milliseconds of script on a slow phone, a long task during the panel's first paint).
    whenIdle()
      .then(() => import('./payment-qr-symbol'))
      .then(({ qrSymbol }) => {
        if (!live) return;
        const matrix = qrSymbol(payload);
        if (live) setState({ payload, matrix, failed: false });
      })
      .catch(() => {
        if (live) setState({ payload, matrix: null, failed: true });
      });
    return () => {
      live = false;
    };
  }, [payload]);
  if (!payload || state?.payload !== payload) return { matrix: null, failed: false };
  return { matrix: state.matrix, failed: state.failed };
}

type CopyRow = 'iban' | 'bic' | 'amount' | 'title';
type Row = { key: CopyRow | 'payee'; label: string; value: string; copy: string | null };

export function PaymentCard({ amount, account }: { amount: number; account: BankAccount }) {
  const { t, i18n } = useTranslation('panel');
  // Which row was copied, not its label: the message follows a language switch.
  const [copied, setCopied] = useState<{ ok: boolean; row: CopyRow } | null>(null);
  let payload: string | null = null;
  // Why there is no code: a field the banks' standard cannot carry (or a bank app would refuse).
  let problem: PaymentQrError['field'] | 'other' | null = null;
  try {
    payload = paymentQrPayload({
      nip: account.recipientNip,
      account: account.accountNumber,
      amount,
      recipientName: account.recipientName,
      title: account.transferTitle,
    });
  } catch (error) {
    problem = error instanceof PaymentQrError ? error.field : 'other';
  }
  const { matrix, failed } = useQrMatrix(payload);
  const shown = paymentView(amount, account, i18n.language);
  const { title, amount: money, iban: ibanText } = shown;
  const amountPlain = amount.toFixed(2).replace('.', i18n.language.startsWith('pl') ? ',' : '.');
  const bic = problem === 'account' ? null : shown.bic;
  const qrLabel = t('fees.qrAlt', {
    amount: money,
    account: ibanText,
    title,
  });

  const copy = async (row: CopyRow, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied({ ok: true, row });
    } catch {
      setCopied({ ok: false, row });
    }
  };

  const rows: Row[] = [
    { key: 'payee', label: t('fees.payee'), value: shown.payee, copy: null },
    {
      key: 'iban',
      label: t('fees.iban'),
      value: ibanText,
      // A number that fails its check is never offered for copying.
      copy: problem === 'account' ? null : ibanOf(account.accountNumber),
    },
    ...(bic ? [{ key: 'bic' as const, label: t('fees.bic'), value: bic, copy: bic }] : []),
    { key: 'amount', label: t('fees.amount'), value: money, copy: amountPlain },
    { key: 'title', label: t('fees.title'), value: title, copy: title },
  ];

  return (
    <section className="card payment-card" aria-labelledby="pay-heading">
      <h3 id="pay-heading">{t('fees.payHeading')}</h3>
      <p className="no-print">{t('fees.payIntro')}</p>
      <div className="payment-card__body">
        <div className="payment-card__qr">
          {problem === 'amount' ? (
            <Alert tone="info" live={false}>
              {t('fees.qrTooLarge', { max: formatMoney(QR_MAX_AMOUNT, i18n.language) })}
            </Alert>
          ) : problem === 'account' ? (
            <Alert tone="warning" live={false}>
              {t('fees.qrBadAccount')}
            </Alert>
          ) : problem === 'nip' ? (
            <Alert tone="warning" live={false}>
              {t('fees.qrBadNip')}
            </Alert>
          ) : problem === 'name' ? (
            <Alert tone="info" live={false}>
              {t('fees.qrLongName')}
            </Alert>
          ) : failed || problem === 'other' ? (
            <Alert tone="warning" live={false}>
              {t('fees.qrFailed')}
            </Alert>
          ) : matrix ? (
            <svg
              role="img"
              aria-label={qrLabel}
              viewBox={`-4 -4 ${matrix.size + 8} ${matrix.size + 8}`}
              width="200"
              height="200"
              shapeRendering="crispEdges"
              data-payload={payload ?? undefined}
              className="payment-qr"
            >
              <rect x="-4" y="-4" width={matrix.size + 8} height={matrix.size + 8} fill="#fff" />
              <path d={matrix.path} fill="#000" />
            </svg>
          ) : (
            <span className="spinner" aria-hidden="true" />
          )}
        </div>
        <dl className="payment-card__details">
          {rows.map((row) => (
            <div key={row.key} className="payment-card__row">
              <dt>{row.label}</dt>
              <dd>
                <span className="payment-card__value">{row.value}</span>
                {row.key === 'payee' ? (
                  <span className="payment-card__address">
                    {shown.address.map((line, index) => (
                      <span key={index}>{line}</span>
                    ))}
                  </span>
                ) : null}
                {row.key !== 'payee' && row.copy !== null ? (
                  <Button
                    variant="secondary"
                    className="no-print copy-button"
                    onClick={() => void copy(row.key as CopyRow, row.copy ?? '')}
                  >
                    {t(`fees.copyRow.${row.key}`)}
                  </Button>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="payment-card__abroad">
        {bic ? (
          t('fees.abroad')
        ) : (
          <>
            {t('fees.abroadNoBic')} <OfficeEmailLink />.
          </>
        )}
      </p>
      <p role="status" className="no-print payment-card__copied">
        {copied ? (copied.ok ? t(`fees.copied.${copied.row}`) : t('fees.copyFailed')) : null}
      </p>
    </section>
  );
}
