import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatDate, formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import {
  useGetBalanceQuery,
  useGetBankAccountQuery,
  useGetChargesQuery,
  useGetPaymentsQuery,
  type Balance,
  type Charge,
  type Payment,
} from '../api';
import { PaymentCard } from './payment-card';
import { QueryState } from '@/shared/ui/query-state';
import { EmptyState } from './empty-state';
import { TableWrap } from './table-wrap';

/** Today as YYYY-MM-DD in local time: ISO dates compare as strings. */
function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function isOverdue(charge: Charge, today = todayIso()): boolean {
  return !charge.settled && charge.paymentDeadline < today;
}

/**
 * Formatting a thousand rows' dates through date-fns each render is the slow part of toggling;
 * the same few hundred dates repeat, so they are formatted once per language.
 */
function useFormatters(language: string) {
  return useMemo(() => {
    const dates = new Map<string, string>();
    const money = new Map<number, string>();
    return {
      date(value: string) {
        let text = dates.get(value);
        if (text === undefined) {
          text = formatDate(value, language);
          dates.set(value, text);
        }
        return text;
      },
      money(value: number) {
        let text = money.get(value);
        if (text === undefined) {
          text = formatMoney(value, language);
          money.set(value, text);
        }
        return text;
      },
    };
  }, [language]);
}
type Formatters = ReturnType<typeof useFormatters>;

/** Rows painted at once when history appears (more than a tall screen shows). */
const firstRows = 60;

