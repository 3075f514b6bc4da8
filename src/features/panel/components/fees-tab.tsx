import '@/shared/ui/table-cards.css';
import { memo, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isOneOf } from '@/shared/lib/response-shape';
import { paths } from '@/shared/config/paths';
import { appAddress } from '@/shared/lib/app-address';
import { formatDate, formatDateTime, formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { CalendarButton, DownloadButton } from '@/shared/ui/download-button';
import {
  useGetBalanceQuery,
  useGetBankAccountQuery,
  useGetChargesQuery,
  useGetPaymentsQuery,
  type Balance,
  type BankAccount,
  type Charge,
  type Payment,
} from '../api';
import {
  academicYearOf,
  balanceSums,
  groupByAcademicYear,
  latestPlace,
  owedByDeadline,
  sumEntries,
  overpaymentHandlings,
  todayIso,
  type FeeYear,
} from '../fee-years';
import { formatIban } from '../payment-qr';
import { PaymentCard } from './payment-card';
import { QueryState } from '@/shared/ui/query-state';
import { EmptyState } from './empty-state';
import { TableWrap } from './table-wrap';

/** Past its deadline and still owed: a charge given back to the resident is owed by nobody. */
export function isOverdue(charge: Charge, today = todayIso()): boolean {
  return !charge.settled && !charge.returned && charge.paymentDeadline < today;
}

/**
 * Formatting a year's rows' dates through date-fns each render is the slow part of opening it;
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

/** Rows of each list painted at once when a year opens; the rest follow in a deferred render. */
const firstRows = 12;

/** "2025/2026". */
const yearName = (start: number) => `${start}/${start + 1}`;

export default function FeesTab() {
  const { t, i18n } = useTranslation('panel');
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
              <div className="fees-toolbar__actions">
                <DownloadButton
                  make={async () => {
                    const { feesCsv } = await import('../fees-csv');
                    const today = todayIso();
                    const file = feesCsv({
                      charges: charges.data ?? [],
                      payments: payments.data ?? [],
                      historical,
                      today,
                      isOverdue: (charge) => isOverdue(charge, today),
                      t,
                      language: i18n.language,
                    });
                    const name = t(historical ? 'fees.csvFileAll' : 'fees.csvFile', {
                      date: today,
                    });
                    return { name, ...file };
                  }}
                >
                  {t(historical ? 'fees.csvAll' : 'fees.csvCurrent')}
                </DownloadButton>
                <Button variant="secondary" onClick={() => window.print()}>
                  {t('fees.print')}
                </Button>
              </div>
            </div>
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

/**
 * The printed statement's head (on paper only): when it was made, and whose account it is: the
 * resident, their dormitory and room (of the latest charge) and the account for payments.
 */
function Statement({
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

/**
 * Renders its children in a render of their own, after the rest of the tab has painted: the
 * amount owed and how to pay it are what a resident opens the tab for, and a year of entries took
 * a phone's main thread several hundred milliseconds more before that could show (issue 26).
 */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}

/** Memoised: the switch and a year opening re-render the tab, not the card and its QR code. */
const StablePaymentCard = memo(PaymentCard);

/** The balance, and how it is reached: every receivable minus every payment, over which dates. */
const BalanceCard = memo(function BalanceCard({
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

function FeeEntries({
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
  const labels = useRowLabels();
  const current = useMemo(
    () => ({
      charges: charges.filter((item) => !item.historical),
      payments: payments.filter((item) => !item.historical),
    }),
    [charges, payments],
  );
  // Grouped once per answer, not per switch: turning history on only mounts the years' headings.
  const years = useMemo(
    () =>
      groupByAcademicYear(
        charges.filter((item) => item.historical),
        payments.filter((item) => item.historical),
      ),
    [charges, payments],
  );
  const currentYear = academicYearOf(todayIso());
  const currentSums = useMemo(() => sumEntries(current.charges, current.payments), [current]);
  const showYears = historical && years.length > 0;

  return (
    <>
      <p className="visually-hidden" role="status">
        {t('fees.shown', {
          receivables: t('fees.receivableCount', { count: current.charges.length }),
          payments: t('fees.paymentCount', { count: current.payments.length }),
        })}
        {historical ? ` ${t('fees.historyYears', { count: years.length })}` : null}
      </p>
      <section className="panel-section fees-year" aria-labelledby="fees-current-heading">
        <h2 id="fees-current-heading">
          {t('fees.currentHeading', { year: yearName(currentYear) })}
        </h2>
        <p className="fees-year__sums">
          {t('fees.yearSums', {
            receivables: formatters.money(currentSums.receivables),
            payments: formatters.money(currentSums.paid),
          })}
        </p>
        <EntryLists
          charges={current.charges}
          payments={current.payments}
          idPrefix="fees-current"
          headingLevel={3}
          formatters={formatters}
          labels={labels}
        />
      </section>
      {showYears ? (
        <section className="panel-section fees-history" aria-labelledby="fees-history-heading">
          <h2 id="fees-history-heading">{t('fees.historyHeading')}</h2>
          <p className="field__hint">{t('fees.historyHint')}</p>
          {years.map((year) => (
            <YearGroup key={year.start} year={year} formatters={formatters} labels={labels} />
          ))}
        </section>
      ) : null}
    </>
  );
}

/** An earlier academic year: its heading and sums always, its rows once opened. */
const YearGroup = memo(function YearGroup({
  year,
  formatters,
  labels,
}: {
  year: FeeYear;
  formatters: Formatters;
  labels: RowLabels;
}) {
  const { t } = useTranslation('panel');
  const [open, setOpen] = useState(false);
  // A year holds a hundred or more rows: the first few paint with the opened heading, the rest
  // follow in a deferred render that never holds up the button's own paint.
  const complete = useDeferredValue(open);
  const pending = open && !complete;
  const id = `fees-year-${year.start}`;
  return (
    <section className="fees-year fees-year--past" aria-labelledby={`${id}-heading`}>
      <h3 className="fees-year__heading" id={`${id}-heading`}>
        <button
          type="button"
          className="fees-year__toggle"
          aria-expanded={open}
          aria-controls={`${id}-entries`}
          onClick={() => setOpen(!open)}
        >
          {t('fees.yearHeading', { year: yearName(year.start) })}
        </button>
      </h3>
      <p className="fees-year__sums">
        {t('fees.yearSums', {
          receivables: formatters.money(year.receivables),
          payments: formatters.money(year.paid),
        })}
      </p>
      <div id={`${id}-entries`} hidden={!open} aria-busy={pending || undefined}>
        {open ? (
          <EntryLists
            charges={pending ? year.charges.slice(0, firstRows) : year.charges}
            payments={pending ? year.payments.slice(0, firstRows) : year.payments}
            idPrefix={id}
            yearHeadingId={`${id}-heading`}
            headingLevel={4}
            formatters={formatters}
            labels={labels}
          />
        ) : null}
      </div>
    </section>
  );
});

type RowLabels = {
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

function useRowLabels(): RowLabels {
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

/**
 * Receivables and payments, each one table: on a wide screen a table with every column (cells
 * wrap, nothing is hidden); below about 700 px each row is drawn as a card by panel.css, the
 * kind, amount and deadline first and the rest behind the row's own "Details" button. One markup
 * for both, so assistive technology never gets the rows twice.
 */
function EntryLists({
  charges,
  payments,
  idPrefix,
  yearHeadingId,
  headingLevel,
  formatters,
  labels,
}: {
  charges: Charge[];
  payments: Payment[];
  idPrefix: string;
  /** Added to each table's name in an earlier year, so no two regions share a name. */
  yearHeadingId?: string;
  headingLevel: 3 | 4;
  formatters: Formatters;
  labels: RowLabels;
}) {
  const { t } = useTranslation('panel');
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const chargesId = `${idPrefix}-charges`;
  const paymentsId = `${idPrefix}-payments`;
  const named = (id: string) => (yearHeadingId ? `${id} ${yearHeadingId}` : id);
  const today = todayIso();
  return (
    <>
      <div className="fees-list">
        <Heading id={chargesId}>{t('fees.chargesHeading')}</Heading>
        {charges.length ? (
          <TableWrap labelledBy={named(chargesId)}>
            <ChargesTable charges={charges} today={today} formatters={formatters} labels={labels} />
          </TableWrap>
        ) : (
          <EmptyState>{t('fees.chargesEmpty')}</EmptyState>
        )}
      </div>
      <div className="fees-list">
        <Heading id={paymentsId}>{t('fees.paymentsHeading')}</Heading>
        {payments.length ? (
          <TableWrap labelledBy={named(paymentsId)}>
            <PaymentsTable payments={payments} formatters={formatters} labels={labels} />
          </TableWrap>
        ) : (
          <EmptyState>{t('fees.paymentsEmpty')}</EmptyState>
        )}
      </div>
    </>
  );
}

/*
 * The roles are written out: Safari (and so VoiceOver on an iPhone) drops a table's semantics
 * once its rows are no longer displayed as table rows, as on a phone here.
 */
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- as above; jsx-a11y takes a cell for a grid cell */
type Column = { key: keyof RowLabels['col']; className?: string };

const chargeColumns: Column[] = [
  { key: 'kind' },
  { key: 'amount', className: 'num' },
  { key: 'deadline' },
  { key: 'interest', className: 'num' },
  { key: 'details', className: 'fee-cell--toggle' },
  { key: 'chargeDate' },
  { key: 'period' },
  { key: 'feeCollector' },
  { key: 'checkIn' },
  { key: 'place' },
  { key: 'returned' },
];

const paymentColumns: Column[] = [
  { key: 'type' },
  { key: 'amount', className: 'num' },
  { key: 'date' },
  { key: 'source' },
];

/** One list's table: its column headings, then the rows it is given. */
function FeeTable({
  variant,
  columns,
  labels,
  children,
}: {
  variant: 'charges' | 'payments';
  columns: Column[];
  labels: RowLabels;
  children: ReactNode;
}) {
  return (
    <table role="table" className={`table-cards fee-table fee-table--${variant}`}>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map(({ key, className }) => (
            <th key={key} role="columnheader" scope="col" className={className}>
              {labels.col[key]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">{children}</tbody>
    </table>
  );
}

/** A row's first two cells, which a card shows as its title line; a charge's reason under it. */
function TitleCells({
  title,
  reason,
  amount,
}: {
  title: string;
  reason?: string | null;
  amount: string;
}) {
  return (
    <>
      <th role="rowheader" scope="row" className="fee-cell--title">
        {title}
        {reason ? (
          <>
            {' '}
            <span className="fee-reason">{reason}</span>
          </>
        ) : null}
      </th>
      <td role="cell" className="num fee-cell--amount">
        {amount}
      </td>
    </>
  );
}

function ChargesTable({
  charges,
  today,
  formatters,
  labels,
}: {
  charges: Charge[];
  today: string;
  formatters: Formatters;
  labels: RowLabels;
}) {
  const { t } = useTranslation('panel');
  return (
    <FeeTable variant="charges" columns={chargeColumns} labels={labels}>
      {charges.map((charge) => (
        <ChargeRow
          key={charge.id}
          charge={charge}
          kind={t(`fees.kind.${charge.kind}`)}
          overdue={isOverdue(charge, today)}
          formatters={formatters}
          labels={labels}
        />
      ))}
    </FeeTable>
  );
}

/** Memoised so a year's deferred render mounts only the rows that appear. */
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
  const [open, setOpen] = useState(false);
  const { date, money } = formatters;
  const { col } = labels;
  // On a card the rest of the row shows once its Details button is pressed; interest is never
  // behind it when there is any, as it is part of what is owed.
  const more = 'fee-cell--more';
  return (
    <tr
      role="row"
      className={['fee-row', overdue ? 'row--overdue' : null, open ? 'fee-row--open' : null]
        .filter(Boolean)
        .join(' ')}
    >
      <TitleCells title={kind} reason={charge.reason} amount={money(charge.amount)} />
      <td role="cell" data-label={col.deadline}>
        <span>
          {date(charge.paymentDeadline)}
          {overdue ? (
            <strong className="overdue-badge">
              <span aria-hidden="true">⚠ </span>
              {labels.overdue}
            </strong>
          ) : null}
          {/* A reminder is for a deadline still to come: an overdue one says so instead. */}
          {!charge.settled && !charge.returned && !overdue ? (
            <DeadlineCalendarButton charge={charge} kind={kind} />
          ) : null}
        </span>
      </td>
      <td role="cell" className={charge.interest ? 'num' : `num ${more}`} data-label={col.interest}>
        {money(charge.interest)}
      </td>
      <td role="cell" className="fee-cell--toggle">
        <button
          type="button"
          className="fee-details-toggle"
          aria-expanded={open}
          // The visible word first (WCAG 2.5.3), then which row: a card's list has many.
          aria-label={labels.detailsOf(kind, date(charge.chargeDate))}
          onClick={() => setOpen(!open)}
        >
          {labels.details}
        </button>
      </td>
      <td role="cell" className={more} data-label={col.chargeDate}>
        {date(charge.chargeDate)}
      </td>
      <td role="cell" className={more} data-label={col.period}>
        <span>
          {date(charge.periodFrom)} – {date(charge.periodTo)}
        </span>
      </td>
      <td role="cell" className={more} data-label={col.feeCollector}>
        {charge.feeCollector}
      </td>
      <td role="cell" className={more} data-label={col.checkIn}>
        <span>
          {date(charge.checkInFrom)} – {date(charge.checkInTo)}
        </span>
      </td>
      <td role="cell" className={more} data-label={col.place}>
        {charge.dorm}, {charge.room}
      </td>
      <td role="cell" className={more} data-label={col.returned}>
        {charge.returned ? labels.returnedYes : labels.returnedNo}
      </td>
    </tr>
  );
});

/** "Add to calendar" for an unpaid charge's payment deadline: a whole-day event with a reminder. */
function DeadlineCalendarButton({ charge, kind }: { charge: Charge; kind: string }) {
  const { t, i18n } = useTranslation('panel');
  const date = (value: string) => formatDate(value, i18n.language);
  return (
    <CalendarButton
      label={t('fees.calendar.label', { kind, date: date(charge.paymentDeadline) })}
      fileName={t('fees.calendar.file', { date: charge.paymentDeadline })}
      events={() => {
        const amount = formatMoney(charge.amount + charge.interest, i18n.language);
        const kindNow = t(`fees.kind.${charge.kind}`);
        return [
          {
            id: `charge-${charge.id}-deadline`,
            day: charge.paymentDeadline,
            summary: t('fees.calendar.summary', { kind: kindNow, amount }),
            description: t('fees.calendar.description', {
              kind: kindNow,
              from: date(charge.periodFrom),
              to: date(charge.periodTo),
              amount,
            }),
            url: appAddress(`${paths.panel}?tab=fees`),
            // 09:00 the day before.
            remindBefore: 15 * 60,
          },
        ];
      }}
    />
  );
}

function PaymentsTable({
  payments,
  formatters,
  labels,
}: {
  payments: Payment[];
  formatters: Formatters;
  labels: RowLabels;
}) {
  const { t } = useTranslation('panel');
  return (
    <FeeTable variant="payments" columns={paymentColumns} labels={labels}>
      {payments.map((payment) => (
        <PaymentRow
          key={payment.id}
          payment={payment}
          type={t(`fees.kind.${payment.type}`)}
          source={t(`fees.source.${payment.source}`)}
          formatters={formatters}
          labels={labels}
        />
      ))}
    </FeeTable>
  );
}

const PaymentRow = memo(function PaymentRow({
  payment,
  type,
  source,
  formatters,
  labels,
}: {
  payment: Payment;
  type: string;
  source: string;
  formatters: Formatters;
  labels: RowLabels;
}) {
  return (
    <tr role="row" className="fee-row">
      <TitleCells title={type} amount={formatters.money(payment.amount)} />
      <td role="cell" data-label={labels.col.date}>
        {formatters.date(payment.date)}
      </td>
      <td role="cell" data-label={labels.col.source}>
        {source}
      </td>
    </tr>
  );
});
/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
