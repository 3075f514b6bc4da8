export type FileKind = 'jpeg' | 'png' | 'bmp' | 'pdf' | 'tiff';

/** What a file of each kind is sent as: the type of the detected kind, never the browser's. */
export const fileKindFormats: Record<FileKind, { mimeType: string; extension: string }> = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
  bmp: { mimeType: 'image/bmp', extension: 'bmp' },
  pdf: { mimeType: 'application/pdf', extension: 'pdf' },
  tiff: { mimeType: 'image/tiff', extension: 'tif' },
};

/** Enough of the start of a file for every structure check below (the BMP headers need 30). */
export const headerLength = 64;

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((char, index) => bytes[from + index] === char.charCodeAt(0));

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** PNG: the signature, then the IHDR chunk first, 13 bytes long, with a real size and format. */
function isPng(bytes: Uint8Array): boolean {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 29 || !signature.every((byte, index) => bytes[index] === byte)) return false;
  const data = view(bytes);
  if (data.getUint32(8) !== 13 || !ascii(bytes, 12, 'IHDR')) return false;
  const width = data.getUint32(16);
  const height = data.getUint32(20);
  const depth = data.getUint8(24);
  const colour = data.getUint8(25);
  const largest = 0x7fffffff; // PNG's own limit
  return (
    width > 0 &&
    height > 0 &&
    width <= largest &&
    height <= largest &&
    [1, 2, 4, 8, 16].includes(depth) &&
    [0, 2, 3, 4, 6].includes(colour)
  );
}

/** JPEG: SOI (FF D8) and then a marker (FF xx): APPn, DQT, DHT, SOFn, DRI, COM, ... */
function isJpeg(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return false;
  const marker = bytes[3] ?? 0;
  // Not a fill byte, not a second SOI, not EOI, not a restart marker (D0-D7), not reserved (< C0).
  return marker >= 0xc0 && marker !== 0xff && (marker < 0xd0 || marker > 0xd9);
}

const bmpHeaderSizes = [12, 40, 52, 56, 108, 124];
const bmpBitDepths = [1, 4, 8, 16, 24, 32];

/**
 * BMP: "BM", a file-size field that fits the file, a known DIB header, pixels starting after the
 * headers and inside the file, one plane, a non-zero size and a real bit depth.
 */
function isBmp(bytes: Uint8Array, fileSize: number): boolean {
  if (bytes.length < 30 || !ascii(bytes, 0, 'BM')) return false;
  const data = view(bytes);
  const declaredSize = data.getUint32(2, true);
  const pixelOffset = data.getUint32(10, true);
  const headerSize = data.getUint32(14, true);
  if (!bmpHeaderSizes.includes(headerSize)) return false;
  if (declaredSize < 14 + headerSize || declaredSize > fileSize) return false;
  if (pixelOffset < 14 + headerSize || pixelOffset >= fileSize) return false;
  const core = headerSize === 12; // OS/2 BITMAPCOREHEADER: 16-bit sizes
  const width = core ? data.getUint16(18, true) : data.getInt32(18, true);
  const height = core ? data.getUint16(20, true) : data.getInt32(22, true);
  const planes = data.getUint16(core ? 22 : 26, true);
  const bitDepth = data.getUint16(core ? 24 : 28, true);
  return width > 0 && height !== 0 && planes === 1 && bmpBitDepths.includes(bitDepth);
}

/** TIFF: II*\0 (little-endian) or MM\0* (big-endian), the first IFD inside the file. */
function isTiff(bytes: Uint8Array, fileSize: number): boolean {
  if (bytes.length < 8) return false;
  const little = ascii(bytes, 0, 'II') && bytes[2] === 0x2a && bytes[3] === 0;
  const big = ascii(bytes, 0, 'MM') && bytes[2] === 0 && bytes[3] === 0x2a;
  if (!little && !big) return false;
  const offset = view(bytes).getUint32(4, little);
  // The IFD starts with its 2-byte entry count, after the 8-byte header.
  return offset >= 8 && offset + 2 <= fileSize;
}

/** PDF: "%PDF-1." or "%PDF-2." and a digit (PDF 2.0 exists; the header is its first line). */
function isPdf(bytes: Uint8Array): boolean {
  const digit = bytes[7] ?? 0;
  return (
    (ascii(bytes, 0, '%PDF-1.') || ascii(bytes, 0, '%PDF-2.')) && digit >= 0x30 && digit <= 0x39
  );
}

/**
 * The kind of file its structure shows, never its name or browser MIME type: not a short magic
 * prefix but the header fields a real file of the kind has (an HTML page behind a PNG signature
 * is not a PNG). `fileSize` is the whole file's size, for the offsets that must fall inside it.
 */
export function detectFileKind(header: Uint8Array, fileSize = header.length): FileKind | null {
  if (isPng(header)) return 'png';
  if (isJpeg(header)) return 'jpeg';
  if (isBmp(header, fileSize)) return 'bmp';
  if (isTiff(header, fileSize)) return 'tiff';
  if (isPdf(header)) return 'pdf';
  return null;
}

export const photoKinds: readonly FileKind[] = ['jpeg', 'png', 'bmp'];
export const disabilityDocumentKinds: readonly FileKind[] = ['pdf', 'jpeg', 'png', 'tiff'];

/** The kinds a browser decodes (Chromium cannot decode TIFF; a PDF is not an image). */
const decodableKinds: readonly FileKind[] = ['jpeg', 'png', 'bmp'];

export type FileProblem = 'missing' | 'empty' | 'tooLarge' | 'wrongType' | 'damaged';

async function readHeader(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, headerLength);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(slice);
  });
}

/** The kind of a whole file (its header read), or null when it is none of the known kinds. */
export async function fileKindOf(file: Blob): Promise<FileKind | null> {
  return detectFileKind(await readHeader(file), file.size);
}

/**
 * Where the browser can decode images (createImageBitmap), the image must decode: a valid header
 * over a broken or foreign body is refused. Without the API (some test environments) this check
 * is skipped and the structure check stands alone.
 */
async function decodes(file: Blob, kind: FileKind): Promise<boolean> {
  if (!decodableKinds.includes(kind) || typeof globalThis.createImageBitmap !== 'function')
    return true;
  try {
    const bitmap = await globalThis.createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks a chosen file: present, not empty, not over `maxBytes`, of an accepted kind by its
 * structure, and (where the browser can) decodable as that image.
 */
export async function checkFile(
  file: Blob | null | undefined,
  accepted: readonly FileKind[],
  maxBytes: number,
): Promise<FileProblem | null> {
  if (!file) return 'missing';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'tooLarge';
  const kind = await fileKindOf(file);
  if (!kind || !accepted.includes(kind)) return 'wrongType';
  return (await decodes(file, kind)) ? null : 'damaged';
}
