/** What an e-mailed link's query parameter gave: a uuid, nothing, or something that is not one. */
export type UuidParam =
  { kind: 'valid'; value: string } | { kind: 'missing' } | { kind: 'malformed' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The uuid in `name`, trimmed and lower-cased as the API keys it. */
export function readUuidParam(search: URLSearchParams, name: string): UuidParam {
  const raw = search.get(name);
  if (raw === null || raw.trim() === '') return { kind: 'missing' };
  const value = raw.trim().toLowerCase();
  return UUID.test(value) ? { kind: 'valid', value } : { kind: 'malformed' };
}
