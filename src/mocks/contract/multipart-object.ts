/** A multipart body as the contract's object of parts: text parts as strings, files as binary. */
export function multipartObject(form: FormData): Record<string, unknown> {
  const parts: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    const part = typeof value === 'string' ? value : '(binary)';
    // A repeated part becomes an array, which fails the part's `type: string`, as the contract
    // means it to.
    parts[name] = name in parts ? [parts[name], part].flat() : part;
  }
  return parts;
}
