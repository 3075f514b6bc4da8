import '@/shared/ui/table-cards.css';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  useGetBalanceQuery,
  useGetBankAccountQuery,
  useGetChargesQuery,
  useGetPaymentsQuery,
} from '../../api';
import { QueryState } from '@/shared/ui/query-state';
import { AfterFirstPaint } from './after-first-paint';
import { BalanceCard } from './balance-card';
import { FeeEntries } from './fee-entries';
import { Statement } from './fee-statement';
import { FeesToolbar } from './fees-toolbar';
import { PaymentCard } from './payment-card';

/** Memoised: the switch and a year opening re-render the tab, not the card and its QR code. */
const StablePaymentCard = memo(PaymentCard);

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

  // The moment the printed statement says it was made: when the data on screen was loaded.
  const loadedAt = balance.fulfilledTimeStamp;

  return (
    <div className="fees-tab">
      <QueryState queries={[charges, payments, balance, bankAccount]} what={t('fees.what')}>
        {() => (
          <>
            {loadedAt ? (
              <Statement
                made={loadedAt}
                charges={charges.data ?? []}
                account={bankAccount.data ?? null}
              />
            ) : null}
            {balance.data ? (
              <BalanceCard
                balance={balance.data}
                charges={charges.data ?? []}
                payments={payments.data ?? []}
              />
            ) : null}
            {balance.data?.kind === 'toPay' && bankAccount.data ? (
              <StablePaymentCard amount={balance.data.amount} account={bankAccount.data} />
            ) : null}
            <FeesToolbar
              historical={historical}
              setHistorical={setHistorical}
              charges={charges.data ?? []}
              payments={payments.data ?? []}
            />
            <AfterFirstPaint>
              <FeeEntries
                charges={charges.data ?? []}
                payments={payments.data ?? []}
                historical={historical}
              />
            </AfterFirstPaint>
          </>
        )}
      </QueryState>
    </div>
  );
}
