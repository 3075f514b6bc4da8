import type { components } from '@/shared/api/schema';
import { createTable } from './table';

type GuestStatus = components['schemas']['GuestStatus'];

/** What the registration stored about a guest (the server side of product.md §5). */
export type DemoGuest = {
  uuid: string;
  firstName: string;
  lastName: string;
  foreigner: boolean;
  pesel?: string;
  documentTypeId?: string;
  documentNumber?: string;
  /** Access to the guest services withdrawn by the office: every call answers 403. */
  forbidden: boolean;
  /** The resident who registered the visit; null: the dormitory's administration did. */
  host: GuestStatus['host'];
  dorm: string;
  room: string;
  stayFrom: string;
  stayTo: string;
  agreementAcceptedAt: string | null;
};

/** Demo links (docs/demo.md): `#/guest?uuid=<uuid>`. */
export const demoGuestIds = {
  polish: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  foreign: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  forbidden: '2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901',
} as const;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const inDays = (days: number) => isoDate(new Date(Date.now() + days * 24 * 3600 * 1000));

function seed(): DemoGuest[] {
  return [
    {
      uuid: demoGuestIds.polish,
      firstName: 'Maria',
      lastName: 'Wiśniewska',
      foreigner: false,
      pesel: '02211307589',
      forbidden: false,
      host: { firstName: 'Jan', lastName: 'Kowalski' },
      dorm: 'DS Riviera',
      room: '412',
      stayFrom: inDays(10),
      stayTo: inDays(24),
      agreementAcceptedAt: null,
    },
    {
      uuid: demoGuestIds.foreign,
      firstName: 'Lukas',
      lastName: 'Schneider',
      foreigner: true,
      documentTypeId: '3',
      documentNumber: 'C01X00T47',
      forbidden: false,
      host: null,
      dorm: 'DS Muszelka',
      room: '207B',
      stayFrom: inDays(5),
      stayTo: inDays(95),
      agreementAcceptedAt: null,
    },
    {
      uuid: demoGuestIds.forbidden,
      firstName: 'Tomasz',
      lastName: 'Lewandowski',
      foreigner: false,
      pesel: '83071503434',
      forbidden: true,
      host: { firstName: 'Anna', lastName: 'Nowak' },
      dorm: 'DS Babilon',
      room: '1103',
      stayFrom: inDays(3),
      stayTo: inDays(7),
      agreementAcceptedAt: null,
    },
  ];
}

export const guestTable = createTable<DemoGuest[]>('guests', seed);

export function findGuest(uuid: string): DemoGuest | undefined {
  return guestTable.get().find((guest) => guest.uuid === uuid);
}

export function acceptGuestAgreement(uuid: string, now: Date = new Date()): DemoGuest | undefined {
  guestTable.update((guests) => {
    const guest = guests.find((item) => item.uuid === uuid);
    if (guest && !guest.agreementAcceptedAt) guest.agreementAcceptedAt = now.toISOString();
  });
  return findGuest(uuid);
}

export function guestStatus(guest: DemoGuest): GuestStatus {
  return {
    uuid: guest.uuid,
    firstName: guest.firstName,
    lastName: guest.lastName,
    host: guest.host,
    dorm: guest.dorm,
    room: guest.room,
    stayFrom: guest.stayFrom,
    stayTo: guest.stayTo,
    agreement:
      guest.agreementAcceptedAt === null
        ? { accepted: false, acceptedAt: null }
        : { accepted: true, acceptedAt: guest.agreementAcceptedAt },
  };
}
