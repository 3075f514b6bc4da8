import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Balance, Charge, Payment } from '../../api';
import { balanceView, type BalanceView } from '../../balance-view';
import { useWhenMark } from '../../components/template-marks';

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
  const { i18n } = useTranslation('panel');
  const view = useMemo(
    () => balanceView(balance, charges, payments, i18n.language),
    [balance, charges, payments, i18n.language],
  );
  return <BalanceCardView view={view} />;
});

/** The card for a view: the app's, and at build time the early painter's template. */
export function BalanceCardView({ view }: { view: BalanceView }) {
  const { t } = useTranslation('panel');
  const when = useWhenMark();
  return (
    <section className={`card balance balance--${view.kind}`} aria-labelledby="balance-heading">
      <h2 id="balance-heading">{t('fees.balanceHeading')}</h2>
      <p className="balance__value">
        <span className="balance__kind">{t(`fees.balance.${view.kind}`)}</span>
        {view.kind !== 'settled' ? (
          <>
            {': '}
            <strong className="balance__amount">{view.amount}</strong>
          </>
        ) : null}
      </p>
      {view.owed ? (
        <dl className="balance__owed" {...when('owed')}>
          {view.owed.overdue ? (
            <div {...when('owed.overdue')}>
              <dt>{t('fees.owedOverdue')}</dt>
              <dd>{view.owed.overdue.amount}</dd>
            </div>
          ) : null}
          {view.owed.later ? (
            <div {...when('owed.later')}>
              <dt>{t('fees.owedLater', { date: view.owed.later.date })}</dt>
              <dd>{view.owed.later.amount}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {view.handling ? (
        <p className="balance__note">{t(`fees.overpaymentHandling.${view.handling}`)}</p>
      ) : null}
      {view.sums ? (
        <>
          {/* Two short lines, not one long sentence: the sums read as the sum they are, and no
              line out-paints the prerendered intro (the panel's largest paint, decision 007). */}
          <dl className="balance__how" {...when('sums')}>
            <div>
              <dt>{t('fees.balanceReceivables', { from: view.sums.from, to: view.sums.to })}</dt>
              <dd>{view.sums.receivables}</dd>
            </div>
            <div>
              <dt>{t('fees.balancePayments')}</dt>
              <dd>{view.sums.paid}</dd>
            </div>
          </dl>
          {view.sums.history ? (
            <p className="balance__note" {...when('sums.history')}>
              {t('fees.balanceWithHistory')}
            </p>
          ) : null}
        </>
      ) : null}
      {view.fromOffice ? (
        <p className="balance__how" {...when('fromOffice')}>
          {t('fees.balanceFromOffice')}
        </p>
      ) : null}
    </section>
  );
}
