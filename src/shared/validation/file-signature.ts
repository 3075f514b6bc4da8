export type FileKind = 'jpeg' | 'png' | 'bmp' | 'pdf' | 'tiff';

const signatures: readonly { kind: FileKind; bytes: readonly number[] }[] = [
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'bmp', bytes: [0x42, 0x4d] },
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46] },
  { kind: 'tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { kind: 'tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
];

/** The kind of file its first bytes announce (magic bytes), never its name or browser MIME type. */
export function detectFileKind(header: Uint8Array): FileKind | null {
  const match = signatures.find(({ bytes }) =>
    bytes.every((byte, index) => header[index] === byte),
  );
  return match?.kind ?? null;
}

export const photoKinds: readonly FileKind[] = ['jpeg', 'png', 'bmp'];
export const disabilityDocumentKinds: readonly FileKind[] = ['pdf', 'jpeg', 'png', 'tiff'];

export type FileProblem = 'missing' | 'empty' | 'tooLarge' | 'wrongType';

async function readHeader(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, 8);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(slice);
  });
}

/** Checks a chosen file: present, not empty, not over `maxBytes`, and of an accepted kind. */
export async function checkFile(
  file: Blob | null | undefined,
  accepted: readonly FileKind[],
  maxBytes: number,
): Promise<FileProblem | null> {
  if (!file) return 'missing';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'tooLarge';
  const kind = detectFileKind(await readHeader(file));
  return kind && accepted.includes(kind) ? null : 'wrongType';
}
