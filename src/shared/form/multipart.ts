import type { AnyObject, ObjectSchema } from 'yup';
import { fileKindFormats, fileKindOf } from '@/shared/validation/file-signature';
import { leavesOf, type Leaf } from './definition';

/** What a file whose kind is not known goes as (the form's rules refuse such files first). */
const unknownFormat = { mimeType: 'application/octet-stream', extension: 'bin' };

/**
 * The name a file part is sent under: the field's own name in kebab-case and the extension of
 * the kind its content shows (`photo.png`, `doctoral-disabled.pdf`).
 */
export function neutralFileName(partName: string, extension: string): string {
  const field = partName.split('.').at(-1) ?? 'file';
  const base = field.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return `${base.replace(/[^a-z0-9-]/g, '') || 'file'}.${extension}`;
}

/**
 * The one place a file becomes a multipart part, for every file field of every form: sent under
 * a neutral name with the MIME type of the kind its content shows. The person's file name (which
 * may be `../../x.html`, carry quotes, line breaks or a right-to-left override, or simply their
 * name) and the type their browser guessed never leave.
 */
export async function appendFile(form: FormData, name: string, file: Blob): Promise<void> {
  const kind = await fileKindOf(file);
  const { mimeType, extension } = kind ? fileKindFormats[kind] : unknownFormat;
  form.append(name, new File([file], neutralFileName(name, extension), { type: mimeType }));
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
export async function toFormData(
  schema: ObjectSchema<AnyObject>,
  values: AnyObject,
): Promise<FormData> {
  const form = new FormData();
  for (const leaf of leavesOf(schema)) {
    const parents = parentsOf(values, leaf.path);
    if (!applies(leaf, parents, values)) continue;
    const parent = parents.at(-1) ?? {};
    const value: unknown = parent[leaf.path.split('.').at(-1) ?? ''];
    const format = leaf.rules.at(-1)?.format;
    if (leaf.kind === 'file') {
      if (value instanceof Blob) await appendFile(form, leaf.path, value);
      continue;
    }
    // `never`: each field's format takes that field's (validated) value; a Part cannot name its type.
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
