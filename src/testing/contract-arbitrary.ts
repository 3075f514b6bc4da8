/**
 * Answers the contract allows, as fast-check arbitraries derived from its own schemas (the
 * bundled api/openapi.yaml of contract-global-setup.ts): any documented status of an operation
 * with a body its schema accepts, and the rules the schemas state only in prose kept (an end is
 * never before its start, a maximum price never below the minimum). Used by the property-based
 * screen tests (docs/testing.md, "Every answer the contract allows").
 */
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { inject } from 'vitest';

type Schema = Record<string, unknown>;
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };
type Contract = { paths: Record<string, Record<string, Operation>> };

/** Seeded, so a failure replays: the seed and path fast-check prints go back in here. */
export const propertySeed = Number(process.env.CONTRACT_PROPERTY_SEED ?? 23);
/** Answers tried per screen: a few in `npm test`, more with CONTRACT_PROPERTY_RUNS. */
export const propertyRuns = Number(process.env.CONTRACT_PROPERTY_RUNS ?? 8);
/**
 * Room for the runs on a busy machine: an answer takes 0.1 to 0.4 s on a quiet two-core machine
 * and ten times that under a load of 20 (arrival's 300 answers once ran past 2 s each).
 */
export const propertyTimeout = 60_000 + propertyRuns * 5_000;
export const propertyParameters = {
  seed: propertySeed,
  numRuns: propertyRuns,
  endOnFailure: true,
  // One answer that hangs fails with its seed and path, before the test's own time runs out.
  timeout: 60_000,
} as const;

const day = 24 * 3600 * 1000;
const dates = fc
  .integer({ min: Date.UTC(2024, 0, 1) / day, max: Date.UTC(2028, 11, 31) / day })
  .map((days) => new Date(days * day));
const dateTimes = fc
  .integer({ min: Date.UTC(2024, 0, 1) / 1000, max: Date.UTC(2028, 11, 31) / 1000 })
  .map((seconds) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z'));
const text = (min = 0, max = 40) =>
  fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc
      .constantFrom('DS Riviera', 'Zażółć gęślą jaźń', '412', '<b>not markup</b>')
      .filter((value) => value.length >= min && value.length <= max),
  );

function mergeAllOf(schema: Schema): Schema {
  const parts = (schema.allOf as Schema[] | undefined) ?? [];
  if (parts.length === 0) return schema;
  const merged: Schema = { ...schema, allOf: undefined };
  for (const part of parts.map(mergeAllOf)) {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties')
        merged.properties = { ...(merged.properties as Schema), ...(value as Schema) };
      else if (key === 'required')
        merged.required = [...((merged.required as string[]) ?? []), ...(value as string[])];
      else merged[key] = value;
    }
  }
  return merged;
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date') return dates.map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return dateTimes;
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
  return text(Number(schema.minLength ?? 0), Number(schema.maxLength ?? 40));
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.min(max, 1_000_000) });
  return fc.oneof(
    fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => (n === 0 ? 0 : n)),
  );
}

/** A value the schema accepts (the subset of JSON Schema the contract uses). */
export function arbitraryFor(input: Schema): fc.Arbitrary<unknown> {
  const schema = mergeAllOf(input);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryFor(choice)));
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryFor({ ...schema, type })));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'string':
      return stringArbitrary(schema);
    case 'array':
      return fc.array(arbitraryFor((schema.items as Schema | undefined) ?? {}), {
        minLength: Number(schema.minItems ?? 0),
        maxLength: Math.max(Number(schema.minItems ?? 0), 4),
      });
    case 'object': {
      const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
      const required = new Set((schema.required as string[] | undefined) ?? []);
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, arbitraryFor(value)]),
        ),
        { requiredKeys: [...required].filter((key) => key in properties) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

const orderedPairs: [string, string][] = [
  ['periodFrom', 'periodTo'],
  ['checkInFrom', 'checkInTo'],
  ['dateFrom', 'dateTo'],
  ['stayFrom', 'stayTo'],
  ['from', 'to'],
  ['minStudentPrice', 'maxStudentPrice'],
];

/** Keys a list names each entry by: an id is unique in its list, a period's group is listed once. */
const identities = ['id', 'group'];

/** Later entries of a list that repeat an earlier one's id (or group) left out. */
function distinct(list: unknown[]): unknown[] {
  const seen = new Set<string>();
  return list.filter((item) => {
    if (item === null || typeof item !== 'object') return true;
    const record = item as Record<string, unknown>;
    const key = identities.find((name) => typeof record[name] === 'string');
    if (!key) return true;
    const identity = `${key}:${String(record[key])}`;
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
}

/**
 * The prose rules of the contract applied to a generated value: ends after starts, ids unique
 * in a list, one application period per group, open exactly within its dates.
 */
export function inOrder<T>(value: T): T {
  if (Array.isArray(value)) return distinct(value.map(inOrder)) as T;
  if (value === null || typeof value !== 'object') return value;
  const record: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) record[key] = inOrder(child);
  for (const [start, end] of orderedPairs) {
    const from = record[start];
    const to = record[end];
    const later =
      typeof from === 'number' && typeof to === 'number'
        ? to < from
        : typeof from === 'string' && typeof to === 'string' && Date.parse(to) < Date.parse(from);
    if (later) [record[start], record[end]] = [to, from];
  }
  // An application period with both dates is open exactly while now lies between them.
  if (typeof record.open === 'boolean' && typeof record.group === 'string') {
    const { from, to } = record;
    if (typeof from === 'string' && typeof to === 'string')
      record.open = Date.parse(from) <= Date.now() && Date.now() <= Date.parse(to);
  }
  return record as T;
}

function operation(template: string, method: string): Operation {
  const contract = inject('openapiContract') as Contract;
  const found = contract.paths[template]?.[method];
  if (!found) throw new Error(`No ${method} ${template} in api/openapi.yaml`);
  return found;
}

/** A body of one documented answer (status '200' by default), from its JSON schema. */
export function bodyOf(template: string, method: string, status = '200'): fc.Arbitrary<unknown> {
  const schema = operation(template, method).responses?.[status]?.content?.['application/json']
    ?.schema;
  if (!schema) throw new Error(`No JSON body for ${status} of ${method} ${template}`);
  return arbitraryFor(schema).map(inOrder);
}

export type Answer = { status: number; body: unknown };

/**
 * Any answer the contract documents for an operation: each status (a 5XX as 500) with a body of
 * its schema, the success more often. 412 (token renewed) and a busy 503 are left out: their
 * replay and backoff (seconds of waiting) are the HTTP client's own business, tested there.
 */
export function answerOf(template: string, method: string): fc.Arbitrary<Answer> {
  const responses = operation(template, method).responses ?? {};
  const choices = Object.entries(responses)
    .filter(([status]) => status !== '412')
    .map(([status, response]) => {
      const schema = response.content?.['application/json']?.schema;
      const numeric = fc.constant(status === '5XX' ? 500 : Number(status));
      const body = schema ? arbitraryFor(schema).map(inOrder) : fc.constant(null);
      return {
        weight: status.startsWith('2') ? 4 : 1,
        arbitrary: fc.record({ status: numeric, body }),
      };
    });
  return fc.oneof(...choices);
}

/** Demo handlers that answer `GET base/read` with the generated answer of each read, in order. */
export function answersAt(base: string, reads: readonly string[], answers: readonly Answer[]) {
  return reads.map((read, index) =>
    http.get(`${base}/${read}`, () =>
      HttpResponse.json(answers[index]?.body as object, { status: answers[index]?.status }),
    ),
  );
}
