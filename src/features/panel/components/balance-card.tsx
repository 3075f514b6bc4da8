import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isOneOf } from '@/shared/lib/response-shape';
import { formatDate, formatMoney } from '@/shared/lib/format';
import type { Balance, Charge, Payment } from '../api';
import { balanceSums, owedByDeadline, overpaymentHandlings, todayIso } from '../fee-years';

/** The balance, and how it is reached: every receivable minus every payment, over which dates. */
export const BalanceCard = memo(function BalanceCard({
  balance,
  charges,
  payments,
}: {
  balance: Balance;
  charges: Charge[];
  payments: Payment[];
}) {
  const { t, i18n } = useTranslation('panel');
  const sums = useMemo(() => balanceSums(charges, payments, balance), [charges, payments, balance]);
  const owed = useMemo(() => owedByDeadline(charges, balance), [charges, balance]);
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const hasHistory =
    charges.some((item) => item.historical) || payments.some((item) => item.historical);
  return (
    <section className={`card balance balance--${balance.kind}`} aria-labelledby="balance-heading">
      <h2 id="balance-heading">{t('fees.balanceHeading')}</h2>
      <p className="balance__value">
        <span className="balance__kind">{t(`fees.balance.${balance.kind}`)}</span>
        {balance.kind !== 'settled' ? (
          <>
            {': '}
            <strong className="balance__amount">{money(balance.amount)}</strong>
          </>
        ) : null}
      </p>
      {owed ? (
        <dl className="balance__owed">
          {owed.overdue > 0 ? (
            <div>
              <dt>{t('fees.owedOverdue')}</dt>
              <dd>{money(owed.overdue)}</dd>
            </div>
          ) : null}
          {owed.later > 0 && owed.nextDeadline ? (
            <div>
              <dt>{t('fees.owedLater', { date: formatDate(owed.nextDeadline, i18n.language) })}</dt>
              <dd>{money(owed.later)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {balance.kind === 'overpayment' && isOneOf(balance.handling, overpaymentHandlings) ? (
        <p className="balance__note">{t(`fees.overpaymentHandling.${balance.handling}`)}</p>
      ) : null}
      {sums.addsUp && sums.from ? (
        <>
          {/* Two short lines, not one long sentence: the sums read as the sum they are, and no
              line out-paints the prerendered intro (the panel's largest paint, decision 007). */}
          <dl className="balance__how">
            <div>
              <dt>
                {t('fees.balanceReceivables', {
                  from: formatDate(sums.from, i18n.language),
                  to: formatDate(todayIso(), i18n.language),
                })}
              </dt>
              <dd>{money(sums.receivables)}</dd>
            </div>
            <div>
              <dt>{t('fees.balancePayments')}</dt>
              <dd>{money(sums.paid)}</dd>
            </div>
          </dl>
          {hasHistory ? <p className="balance__note">{t('fees.balanceWithHistory')}</p> : null}
        </>
      ) : (
        <p className="balance__how">{t('fees.balanceFromOffice')}</p>
      )}
    </section>
  );
});
