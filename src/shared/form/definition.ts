import type { AnyObject, ObjectSchema, Schema } from 'yup';

/**
 * A form is defined once, by its yup schema: the order of its fields (the summary's order), their
 * defaults (`schema.getDefault()`), and how each is sent as a multipart part (the field's
 * `.meta(part({...}))`). Registration, its multipart body and the demo API's re-check all read
 * the same schema, so a new field is one schema entry.
 */
export type Part = {
  /** The part is sent only while this holds (`parent`: the object the field is in). */
  when?: (parent: AnyObject, root: AnyObject) => boolean;
  /** The text sent; the default sends text as typed and booleans as "true"/"false". */
  format?: (value: never, parent: AnyObject, root: AnyObject) => string;
  /** Never written to a draft in browser storage (house rules); files never are either. */
  sensitive?: boolean;
};

/** Use as `.meta(part({ ... }))` on a field of a form schema. */
export function part(rules: Part): { part: Part } {
  return { part: rules };
}

export type Leaf = {
  /** The value path, dotted for nested objects: `invoice.vatEU`. */
  path: string;
  kind: 'text' | 'flag' | 'file';
  /** The field's own default. */
  fallback: unknown;
  /** Each enclosing object's rules, outermost first, then the field's own (null when none). */
  rules: readonly (Part | null)[];
};

function partOf(schema: Schema): Part | null {
  const meta = schema.meta() as { part?: Part } | undefined;
  return meta?.part ?? null;
}

function isObject(schema: Schema): schema is ObjectSchema<AnyObject> {
  return schema.type === 'object';
}

/** Every field of a form schema, in declaration order (the order the form shows them). */
export function leavesOf(schema: ObjectSchema<AnyObject>): Leaf[] {
  const leaves: Leaf[] = [];
  const walk = (object: ObjectSchema<AnyObject>, prefix: string, outer: (Part | null)[]) => {
    for (const [key, field] of Object.entries(object.fields) as [string, Schema][]) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (isObject(field)) walk(field, path, [...outer, partOf(field)]);
      else
        leaves.push({
          path,
          kind: field.type === 'boolean' ? 'flag' : field.type === 'mixed' ? 'file' : 'text',
          fallback: field.getDefault(),
          rules: [...outer, partOf(field)],
        });
    }
  };
  walk(schema, '', []);
  return leaves;
}

/** The field paths in form order (for the error summary and server errors). */
export function fieldOrderOf(schema: ObjectSchema<AnyObject>): string[] {
  return leavesOf(schema).map((leaf) => leaf.path);
}

/** What a draft must never hold: sensitive numbers and files. */
export function draftExclusionsOf(schema: ObjectSchema<AnyObject>): string[] {
  return leavesOf(schema)
    .filter((leaf) => leaf.kind === 'file' || leaf.rules.at(-1)?.sensitive)
    .map((leaf) => leaf.path);
}
