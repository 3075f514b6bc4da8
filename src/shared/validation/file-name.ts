/** Control characters, and the bidirectional controls that make `photo\u202Egnp.html` read "photolmth.png". */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const hidden = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A chosen file's name as the person may see it on screen: without path parts, control or
 * bidirectional-override characters, and at most `max` characters. It is shown to the person
 * only (as text) and never sent: a file leaves under a neutral name (shared/form/multipart.ts).
 */
export function displayFileName(name: string, max = 60): string {
  const base = name.split(/[\\/]/).at(-1) ?? '';
  const clean = base.replace(hidden, ' ').replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}
