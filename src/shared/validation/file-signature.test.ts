import { afterEach, describe, expect, it, vi } from 'vitest';
import * as samples from '@/testing/file-samples';
import { checkFile, detectFileKind, disabilityDocumentKinds, photoKinds } from './file-signature';

const text = (value: string) => [...new TextEncoder().encode(value)];
const file = (content: number[], name = 'x.bin', type = '') =>
  new File([new Uint8Array(content)], name, { type });
const detect = (content: number[]) => detectFileKind(new Uint8Array(content));
/** A copy of `content` with the bytes at `at` replaced. */
const patched = (content: number[], at: number, bytes: number[]) => {
  const copy = [...content];
  copy.splice(at, bytes.length, ...bytes);
  return copy;
};
const u32le = (value: number) => [
  value & 0xff,
  (value >> 8) & 0xff,
  (value >> 16) & 0xff,
  value >>> 24,
];

describe('file kinds by structure', () => {
  it.each([
    ['png', samples.pngBytes],
    ['jpeg', samples.jpegBytes],
    ['bmp', samples.bmpBytes],
    ['pdf', samples.pdfBytes],
    ['tiff', samples.tiffBytes],
    ['tiff', samples.tiffBigEndianBytes],
    ['pdf', text('%PDF-2.0\n')],
  ] as const)('recognises a real %s', (kind, content) => expect(detect(content)).toBe(kind));

  const pngSignature = samples.pngBytes.slice(0, 8);
  it.each([
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an HTML page', text('<html><body><script>alert(1)</script></body></html>')],
    ['an HTML page behind a PNG signature', [...pngSignature, ...text('<html><script>x</script>')]],
    ['a PNG signature without IHDR', [...pngSignature, ...samples.pngBytes.slice(33)]],
    ['a PNG whose first chunk is not IHDR', patched(samples.pngBytes, 12, text('IHDX'))],
    ['a PNG whose IHDR is not 13 bytes long', patched(samples.pngBytes, 8, [0, 0, 0, 14])],
    ['a PNG of width 0', patched(samples.pngBytes, 16, [0, 0, 0, 0])],
    ['a PNG of height 0', patched(samples.pngBytes, 20, [0, 0, 0, 0])],
    ['a PNG with bit depth 3', patched(samples.pngBytes, 24, [3])],
    ['a truncated PNG', samples.pngBytes.slice(0, 20)],
    ['a JPEG SOI without a marker', [0xff, 0xd8, 0xff, 0x00, ...text('<html>')]],
    ['a JPEG SOI followed by text', [0xff, 0xd8, ...text('<html>')]],
    ['"BM" and text (the old prefix check)', text('BM<html><script>alert(1)</script></html>')],
    ['a BMP with an unknown DIB header size', patched(samples.bmpBytes, 14, u32le(20))],
    ['a BMP with pixels past its end', patched(samples.bmpBytes, 10, u32le(58))],
    ['a BMP claiming to be larger than it is', patched(samples.bmpBytes, 2, u32le(59))],
    ['a BMP of width 0', patched(samples.bmpBytes, 18, u32le(0))],
    ['a BMP of height 0', patched(samples.bmpBytes, 22, u32le(0))],
    ['a BMP with 3 bits per pixel', patched(samples.bmpBytes, 28, [3, 0])],
    ['a TIFF whose first IFD lies outside the file', patched(samples.tiffBytes, 4, u32le(4096))],
    ['a TIFF whose first IFD overlaps its header', patched(samples.tiffBytes, 4, u32le(4))],
    ['"%PDF" without a version', text('%PDF-x.4 <html>')],
    ['"%PDF-1." without a digit', text('%PDF-1.<html>')],
    ['a GIF', text('GIF89a\u0001\u0000\u0001\u0000')],
    ['nothing', []],
  ])('does not take %s for any kind', (_case, content) => expect(detect(content)).toBeNull());

  it('reads negative BMP heights (top-down rows) as valid', () =>
    expect(detect(patched(samples.bmpBytes, 22, u32le(0xffffffff)))).toBe('bmp'));
});

describe('checkFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('accepts photos by content whatever their name or type says', async () => {
    expect(
      await checkFile(file(samples.pngBytes, 'photo.pdf', 'application/pdf'), photoKinds, 100),
    ).toBeNull();
    expect(await checkFile(file(samples.bmpBytes), photoKinds, 100)).toBeNull();
    expect(await checkFile(file(samples.jpegBytes), photoKinds, 100)).toBeNull();
  });
  it('refuses a PDF renamed to .jpg and an HTML page renamed to .png as a photo', async () => {
    expect(
      await checkFile(file(samples.pdfBytes, 'photo.jpg', 'image/jpeg'), photoKinds, 100),
    ).toBe('wrongType');
    const page = [...samples.pngBytes.slice(0, 8), ...text('<html><script>alert(1)</script>')];
    expect(await checkFile(file(page, 'photo.png', 'image/png'), photoKinds, 100)).toBe(
      'wrongType',
    );
  });
  it('takes PDF, JPG, PNG and TIFF as a disability document but not BMP', async () => {
    for (const content of [
      samples.pdfBytes,
      samples.jpegBytes,
      samples.pngBytes,
      samples.tiffBytes,
      samples.tiffBigEndianBytes,
    ])
      expect(await checkFile(file(content), disabilityDocumentKinds, 100)).toBeNull();
    expect(await checkFile(file(samples.bmpBytes), disabilityDocumentKinds, 100)).toBe('wrongType');
  });
  it('refuses missing, empty and oversized files', async () => {
    expect(await checkFile(null, photoKinds, 100)).toBe('missing');
    expect(await checkFile(file([]), photoKinds, 100)).toBe('empty');
    expect(
      await checkFile(file([...samples.pngBytes, ...new Array(200).fill(0)]), photoKinds, 100),
    ).toBe('tooLarge');
  });

  it('skips decoding where the browser cannot decode (no createImageBitmap here)', async () => {
    expect(globalThis.createImageBitmap).toBeUndefined();
    expect(await checkFile(file(samples.pngBytes), photoKinds, 1000)).toBeNull();
  });

  it('refuses an image with a valid header that the browser cannot decode', async () => {
    const decode = vi.fn(() => Promise.reject(new DOMException('bad image', 'InvalidStateError')));
    vi.stubGlobal('createImageBitmap', decode);
    expect(await checkFile(file(samples.pngBytes), photoKinds, 1000)).toBe('damaged');
    expect(await checkFile(file(samples.jpegBytes), disabilityDocumentKinds, 1000)).toBe('damaged');
    expect(decode).toHaveBeenCalledTimes(2);
  });

  it('accepts an image that decodes, and never decodes a PDF or a TIFF', async () => {
    const close = vi.fn();
    const decode = vi.fn(() => Promise.resolve({ close }));
    vi.stubGlobal('createImageBitmap', decode);
    expect(await checkFile(file(samples.bmpBytes), photoKinds, 1000)).toBeNull();
    expect(close).toHaveBeenCalledTimes(1);
    expect(await checkFile(file(samples.pdfBytes), disabilityDocumentKinds, 1000)).toBeNull();
    expect(await checkFile(file(samples.tiffBytes), disabilityDocumentKinds, 1000)).toBeNull();
    expect(decode).toHaveBeenCalledTimes(1);
  });
});
