/** What the e-mailed link gave us: a reservation id, nothing, or something that is not an id. */
export type ReservationLink =
  { kind: 'valid'; id: string } | { kind: 'missing' } | { kind: 'malformed' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readReservationLink(search: URLSearchParams): ReservationLink {
  const raw = search.get('id');
  if (raw === null || raw.trim() === '') return { kind: 'missing' };
  const id = raw.trim().toLowerCase();
  return UUID.test(id) ? { kind: 'valid', id } : { kind: 'malformed' };
}
