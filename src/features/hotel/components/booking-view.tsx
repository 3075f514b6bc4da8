import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpStatusOf } from '@/shared/api/api-failure';
import { formatDate, formatMoney } from '@/shared/lib/format';
import { useAppDispatch } from '@/shared/store/hooks';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { CardTable, type CardColumn } from '@/shared/ui/card-table';
import { QueryState } from '@/shared/ui/query-state';
import { FailureReason, ServerMessages } from '@/shared/ui/server-messages';
import {
  hotelApi,
  useAcceptHotelBookingMutation,
  useGetHotelBookingQuery,
  useGetHotelRoomsQuery,
  type HotelBooking,
  type HotelRoom,
} from '../api';
import {
  AcceptFailureHelp,
  HowToPay,
  unpaidRooms,
  useDormitory,
  WhatHappensNext,
  WhereAndWhen,
} from './next-steps';

type Step = 'details' | 'verification';

function useFormatters() {
  const { i18n, t } = useTranslation('hotel');
  const date = (value: string) => formatDate(value, i18n.language);
  return {
    date,
    range: (from: string, to: string) => t('dateRange', { from: date(from), to: date(to) }),
    money: (amount: number) => formatMoney(amount, i18n.language),
  };
}

function StateMessage({ booking, accepted }: { booking: HotelBooking; accepted: boolean }) {
  const { t } = useTranslation('hotel');
  switch (booking.state) {
    case 'toBeConfirmed':
      return <Alert tone="info">{t('messages.verify')}</Alert>;
    case 'confirmed':
      // Just accepted: the acceptance says it; "confirmed" under it said the same thing twice.
      return accepted ? (
        <Alert tone="success">{t('messages.acceptSuccess')}</Alert>
      ) : (
        <Alert tone="success">{t('messages.confirmed')}</Alert>
      );
    case 'notRealized':
      return <Alert tone="warning">{t('messages.notRealized')}</Alert>;
  }
}

