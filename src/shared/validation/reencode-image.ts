/**
 * The face photo as the browser draws it, not as it came: decoded and encoded again as a JPEG,
 * so bytes after the image (an HTML page behind a PNG's end: a polyglot) and every metadata
 * chunk (EXIF, GPS location, comments, ICC text) are gone. Transparent pixels are painted white
 * (a JPEG has no alpha). Qualities step down until the result fits `maxBytes`.
 *
 * Null when the browser cannot do it (no createImageBitmap or 2D canvas, or the image does not
 * decode): the caller then sends the structurally checked original (docs/security.md).
 */
const qualities = [0.92, 0.85, 0.75, 0.6, 0.45];

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

export async function reencodeImage(file: Blob, maxBytes: number): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context || typeof canvas.toBlob !== 'function') return null;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0);
    for (const quality of qualities) {
      const blob = await toBlob(canvas, quality);
      if (blob && blob.size > 0 && blob.size <= maxBytes) return blob;
    }
    return null;
  } finally {
    // Some engines (and test stubs) give a bitmap without close().
    (bitmap as Partial<ImageBitmap>).close?.();
  }
}
