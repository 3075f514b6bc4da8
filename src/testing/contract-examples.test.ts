import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, inject, it } from 'vitest';

/**
 * Every example of api/openapi.yaml is valid against the schema it illustrates: a schema's own
 * `examples`, and a media type's `example` or `examples`. A server team reads them as the truth.
 */
type Found = { where: string; schema: unknown; value: unknown };

function examplesOf(node: unknown, where: string, found: Found[], seen: Set<unknown>): Found[] {
  if (node === null || typeof node !== 'object' || seen.has(node)) return found;
  seen.add(node);
  if (Array.isArray(node)) {
    node.forEach((item, index) => examplesOf(item, `${where}/${index}`, found, seen));
    return found;
  }
  const record = node as Record<string, unknown>;
  const isSchema = 'type' in record || 'allOf' in record || 'oneOf' in record;
  if (isSchema && Array.isArray(record.examples))
    record.examples.forEach((value, index) =>
      found.push({ where: `${where}/examples/${index}`, schema: record, value }),
    );
  if ('schema' in record && !isSchema) {
    if ('example' in record)
      found.push({ where: `${where}/example`, schema: record.schema, value: record.example });
    if (record.examples && typeof record.examples === 'object')
      for (const [name, example] of Object.entries(record.examples))
        found.push({
          where: `${where}/examples/${name}`,
          schema: record.schema,
          value: (example as { value?: unknown }).value,
        });
  }
  for (const [key, child] of Object.entries(record))
    if (key !== 'examples' && key !== 'example') examplesOf(child, `${where}/${key}`, found, seen);
  return found;
}

describe('the examples of the contract', () => {
  const examples = examplesOf(inject('openapiContract'), '#', [], new Set());
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);

  it('are found (schemas and responses both have some)', () => {
    expect(examples.length).toBeGreaterThan(10);
    expect(examples.some((example) => example.where.endsWith('/example'))).toBe(true);
  });

  it.each(examples.map((example) => [example.where, example] as const))(
    '%s is valid against its schema',
    (_where, { schema, value }) => {
      const validate = ajv.compile(schema as object);
      expect(validate(value) ? [] : validate.errors).toEqual([]);
    },
  );
});
