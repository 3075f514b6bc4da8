import { afterEach, describe, expect, it, vi } from 'vitest';
import { jpegBytes, pngBytes } from '@/testing/file-samples';
import { buildFormData } from './form-data';
import { registerDefaults } from './schemas';

// The photo leaves re-encoded (issue 23): a PNG with an HTML page after its end (a polyglot that
// passes every structure check) and a location in its metadata is sent as the JPEG the canvas
// made, nothing of the original. happy-dom has no canvas: the browser's decoding and encoding
// are stubbed, what is checked is that the body carries their result and only that.

const html = '<html><script>alert(1)</script></html>';
const gps = 'GPSLatitude 52.2297 N';
const polyglot = new File(
  [new Uint8Array(pngBytes), new TextEncoder().encode(`tEXt${gps}`), html],
  'me.png',
  { type: 'image/png' },
);
const encoded = new Blob([new Uint8Array(jpegBytes)], { type: 'image/jpeg' });

type ToBlob = (callback: BlobCallback, type?: string, quality?: number) => void;

function stubBrowserImaging(toBlob: ToBlob = (callback) => callback(encoded)) {
  const draw = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 1, height: 1, close: vi.fn() })),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    fillRect: vi.fn(),
    drawImage: draw,
    fillStyle: '',
  } as unknown as CanvasRenderingContext2D);
  Object.defineProperty(HTMLCanvasElement.prototype, 'toBlob', {
    configurable: true,
    value: toBlob,
  });
  return draw;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(HTMLCanvasElement.prototype, 'toBlob');
  Object.defineProperty(globalThis, 'createImageBitmap', {
    value: undefined,
    configurable: true,
    writable: true,
  });
});

const photoOf = async (form: FormData) => {
  const part = form.get('photo');
  if (!(part instanceof File)) throw new Error('no photo part');
  return { part, text: new TextDecoder('latin1').decode(await part.arrayBuffer()) };
};

describe('the photo in the registration post', () => {
  it('is the re-encoded JPEG: nothing after the image, no metadata, a neutral name', async () => {
    const draw = stubBrowserImaging();
    const form = await buildFormData({ ...registerDefaults, photo: polyglot }, null);
    const { part, text } = await photoOf(form);
    expect(draw).toHaveBeenCalledOnce();
    expect(part.name).toBe('photo.jpg');
    expect(part.type).toBe('image/jpeg');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(new Uint8Array(jpegBytes));
    expect(text).not.toContain('<html');
    expect(text).not.toContain('GPS');
  });

  it('keeps its place among the parts', async () => {
    stubBrowserImaging();
    const plain = await buildFormData({ ...registerDefaults, photo: polyglot }, null);
    const names = [...plain.keys()];
    expect(names.filter((name) => name === 'photo')).toHaveLength(1);
  });

  it('is the checked original where the browser cannot re-encode (no canvas encoder)', async () => {
    const form = await buildFormData({ ...registerDefaults, photo: polyglot }, null);
    const { part } = await photoOf(form);
    expect(part.name).toBe('photo.png');
  });

  it('steps the quality down until it fits the size limit', async () => {
    const qualities: number[] = [];
    stubBrowserImaging((callback, _type, quality) => {
      qualities.push(Number(quality));
      callback(
        quality !== undefined && Number(quality) < 0.7
          ? encoded
          : new Blob([new Uint8Array(6 * 1024 * 1024)]),
      );
    });
    const form = await buildFormData({ ...registerDefaults, photo: polyglot }, null);
    expect((await photoOf(form)).part.size).toBe(jpegBytes.length);
    expect(qualities).toEqual([0.92, 0.85, 0.75, 0.6]);
  });
});
