/** What the e-mailed link gave us: a uuid, nothing, or something that is not a uuid. */
export type GuestLink =
  { kind: 'valid'; uuid: string } | { kind: 'missing' } | { kind: 'malformed' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readGuestLink(search: URLSearchParams): GuestLink {
  const raw = search.get('uuid');
  if (raw === null || raw.trim() === '') return { kind: 'missing' };
  const uuid = raw.trim().toLowerCase();
  return UUID.test(uuid) ? { kind: 'valid', uuid } : { kind: 'malformed' };
}
