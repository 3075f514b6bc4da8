import type { AnyObject, ObjectSchema } from 'yup';
import { leavesOf, type Leaf } from './definition';

/**
 * The one place a file becomes a multipart part (the part's file name and type are decided
 * here, for every file field of every form).
 */
export function appendFile(form: FormData, name: string, file: File | Blob): void {
  form.append(name, file, file instanceof File && file.name ? file.name : name);
}

/** The objects enclosing a leaf, outermost (the whole form) first. */
function parentsOf(values: AnyObject, path: string): AnyObject[] {
  const parents: AnyObject[] = [values];
  for (const key of path.split('.').slice(0, -1))
    parents.push(((parents.at(-1) ?? {})[key] ?? {}) as AnyObject);
  return parents;
}

function applies(leaf: Leaf, parents: AnyObject[], root: AnyObject): boolean {
  return leaf.rules.every((rule, depth) => !rule?.when || rule.when(parents[depth] ?? {}, root));
}

/**
 * A form's values as multipart/form-data by its schema: parts named by dotted paths, booleans
 * as "true"/"false", empty text left out, files through `appendFile`; a field whose rules say
 * it does not apply (`when`) is left out, and `format` decides a part's text.
 */
export function toFormData(schema: ObjectSchema<AnyObject>, values: AnyObject): FormData {
  const form = new FormData();
  for (const leaf of leavesOf(schema)) {
    const parents = parentsOf(values, leaf.path);
    if (!applies(leaf, parents, values)) continue;
    const parent = parents.at(-1) ?? {};
    const value: unknown = parent[leaf.path.split('.').at(-1) ?? ''];
    const format = leaf.rules.at(-1)?.format;
    if (leaf.kind === 'file') {
      if (value instanceof Blob) appendFile(form, leaf.path, value);
      continue;
    }
    const text = format
      ? format(value as never, parent, values)
      : typeof value === 'boolean'
        ? String(value)
        : typeof value === 'string'
          ? value
          : '';
    if (text !== '') form.append(leaf.path, text);
  }
  return form;
}

/**
 * The reverse, for the demo API: a multipart body read back into form values by the same schema.
 * A part left out because it does not apply takes the field's default; one that applies but is
 * missing reads as empty ('', false, no file), so the rules refuse what a client forgot to send.
 */
export function fromFormData(schema: ObjectSchema<AnyObject>, form: FormData): AnyObject {
  const values: AnyObject = {};
  const leaves = leavesOf(schema);
  const missing: Leaf[] = [];
  const put = (path: string, value: unknown) => {
    const keys = path.split('.');
    let node = values;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as AnyObject;
    node[keys.at(-1) ?? ''] = value;
  };
  for (const leaf of leaves) {
    const part = form.get(leaf.path);
    if (part === null) {
      missing.push(leaf);
      put(leaf.path, leaf.fallback);
    } else if (leaf.kind === 'file') put(leaf.path, part instanceof Blob ? part : null);
    else if (leaf.kind === 'flag') put(leaf.path, part === 'true');
    else put(leaf.path, typeof part === 'string' ? part : '');
  }
  for (const leaf of missing) {
    if (!applies(leaf, parentsOf(values, leaf.path), values)) continue;
    put(leaf.path, leaf.kind === 'file' ? null : leaf.kind === 'flag' ? false : '');
  }
  return values;
}
