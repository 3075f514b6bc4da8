import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/format';
import type { BankAccount, Charge } from '../../api';
import { latestPlace } from '../../fee-years';
import { formatIban } from '../../payment-qr';

/**
 * The printed statement's head (on paper only): when it was made, and whose account it is: the
 * resident, their dormitory and room (of the latest charge) and the account for payments.
 */
export function Statement({
  made,
  charges,
  account,
}: {
  made: number;
  charges: Charge[];
  account: BankAccount | null;
}) {
  const { t, i18n } = useTranslation('panel');
  const place = latestPlace(charges);
  const rows = [
    { key: 'name', label: t('fees.statement.name'), value: account?.residentName },
    { key: 'place', label: t('fees.col.place'), value: place && `${place.dorm}, ${place.room}` },
    {
      key: 'account',
      label: t('fees.statement.account'),
      value: account && formatIban(account.accountNumber),
    },
  ];
  return (
    <div className="fees-statement">
      <p>{t('fees.statementMade', { date: formatDateTime(made, i18n.language) })}</p>
      <dl className="fees-statement__for">
        {rows.map((row) =>
          row.value ? (
            <div key={row.key}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </div>
  );
}
