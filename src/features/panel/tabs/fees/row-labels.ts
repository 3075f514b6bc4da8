import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The words every row repeats, looked up once per language rather than once per row. */
export type RowLabels = {
  overdue: string;
  returnedYes: string;
  returnedNo: string;
  details: string;
  /** The Details button's name: "Details: Rent, charged on 01/10/2026". */
  detailsOf: (kind: string, date: string) => string;
  col: Record<
    | 'kind'
    | 'amount'
    | 'details'
    | 'deadline'
    | 'chargeDate'
    | 'period'
    | 'interest'
    | 'feeCollector'
    | 'checkIn'
    | 'place'
    | 'returned'
    | 'date'
    | 'type'
    | 'source',
    string
  >;
};

export function useRowLabels(): RowLabels {
  const { t } = useTranslation('panel');
  return useMemo(
    () => ({
      overdue: t('fees.overdue'),
      returnedYes: t('fees.returnedYes'),
      returnedNo: t('fees.returnedNo'),
      details: t('fees.details'),
      detailsOf: (kind: string, date: string) =>
        `${t('fees.details')}: ${t('fees.detailsOf', { kind, date })}`,
      col: {
        kind: t('fees.col.kind'),
        amount: t('fees.col.amount'),
        details: t('fees.details'),
        deadline: t('fees.col.deadline'),
        chargeDate: t('fees.col.chargeDate'),
        period: t('fees.col.period'),
        interest: t('fees.col.interest'),
        feeCollector: t('fees.col.feeCollector'),
        checkIn: t('fees.col.checkIn'),
        place: t('fees.col.place'),
        returned: t('fees.col.returned'),
        date: t('fees.col.date'),
        type: t('fees.col.type'),
        source: t('fees.col.source'),
      },
    }),
    [t],
  );
}
