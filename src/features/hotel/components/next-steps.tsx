import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { httpStatusOf, isApiError } from '@/shared/api/api-failure';
import { formatDate } from '@/shared/lib/format';
import { OfficeContactItems } from '@/shared/ui/contact-links';
import type { HotelBooking, HotelRoom } from '../api';
import { configuredDormitory, type Dormitory, type OpeningRule } from '../dormitories';

/**
 * What a hotel reservation's answer does not say and the person needs (issue 33, point 5): where
 * the dormitory is, when its reception is open, when to check in and out, how to pay what is not
 * paid yet, what happens after Approve, and whom to ask when acceptance fails. The dormitory's
 * facts come from the deployment's configuration (dormitories.ts), by the id the answer names.
 */

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function useWeekday() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return (day: number) => format.format(Date.UTC(2024, 0, 1 + day));
}

/**
 * One line per rule: "Monday–Friday: 07:00–22:00". A run of days and a range of hours each stay
 * whole; the line breaks only between them.
 */
function OpeningHours({ rules }: { rules: OpeningRule[] }) {
  const weekday = useWeekday();
  return (
    <ul className="hotel-hours">
      {rules.map((rule) => {
        const groups = rule.days.map((group) => group.map(weekday).join('–'));
        groups[0] = capitalise(groups[0] ?? '');
        const hours = rule.hours.map(({ from, to }) => `${from}–${to}`);
        const whole = (parts: string[], last = '') =>
          parts.map((part, index) => (
            <Fragment key={part}>
              {index > 0 ? ' ' : null}
              <span className="hotel-whole">
                {part}
                {index < parts.length - 1 ? ',' : last}
              </span>
            </Fragment>
          ));
        return (
          <li key={`${groups.join()} ${hours.join()}`}>
            {whole(groups, ':')} {whole(hours)}
          </li>
        );
      })}
    </ul>
  );
}

