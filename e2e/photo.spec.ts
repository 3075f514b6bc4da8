import type { Page } from '@playwright/test';
import {
  expect,
  fillRegistrationForm,
  openRoute,
  seedRodoAgreement,
  test,
  waitForApp,
} from './fixtures';

/**
 * The face photo is re-encoded by the browser before it leaves (src/shared/validation/
 * reencode-image.ts; issue 23, point 4): happy-dom has no canvas, so only a real browser shows
 * that the location in a phone photo's EXIF and an HTML page hidden after the image's end never
 * reach the server.
 */

const photoLimit = 5 * 1024 * 1024;
type Received = { demoApiPost: { contentType: string; body: string } };
const trailing = '<html><script>alert(document.domain)</script></html>';

/** An APP1 segment with EXIF whose GPS directory says 52° 13' 45.12" N. */
function exifWithGps(): Buffer {
  const tiff = Buffer.alloc(80);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  /** A directory entry at `at`: tag, type, count, then the value or its offset. */
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    tiff.writeUInt32BE(value, at + 8);
  };
  // IFD0: one entry, the GPS directory's offset.
  tiff.writeUInt16BE(1, 8);
  entry(10, 0x8825, 4, 1, 26);
  tiff.writeUInt32BE(0, 22);
  // GPS directory: latitude reference "N" and the latitude as three rationals.
  tiff.writeUInt16BE(2, 26);
  entry(28, 0x0001, 2, 2, 0);
  tiff.write('N\0', 36, 'latin1');
  entry(40, 0x0002, 5, 3, 56);
  tiff.writeUInt32BE(0, 52);
  [52, 1, 13, 1, 4512, 100].forEach((value, index) => tiff.writeUInt32BE(value, 56 + index * 4));
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** A JPEG the browser draws, with the EXIF GPS segment after its start and HTML after its end. */
async function photoWithGpsAndHtml(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 160;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#d8c3a5';
    context.fillRect(0, 0, 120, 160);
    context.fillStyle = '#8e8d8a';
    context.beginPath();
    context.arc(60, 70, 35, 0, 2 * Math.PI);
    context.fill();
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.9));
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  });
  const jpeg = Buffer.from(base64, 'base64');
  return Buffer.concat([
    jpeg.subarray(0, 2),
    exifWithGps(),
    jpeg.subarray(2),
    Buffer.from(trailing, 'latin1'),
  ]);
}

/** The bytes of one file part of a multipart/form-data body. */
function filePart(body: Buffer, contentType: string, name: string): Buffer {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const delimiter = Buffer.from(`--${boundary?.[1] ?? boundary?.[2] ?? ''}`, 'latin1');
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    const part = body.subarray(start + delimiter.length, next === -1 ? body.length : next);
    const headersEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headersEnd).toString('latin1');
    if (headers.includes(`name="${name}"`))
      // The part's bytes end before the CRLF that precedes the next delimiter.
      return part.subarray(headersEnd + 4, part.length - 2);
    start = next;
  }
  throw new Error(`No "${name}" part in the posted body`);
}

test('the face photo leaves re-encoded: no EXIF or GPS, nothing after the image, within 5 MB', async ({
  page,
}) => {
  // The whole form is filled first, as in dialogs.spec.ts: slow on a busy machine.
  test.setTimeout(90_000);
  await seedRodoAgreement(page);
  // MSW's service worker sends each request, its body included, to the page's demo API.
  await page.addInitScript(() => {
    navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
      const { type, payload } = (event.data ?? {}) as {
        type?: string;
        payload?: {
          url: string;
          method: string;
          headers: Record<string, string>;
          body?: ArrayBuffer;
        };
      };
      if (type !== 'REQUEST' || payload?.method !== 'POST' || !payload.body) return;
      if (!/\/app\/form\/post$/.test(payload.url)) return;
      const bytes = new Uint8Array(payload.body);
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      (window as unknown as Received).demoApiPost = {
        contentType: payload.headers['content-type'] ?? '',
        body: btoa(binary),
      };
    });
  });
  await openRoute(page, '/register');
  await waitForApp(page);
  await fillRegistrationForm(page);
  const original = await photoWithGpsAndHtml(page);
  // What the person picks does have the location and the page after the image.
  expect(original.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(true);
  expect(original.subarray(-trailing.length).toString('latin1')).toBe(trailing);
  await page
    .getByLabel(/^passport-style photo/i)
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: original });

  await page.getByRole('button', { name: /^send the application/i }).click();
  await expect(page.getByText(/reference number of your application/i)).toBeVisible();
  // The post as the demo API's service worker handed it to its handlers (Playwright gives no
  // body for a request with a file in it).
  const received = await page.evaluate(() => (window as unknown as Received).demoApiPost);
  expect(received, 'the multipart body the demo API received').toBeDefined();
  const photo = filePart(Buffer.from(received.body, 'base64'), received.contentType, 'photo');

  expect([...photo.subarray(0, 2)], 'a JPEG from its start').toEqual([0xff, 0xd8]);
  expect([...photo.subarray(-2)], 'ending with the image: nothing after it').toEqual([0xff, 0xd9]);
  expect(photo.includes(Buffer.from('Exif', 'latin1')), 'no EXIF').toBe(false);
  expect(photo.includes(Buffer.from([0xff, 0xe1])), 'no APP1 (EXIF, XMP) segment').toBe(false);
  expect(photo.includes(Buffer.from('<html', 'latin1')), 'no HTML').toBe(false);
  expect(photo.length).toBeGreaterThan(0);
  expect(photo.length).toBeLessThanOrEqual(photoLimit);
});