function BookingFacts({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('hotel');
  const { range, money } = useFormatters();
  const { applicant, reservation } = booking;
  return (
    <>
      <h3>{t('applicant.heading')}</h3>
      <dl className="facts">
        <dt>{t('applicant.name')}</dt>
        <dd>{applicant.name}</dd>
        <dt>{t('applicant.surname')}</dt>
        <dd>{applicant.surname}</dd>
        <dt>{t('applicant.email')}</dt>
        <dd className="hotel-break">{applicant.email}</dd>
        <dt>{t('applicant.phone')}</dt>
        <dd>{applicant.phone}</dd>
      </dl>
      <h3>{t('reservation.heading')}</h3>
      <dl className="facts">
        <dt>{t('reservation.dates')}</dt>
        <dd>{range(reservation.dateFrom, reservation.dateTo)}</dd>
        <dt>{t('reservation.numberOfPeople')}</dt>
        <dd>{reservation.numberOfPeople}</dd>
        <dt>{t('reservation.groupName')}</dt>
        <dd>{reservation.groupName ?? t('reservation.noGroup')}</dd>
        <dt>{t('reservation.charge')}</dt>
        <dd>{money(reservation.charge)}</dd>
      </dl>
    </>
  );
}

function RoomsTable({ rooms }: { rooms: HotelRoom[] }) {
  const { t } = useTranslation('hotel');
  const { range, money } = useFormatters();
  const yesNo = (value: boolean) => (value ? t('rooms.yes') : t('rooms.no'));
  if (rooms.length === 0) return <p>{t('rooms.none')}</p>;
  const columns: CardColumn<HotelRoom>[] = [
    { header: t('rooms.roomNumber'), rowHeader: true, cell: (room) => room.roomNumber },
    { header: t('rooms.charge'), className: 'num', cell: (room) => money(room.charge) },
    { header: t('rooms.entireRoomReserved'), cell: (room) => yesNo(room.entireRoomReserved) },
    { header: t('rooms.fullyPaid'), cell: (room) => yesNo(room.fullyPaid) },
    { header: t('rooms.dates'), cell: (room) => range(room.dateFrom, room.dateTo) },
  ];
  return (
    <CardTable
      labelledBy="hotel-rooms-caption"
      caption={t('rooms.caption')}
      className="hotel-rooms"
      columns={columns}
      rows={rooms}
      rowKey={(room) => `${room.roomNumber}-${room.dateFrom}`}
    />
  );
}

type BookingViewProps = { id: string; code: string };

/** Booking details with Accept, then a verification step with Back and Approve. */
export function BookingView({ id, code }: BookingViewProps) {
  const { t } = useTranslation('hotel');
  const dispatch = useAppDispatch();
  const booking = useGetHotelBookingQuery({ id, code });
  const rooms = useGetHotelRoomsQuery({ id, code });
  return (
    // The sign-in form (and its focused button) is gone: a failure takes focus, not the page.
    <QueryState queries={[booking, rooms]} what={t('what')} focusOnFailure>
      {() =>
        booking.data && rooms.data ? (
          <BookingSteps
            request={{ id, code }}
            data={booking.data}
            rooms={rooms.data}
            onStale={() => dispatch(hotelApi.util.invalidateTags(['Hotel']))}
          />
        ) : null
      }
    </QueryState>
  );
}

function BookingSteps({
  request,
  data,
  rooms,
  onStale,
}: {
  request: { id: string; code: string };
  data: HotelBooking;
  rooms: HotelRoom[];
  /** The acceptance found the reservation in another state: read it again for Back to show. */
  onStale: () => void;
}) {
  const { t } = useTranslation(['hotel', 'common']);
  const [accept, { isLoading: accepting }] = useAcceptHotelBookingMutation();
  const [step, setStep] = useState<Step>('details');
  const [accepted, setAccepted] = useState(false);
  // null: no failure; otherwise the failure as it came, worded at render (a language switch
  // re-words it). A refusal (409) is the server's last word: no "try again" sentence.
  const [acceptFailure, setAcceptFailure] = useState<{ error: unknown } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { range, money } = useFormatters();
  const dorm = useDormitory(data);

  useEffect(() => {
    // The sign-in form is gone and each step replaces the last: move focus to the new heading.
    headingRef.current?.focus();
  }, [step, accepted]);

  const approve = async () => {
    setAcceptFailure(null);
    const result = await accept(request);
    if (!('error' in result) && result.data) {
      setAccepted(true);
      setStep('details');
      return;
    }
    const error = 'error' in result ? result.error : null;
    setAcceptFailure({ error });
    if (httpStatusOf(error) === 409) onStale();
  };

  if (step === 'verification')
    return (
      <div className="hotel-step">
        <h2 id="hotel-step-title" ref={headingRef} tabIndex={-1}>
          {t('verification.heading')}
        </h2>
        {acceptFailure ? (
          <Alert tone="error" title={t('messages.acceptError')}>
            {httpStatusOf(acceptFailure.error) === 409 ? (
              <ServerMessages error={acceptFailure.error} />
            ) : (
              <FailureReason error={acceptFailure.error} />
            )}
          </Alert>
        ) : null}
        {acceptFailure ? <AcceptFailureHelp error={acceptFailure.error} /> : null}
        {/* Not the details step's "press the accept button": this step's button is Approve. */}
        <p>{t('verification.intro')}</p>
        <dl className="facts">
          <dt>{t('applicant.heading')}</dt>
          <dd>
            {data.applicant.name} {data.applicant.surname}
          </dd>
          <dt>{t('reservation.dates')}</dt>
          <dd>{range(data.reservation.dateFrom, data.reservation.dateTo)}</dd>
          <dt>{t('reservation.numberOfPeople')}</dt>
          <dd>{data.reservation.numberOfPeople}</dd>
          <dt>{t('rooms.heading')}</dt>
          <dd>{rooms.map((room) => room.roomNumber).join(', ')}</dd>
          <dt>{t('reservation.charge')}</dt>
          <dd>{money(data.reservation.charge)}</dd>
        </dl>
        <div className="button-row">
          <Button variant="secondary" onClick={() => setStep('details')}>
            {t('verification.back')}
          </Button>
          <Button busy={accepting} onClick={() => void approve()}>
            {t('verification.approve')}
          </Button>
        </div>
      </div>
    );

  return (
    <div className="hotel-step">
      <h2 id="hotel-step-title" ref={headingRef} tabIndex={-1}>
        {t('details.heading')}
      </h2>
      <StateMessage booking={data} accepted={accepted} />
      <dl className="facts">
        <dt>{t('details.state')}</dt>
        <dd>{t(`details.states.${data.state}`)}</dd>
      </dl>
      {data.state === 'confirmed' ? (
        <WhatHappensNext booking={data} rooms={rooms} dorm={dorm} />
      ) : null}
      <BookingFacts booking={data} />
      <h3>{t('rooms.heading')}</h3>
      <RoomsTable rooms={rooms} />
      {data.state === 'notRealized' ? null : (
        <>
          <WhereAndWhen booking={data} dorm={dorm} />
          {unpaidRooms(rooms).length > 0 ? (
            <HowToPay booking={data} rooms={rooms} dorm={dorm} />
          ) : null}
        </>
      )}
      {data.state === 'toBeConfirmed' ? (
        <div className="button-row">
          <Button
            onClick={() => {
              setAcceptFailure(null);
              setStep('verification');
            }}
          >
            {t('accept')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
