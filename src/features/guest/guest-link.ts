import { readUuidParam } from '@/shared/lib/uuid-param';

/** What the e-mailed link gave us: a uuid, nothing, or something that is not a uuid. */
export type GuestLink =
  { kind: 'valid'; uuid: string } | { kind: 'missing' } | { kind: 'malformed' };

export function readGuestLink(search: URLSearchParams): GuestLink {
  const link = readUuidParam(search, 'uuid');
  return link.kind === 'valid' ? { kind: 'valid', uuid: link.value } : link;
}
