import type { components } from '@/shared/api/schema';
import { createTable } from './table';

type Schemas = components['schemas'];

export type DemoHotelBooking = Schemas['HotelBooking'] & {
  /** The verification code e-mailed to the applicant. */
  code: string;
  rooms: Schemas['HotelRoom'][];
  /** Demo only: accepting this booking fails (its rooms were released in the meantime). */
  acceptFails?: boolean;
};

/** Demo links (docs/demo.md): `#/hotel-reservation?id=<id>`, with the code below. */
export const demoHotelBookings = {
  toBeConfirmed: { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', code: '482913' },
  confirmed: { id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e', code: '735204' },
  notRealized: { id: 'c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f', code: '190846' },
  acceptFails: { id: 'd4e5f6a7-b8c9-4d0e-9f1a-3b4c5d6e7f80', code: '561372' },
} as const;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const inDays = (days: number) => isoDate(new Date(Date.now() + days * 24 * 3600 * 1000));

function seed(): DemoHotelBooking[] {
  return [
    {
      reservationId: demoHotelBookings.toBeConfirmed.id,
      code: demoHotelBookings.toBeConfirmed.code,
      state: 'toBeConfirmed',
      applicant: {
        name: 'Katarzyna',
        surname: 'Dąbrowska',
        email: 'k.dabrowska@example.com',
        phone: '+48 601 234 567',
      },
      reservation: {
        dormId: '1',
        dateFrom: inDays(14),
        dateTo: inDays(17),
        numberOfPeople: 3,
        groupName: 'Chór Akademicki – wyjazd',
        charge: 1234.5,
      },
      rooms: [
        {
          roomNumber: '101',
          charge: 823,
          entireRoomReserved: true,
          fullyPaid: false,
          dateFrom: inDays(14),
          dateTo: inDays(17),
        },
        {
          roomNumber: '102',
          charge: 411.5,
          entireRoomReserved: false,
          fullyPaid: false,
          dateFrom: inDays(14),
          dateTo: inDays(17),
        },
      ],
    },
    {
      reservationId: demoHotelBookings.confirmed.id,
      code: demoHotelBookings.confirmed.code,
      state: 'confirmed',
      applicant: {
        name: 'John',
        surname: 'Smith',
        email: 'john.smith@example.org',
        phone: '+44 20 7946 0958',
      },
      reservation: {
        dormId: '3',
        dateFrom: inDays(30),
        dateTo: inDays(32),
        numberOfPeople: 1,
        groupName: null,
        charge: 240,
      },
      rooms: [
        {
          roomNumber: '315',
          charge: 240,
          entireRoomReserved: true,
          fullyPaid: true,
          dateFrom: inDays(30),
          dateTo: inDays(32),
        },
      ],
    },
    {
      reservationId: demoHotelBookings.notRealized.id,
      code: demoHotelBookings.notRealized.code,
      state: 'notRealized',
      applicant: {
        name: 'Paweł',
        surname: 'Mazur',
        email: 'pawel.mazur@example.pl',
        phone: '+48 512 345 678',
      },
      reservation: {
        dormId: '2',
        dateFrom: inDays(-20),
        dateTo: inDays(-18),
        numberOfPeople: 2,
        groupName: 'Konferencja MathTech',
        charge: 560,
      },
      rooms: [
        {
          roomNumber: '204',
          charge: 560,
          entireRoomReserved: true,
          fullyPaid: false,
          dateFrom: inDays(-20),
          dateTo: inDays(-18),
        },
      ],
    },
    {
      reservationId: demoHotelBookings.acceptFails.id,
      code: demoHotelBookings.acceptFails.code,
      state: 'toBeConfirmed',
      acceptFails: true,
      applicant: {
        name: 'Ewa',
        surname: 'Zając',
        email: 'ewa.zajac@example.pl',
        phone: '+48 698 765 432',
      },
      reservation: {
        dormId: '1',
        dateFrom: inDays(7),
        dateTo: inDays(9),
        numberOfPeople: 2,
        groupName: null,
        charge: 380,
      },
      rooms: [
        {
          roomNumber: '318',
          charge: 380,
          entireRoomReserved: false,
          fullyPaid: false,
          dateFrom: inDays(7),
          dateTo: inDays(9),
        },
      ],
    },
  ];
}

export const hotelTable = createTable<DemoHotelBooking[]>('hotel-bookings', seed);

export function findBooking(id: string): DemoHotelBooking | undefined {
  return hotelTable.get().find((booking) => booking.reservationId === id);
}

export function confirmBooking(id: string): DemoHotelBooking | undefined {
  hotelTable.update((bookings) => {
    const booking = bookings.find((item) => item.reservationId === id);
    if (booking) booking.state = 'confirmed';
  });
  return findBooking(id);
}

export function publicBooking(booking: DemoHotelBooking): Schemas['HotelBooking'] {
  const { reservationId, state, applicant, reservation } = booking;
  return { reservationId, state, applicant, reservation };
}
