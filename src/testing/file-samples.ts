/**
 * The smallest real files of each accepted kind, for tests: their headers pass the structure
 * checks of src/shared/validation/file-signature.ts (and the PNG and BMP decode in a browser).
 */
const hex = (text: string) =>
  Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

/** A 1 x 1 RGBA PNG: signature, IHDR, IDAT, IEND. */
export const pngBytes = hex(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000b49444154' +
    '78da636000020000050001e9fadcd80000000049454e44ae426082',
);
/** A JPEG's start: SOI, then an APP0 (JFIF) marker segment. */
export const jpegBytes = [
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
];
/** A 1 x 1, 24-bit BMP: file header (58 bytes, pixels at 54), BITMAPINFOHEADER, one padded row. */
export const bmpBytes = hex(
  '424d3a0000000000000036000000280000000100000001000000010018000000000004000000000000000000000000000000000000000000ff00',
);
export const pdfBytes = [...'%PDF-1.4\n%\u00e2\u00e3\n'].map((char) => char.charCodeAt(0));
/** Little-endian TIFF: II*\0, first IFD at 8 with no entries and no next IFD. */
export const tiffBytes = [0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0];
/** Big-endian (Motorola) TIFF: MM\0* and the same empty IFD. */
export const tiffBigEndianBytes = [0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0];
