/**
 * The face photo as the browser draws it, not as it came (issue 23, point 4; issue 34, point 2):
 * any image the browser decodes (JPEG, PNG, WebP, BMP, GIF; HEIC where the browser reads it) of
 * any size is scaled to fit `longestSide` and encoded again as a JPEG within `maxBytes`, so
 *
 * - a 12 MB camera photo goes through, at the size the office works with;
 * - bytes after the image (an HTML page behind a PNG's end: a polyglot) and every metadata chunk
 *   (EXIF, GPS location, comments, ICC text) are gone;
 * - transparent pixels are painted white (a JPEG has no alpha).
 *
 * Qualities step down, then the size, until the result fits. The orientation a phone wrote in
 * EXIF is applied before it is dropped.
 */
const qualities = [0.92, 0.85, 0.75, 0.6, 0.45];

/** What the office takes (product.md §5): the largest file and the longest side in pixels. */
export type PhotoLimits = { maxBytes: number; longestSide: number };

export type PreparedPhoto = {
  file: File;
  width: number;
  height: number;
  /** The chosen image's own size, before scaling. */
  original: { width: number; height: number; bytes: number };
};

/**
 * `unreadable`: the browser cannot decode the file (a HEIC photo in a browser without HEIC, a
 * damaged or non-image file): the person is told what to do. `unsupported`: this browser cannot
 * draw or encode at all (no createImageBitmap or canvas encoder): the original is checked by its
 * structure and limits instead.
 */
export type PhotoPreparation =
  { kind: 'prepared'; photo: PreparedPhoto } | { kind: 'unreadable' } | { kind: 'unsupported' };

/** Files this module made: already what the office takes, never encoded twice. */
const preparedFiles = new WeakSet<Blob>();

export function isPreparedPhoto(file: unknown): boolean {
  return file instanceof Blob && preparedFiles.has(file);
}

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

function canDraw(): boolean {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return false;
  const canvas = document.createElement('canvas');
  return typeof canvas.toBlob === 'function';
}

async function decode(file: Blob): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
}

/** The JPEG of the bitmap at `scale`, the quality stepped down until it fits; null if none does. */
async function encode(
  bitmap: ImageBitmap,
  scale: number,
  maxBytes: number,
): Promise<{ blob: Blob; width: number; height: number } | null> {
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  for (const quality of qualities) {
    const blob = await toBlob(canvas, quality);
    if (blob && blob.size > 0 && blob.size <= maxBytes) return { blob, width, height };
  }
  return null;
}

/** The name shown for the prepared photo: the chosen one's, as a JPEG (never sent: multipart). */
function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${base}.jpg`;
}

/** Decodes, scales to fit `limits.longestSide` and encodes the photo as a JPEG within `maxBytes`. */
export async function preparePhoto(file: Blob, limits: PhotoLimits): Promise<PhotoPreparation> {
  if (!canDraw()) return { kind: 'unsupported' };
  const bitmap = await decode(file);
  if (!bitmap || !bitmap.width || !bitmap.height) {
    (bitmap as Partial<ImageBitmap> | null)?.close?.();
    return { kind: 'unreadable' };
  }
  try {
    let scale = Math.min(1, limits.longestSide / Math.max(bitmap.width, bitmap.height));
    // A photo whose every quality is over the limit (noise, a huge limit on sides) gets smaller.
    for (let step = 0; step < 6; step += 1, scale *= 0.75) {
      const encoded = await encode(bitmap, scale, limits.maxBytes);
      if (!encoded) continue;
      const name = file instanceof File ? jpegName(file.name) : 'photo.jpg';
      const prepared = new File([encoded.blob], name, { type: 'image/jpeg' });
      preparedFiles.add(prepared);
      return {
        kind: 'prepared',
        photo: {
          file: prepared,
          width: encoded.width,
          height: encoded.height,
          original: { width: bitmap.width, height: bitmap.height, bytes: file.size },
        },
      };
    }
    return { kind: 'unsupported' };
  } finally {
    // Some engines (and test stubs) give a bitmap without close().
    (bitmap as Partial<ImageBitmap>).close?.();
  }
}

/**
 * The photo to send: a prepared one as it is; any other re-encoded the same way (a photo chosen
 * before this module prepared it). Null when the browser cannot: the caller then sends the
 * structurally checked original (docs/security.md).
 */
export async function reencodeImage(file: Blob, limits: PhotoLimits): Promise<Blob | null> {
  if (isPreparedPhoto(file)) return file;
  const result = await preparePhoto(file, limits);
  return result.kind === 'prepared' ? result.photo.file : null;
}