/** An address whose postal code ("00-631") never breaks at its hyphen. */
function Address({ text }: { text: string }) {
  return text.split(/(\b\d{2}-\d{3}\b)/).map((part, index) =>
    index % 2 === 1 ? (
      <span className="hotel-whole" key={index}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

function OfficeContact() {
  const { t } = useTranslation('hotel');
  return (
    <ul>
      <OfficeContactItems email={t('contact.email')} phone={t('contact.phone')} />
    </ul>
  );
}

/** The dormitory of the reservation, as configured; null when the answer names none we know. */
export function useDormitory(booking: HotelBooking): Dormitory | null {
  return configuredDormitory(booking.reservation.dormId);
}

/** Where the dormitory is and when to arrive and leave. */
export function WhereAndWhen({ booking, dorm }: { booking: HotelBooking; dorm: Dormitory | null }) {
  const { t, i18n } = useTranslation('hotel');
  const date = (value: string) => formatDate(value, i18n.language);
  const { dateFrom, dateTo } = booking.reservation;
  return (
    <section aria-labelledby="hotel-stay-title">
      <h3 id="hotel-stay-title">{t('stay.heading')}</h3>
      {dorm ? (
        <dl className="facts">
          <dt>{t('stay.dormitory')}</dt>
          <dd>{dorm.name}</dd>
          <dt>{t('stay.address')}</dt>
          <dd>
            <Address text={dorm.address} />
          </dd>
          <dt className="hotel-wide">{t('stay.reception')}</dt>
          <dd className="hotel-wide">
            {dorm.reception === 'always' ? (
              t('stay.alwaysOpen')
            ) : (
              <OpeningHours rules={dorm.reception} />
            )}
          </dd>
          {dorm.checkIn ? (
            <>
              <dt>{t('stay.checkIn')}</dt>
              <dd>{t('stay.checkInFrom', { time: dorm.checkIn, date: date(dateFrom) })}</dd>
            </>
          ) : null}
          {dorm.checkOut ? (
            <>
              <dt>{t('stay.checkOut')}</dt>
              <dd>{t('stay.checkOutBy', { time: dorm.checkOut, date: date(dateTo) })}</dd>
            </>
          ) : null}
          {dorm.phone ? (
            <>
              <dt>{t('stay.phone')}</dt>
              <dd>
                {/* Ordinary spaces: in a phone's narrow column it wraps between its groups. */}
                <a href={`tel:${dorm.phone.replace(/\s+/g, '')}`}>{dorm.phone}</a>
              </dd>
            </>
          ) : null}
        </dl>
      ) : (
        <>
          <p>{t('stay.unknown')}</p>
          <OfficeContact />
        </>
      )}
    </section>
  );
}

/** The rooms whose charge is not fully paid, in the list's order. */
export const unpaidRooms = (rooms: HotelRoom[]) =>
  rooms.filter((room) => !room.fullyPaid).map((room) => room.roomNumber);

/** "PL78 1020 …": the IBAN in groups of four, as printed on a statement. */
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** How to pay what is not paid yet: at the reception, or by transfer where the dormitory takes one. */
export function HowToPay({
  booking,
  rooms,
  dorm,
}: {
  booking: HotelBooking;
  rooms: HotelRoom[];
  dorm: Dormitory | null;
}) {
  const { t, i18n } = useTranslation('hotel');
  const unpaid = unpaidRooms(rooms);
  const ways = dorm?.pay.map((way) => t(`pay.ways.${way}`)) ?? [];
  const list = new Intl.ListFormat(i18n.language, { type: 'disjunction' });
  return (
    <section aria-labelledby="hotel-pay-title">
      <h3 id="hotel-pay-title">{t('pay.heading')}</h3>
      <p>{t('pay.notPaid', { count: unpaid.length, rooms: unpaid.join(', ') })}</p>
      {dorm && (ways.length > 0 || dorm.transfer) ? (
        <>
          {ways.length > 0 ? <p>{t('pay.atReception', { ways: list.format(ways) })}</p> : null}
          {dorm.transfer ? (
            <>
              <p>{t(ways.length > 0 ? 'pay.orTransfer' : 'pay.transfer')}</p>
              <dl className="facts">
                <dt>{t('pay.payee')}</dt>
                <dd>{dorm.transfer.payee}</dd>
                <dt>{t('pay.account')}</dt>
                <dd className="hotel-account">{grouped(dorm.transfer.account)}</dd>
                <dt>{t('pay.title')}</dt>
                <dd className="hotel-break">
                  {t('pay.titleValue', { id: booking.reservationId })}
                </dd>
              </dl>
            </>
          ) : null}
          <p>{t('pay.due')}</p>
        </>
      ) : (
        <>
          <p>{t('pay.unknown')}</p>
          <OfficeContact />
        </>
      )}
    </section>
  );
}

/** After Approve, and whenever the reservation is confirmed: the steps to the stay. */
export function WhatHappensNext({
  booking,
  rooms,
  dorm,
}: {
  booking: HotelBooking;
  rooms: HotelRoom[];
  dorm: Dormitory | null;
}) {
  const { t, i18n } = useTranslation('hotel');
  const date = formatDate(booking.reservation.dateFrom, i18n.language);
  const arrive = !dorm
    ? t('next.arriveUnknown', { date })
    : dorm.checkIn
      ? t('next.arriveFrom', { date, dorm: dorm.name, address: dorm.address, time: dorm.checkIn })
      : t('next.arrive', { date, dorm: dorm.name, address: dorm.address });
  return (
    <section aria-labelledby="hotel-next-title">
      <h3 id="hotel-next-title">{t('next.heading')}</h3>
      <ol>
        <li>{arrive}</li>
        <li>{t('next.document')}</li>
        {unpaidRooms(rooms).length > 0 ? <li>{t('next.pay')}</li> : null}
        <li>
          {t('next.change')}
          <OfficeContact />
        </li>
      </ol>
    </section>
  );
}

/** The refusal's code (api/components/errors.yaml, ErrorCode) of a failed acceptance, if any. */
function refusalCode(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const { data } = error as { data?: unknown };
  const items =
    data && typeof data === 'object' && 'errors' in data && Array.isArray(data.errors)
      ? (data.errors as unknown[])
      : [];
  for (const item of items)
    if (item && typeof item === 'object' && 'code' in item && typeof item.code === 'string')
      return item.code;
  return null;
}

/** Under "An error occurred during acceptance": what to do now, and the office to ask. */
export function AcceptFailureHelp({ error }: { error: unknown }) {
  const { t } = useTranslation('hotel');
  const code = refusalCode(error);
  // A refusal with a code is worded above it, what to do included ("Contact the Student Housing
  // Office to arrange other rooms"): here only how to reach the office.
  const advice =
    code === 'roomsUnavailable' || code === 'reservationNotToBeConfirmed'
      ? t('acceptHelp.contactOffice')
      : httpStatusOf(error) === null || (httpStatusOf(error) ?? 0) >= 500
        ? t('acceptHelp.tryAgain')
        : t('acceptHelp.refused');
  return (
    <div className="hotel-accept-help">
      <p>{advice}</p>
      <OfficeContact />
    </div>
  );
}
