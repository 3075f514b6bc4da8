import { readUuidParam } from '@/shared/lib/uuid-param';

/** What the e-mailed link gave us: a reservation id, nothing, or something that is not an id. */
export type ReservationLink =
  { kind: 'valid'; id: string } | { kind: 'missing' } | { kind: 'malformed' };

export function readReservationLink(search: URLSearchParams): ReservationLink {
  const link = readUuidParam(search, 'id');
  return link.kind === 'valid' ? { kind: 'valid', id: link.value } : link;
}