export default function FeesTab() {
  const { t } = useTranslation('panel');
  const charges = useGetChargesQuery();
  const payments = useGetPaymentsQuery();
  const balance = useGetBalanceQuery();
  const bankAccount = useGetBankAccountQuery();
  // Kept in the address (`?tab=fees&historical=1`) like the tab, so a reload or link keeps it.
  // The switch itself answers from local state at once; the address follows (the router
  // updates in a transition, which would otherwise delay the switch's own paint).
  const [searchParams, setSearchParams] = useSearchParams();
  const [historical, setHistoricalState] = useState(searchParams.get('historical') === '1');
  const setHistorical = (on: boolean) => {
    setHistoricalState(on);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('historical', '1');
        else next.delete('historical');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="fees-tab">
      <QueryState queries={[charges, payments, balance, bankAccount]} what={t('fees.what')}>
        {() => (
          <>
            {balance.data ? <BalanceCard balance={balance.data} /> : null}
            {balance.data?.kind === 'toPay' && bankAccount.data ? (
              <PaymentCard amount={balance.data.amount} account={bankAccount.data} />
            ) : null}
            <div className="fees-toolbar no-print">
              <div className="switch-field">
                <button
                  type="button"
                  role="switch"
                  id="fees-historical"
                  aria-checked={historical}
                  aria-describedby="fees-historical-hint"
                  className="switch"
                  onClick={() => setHistorical(!historical)}
                >
                  <span className="switch__track" aria-hidden="true">
                    <span className="switch__thumb" />
                  </span>
                  <span className="switch__label">{t('fees.historical')}</span>
                </button>
                <p className="field__hint" id="fees-historical-hint">
                  {t('fees.historicalHint')}
                </p>
              </div>
              <Button variant="secondary" onClick={() => window.print()}>
                {t('fees.print')}
              </Button>
            </div>
            <FeesTables
              charges={charges.data ?? []}
              payments={payments.data ?? []}
              historical={historical}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}

function BalanceCard({ balance }: { balance: Balance }) {
  const { t, i18n } = useTranslation('panel');
  return (
    <section className={`card balance balance--${balance.kind}`} aria-labelledby="balance-heading">
      <h2 id="balance-heading">{t('fees.balanceHeading')}</h2>
      <p className="balance__value">
        <span className="balance__kind">{t(`fees.balance.${balance.kind}`)}</span>
        {balance.kind !== 'settled' ? (
          <>
            {': '}
            <strong className="balance__amount">
              {formatMoney(balance.amount, i18n.language)}
            </strong>
          </>
        ) : null}
      </p>
    </section>
  );
}

function FeesTables({
  charges,
  payments,
  historical,
}: {
  charges: Charge[];
  payments: Payment[];
  historical: boolean;
}) {
  const { t, i18n } = useTranslation('panel');
  const formatters = useFormatters(i18n.language);
  const today = todayIso();
  // A thousand rows take a while to lay out. Showing them, the first screenful paints at once
  // and the rest follows in a deferred render that never blocks the switch itself.
  const complete = useDeferredValue(historical);
  const pending = historical && !complete;
  const shownCharges = useMemo(() => {
    const all = historical ? charges : charges.filter((item) => !item.historical);
    return pending ? all.slice(0, firstRows) : all;
  }, [charges, historical, pending]);
  const shownPayments = useMemo(() => {
    const all = historical ? payments : payments.filter((item) => !item.historical);
    return pending ? all.slice(0, firstRows) : all;
  }, [payments, historical, pending]);
  const labels = useMemo(
    () => ({
      overdue: t('fees.overdue'),
      returnedYes: t('fees.returnedYes'),
      returnedNo: t('fees.returnedNo'),
      historical: t('fees.historicalMark'),
    }),
    [t],
  );

  return (
    <>
      <p className="visually-hidden" role="status">
        {pending
          ? null
          : t('fees.shown', {
              receivables: t('fees.receivableCount', { count: shownCharges.length }),
              payments: t('fees.paymentCount', { count: shownPayments.length }),
            })}
      </p>
      <section className="panel-section">
        <h2 id="charges-heading">{t('fees.chargesHeading')}</h2>
        {shownCharges.length ? (
          <TableWrap labelledBy="charges-heading">
            <table className="fees-table" aria-busy={pending || undefined}>
              <thead>
                <tr>
                  <th scope="col">{t('fees.col.kind')}</th>
                  <th scope="col">{t('fees.col.chargeDate')}</th>
                  <th scope="col">{t('fees.col.feeCollector')}</th>
                  <th scope="col" className="num">
                    {t('fees.col.amount')}
                  </th>
                  <th scope="col">{t('fees.col.period')}</th>
                  <th scope="col">{t('fees.col.deadline')}</th>
                  <th scope="col" className="num">
                    {t('fees.col.interest')}
                  </th>
                  <th scope="col">{t('fees.col.checkIn')}</th>
                  <th scope="col">{t('fees.col.dorm')}</th>
                  <th scope="col">{t('fees.col.room')}</th>
                  <th scope="col">{t('fees.col.returned')}</th>
                </tr>
              </thead>
              <tbody>
                {shownCharges.map((charge) => (
                  <ChargeRow
                    key={charge.id}
                    charge={charge}
                    kind={t(`fees.kind.${charge.kind}`)}
                    overdue={isOverdue(charge, today)}
                    formatters={formatters}
                    labels={labels}
                  />
                ))}
              </tbody>
            </table>
          </TableWrap>
        ) : (
          <EmptyState>{t('fees.chargesEmpty')}</EmptyState>
        )}
      </section>
      <section className="panel-section">
        <h2 id="payments-heading">{t('fees.paymentsHeading')}</h2>
        {shownPayments.length ? (
          <TableWrap labelledBy="payments-heading">
            <table className="fees-table">
              <thead>
                <tr>
                  <th scope="col">{t('fees.col.date')}</th>
                  <th scope="col">{t('fees.col.type')}</th>
                  <th scope="col">{t('fees.col.source')}</th>
                  <th scope="col" className="num">
                    {t('fees.col.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shownPayments.map((payment) => (
                  <PaymentRow
                    key={payment.id}
                    payment={payment}
                    type={t(`fees.kind.${payment.type}`)}
                    source={t(`fees.source.${payment.source}`)}
                    formatters={formatters}
                    historicalLabel={labels.historical}
                  />
                ))}
              </tbody>
            </table>
          </TableWrap>
        ) : (
          <EmptyState>{t('fees.paymentsEmpty')}</EmptyState>
        )}
      </section>
    </>
  );
}

type RowLabels = { overdue: string; returnedYes: string; returnedNo: string; historical: string };

/** Memoised so toggling historical entries mounts only the rows that appear. */
const ChargeRow = memo(function ChargeRow({
  charge,
  kind,
  overdue,
  formatters,
  labels,
}: {
  charge: Charge;
  kind: string;
  overdue: boolean;
  formatters: Formatters;
  labels: RowLabels;
}) {
  const { date, money } = formatters;
  return (
    <tr className={overdue ? 'row--overdue' : charge.historical ? 'row--historical' : undefined}>
      <td>
        {kind}
        {charge.historical ? <span className="tag"> ({labels.historical})</span> : null}
      </td>
      <td>{date(charge.chargeDate)}</td>
      <td>{charge.feeCollector}</td>
      <td className="num">{money(charge.amount)}</td>
      <td>
        {date(charge.periodFrom)} – {date(charge.periodTo)}
      </td>
      <td>
        {date(charge.paymentDeadline)}
        {overdue ? (
          <strong className="overdue-badge">
            <span aria-hidden="true">⚠ </span>
            {labels.overdue}
          </strong>
        ) : null}
      </td>
      <td className="num">{money(charge.interest)}</td>
      <td>
        {date(charge.checkInFrom)} – {date(charge.checkInTo)}
      </td>
      <td>{charge.dorm}</td>
      <td>{charge.room}</td>
      <td>{charge.returned ? labels.returnedYes : labels.returnedNo}</td>
    </tr>
  );
});

const PaymentRow = memo(function PaymentRow({
  payment,
  type,
  source,
  formatters,
  historicalLabel,
}: {
  payment: Payment;
  type: string;
  source: string;
  formatters: Formatters;
  historicalLabel: string;
}) {
  return (
    <tr className={payment.historical ? 'row--historical' : undefined}>
      <td>
        {formatters.date(payment.date)}
        {payment.historical ? <span className="tag"> ({historicalLabel})</span> : null}
      </td>
      <td>{type}</td>
      <td>{source}</td>
      <td className="num">{formatters.money(payment.amount)}</td>
    </tr>
  );
});
