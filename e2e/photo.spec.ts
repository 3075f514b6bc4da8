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

/** Keeps the registration post's multipart body as the demo API's service worker saw it. */
async function keepFormPost(page: Page): Promise<void> {
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
}

/** The photo part of the post the demo API received. */
async function postedPhoto(page: Page): Promise<Buffer> {
  const received = await page.evaluate(() => (window as unknown as Received).demoApiPost);
  expect(received, 'the multipart body the demo API received').toBeDefined();
  return filePart(Buffer.from(received.body, 'base64'), received.contentType, 'photo');
}

test('the face photo leaves re-encoded: no EXIF or GPS, nothing after the image, within 5 MB', async ({
  page,
}) => {
  // The whole form is filled first, as in dialogs.spec.ts: slow on a busy machine.
  test.setTimeout(90_000);
  await seedRodoAgreement(page);
  await keepFormPost(page);
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
  const photo = await postedPhoto(page);

  expect([...photo.subarray(0, 2)], 'a JPEG from its start').toEqual([0xff, 0xd8]);
  expect([...photo.subarray(-2)], 'ending with the image: nothing after it').toEqual([0xff, 0xd9]);
  expect(photo.includes(Buffer.from('Exif', 'latin1')), 'no EXIF').toBe(false);
  expect(photo.includes(Buffer.from([0xff, 0xe1])), 'no APP1 (EXIF, XMP) segment').toBe(false);
  expect(photo.includes(Buffer.from('<html', 'latin1')), 'no HTML').toBe(false);
  expect(photo.length).toBeGreaterThan(0);
  expect(photo.length).toBeLessThanOrEqual(photoLimit);
});

/**
 * A camera photo drawn in the page: 4000 × 3000 of fine noise over a face-like shape, as a JPEG,
 * padded with a comment segment (as cameras' maker notes pad theirs) to exactly `bytes`.
 */
async function cameraPhoto(page: Page, bytes: number): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const image = context.createImageData(4000, 3000);
    let seed = 7;
    for (let index = 0; index < image.data.length; index += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = seed % 64;
      image.data[index] = 150 + noise;
      image.data[index + 1] = 120 + noise;
      image.data[index + 2] = 100 + noise;
      image.data[index + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    context.fillStyle = '#5a4a3a';
    context.beginPath();
    context.ellipse(2000, 1400, 700, 900, 0, 0, 2 * Math.PI);
    context.fill();
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.9));
    const data = new Uint8Array(await (blob as Blob).arrayBuffer());
    let binary = '';
    for (let index = 0; index < data.length; index += 0x8000)
      binary += String.fromCharCode(...data.subarray(index, index + 0x8000));
    return btoa(binary);
  });
  const jpeg = Buffer.from(base64, 'base64');
  expect(jpeg.length, 'the drawn photo fits before its padding').toBeLessThan(bytes);
  // COM segments (FF FE, a 2-byte length, at most 65533 bytes of text each) after the start.
  const segments: Buffer[] = [];
  let missing = bytes - jpeg.length;
  while (missing > 0) {
    const size = Math.min(65537, missing);
    const text = Math.max(0, size - 4);
    const segment = Buffer.alloc(text + 4, 0x20);
    segment[0] = 0xff;
    segment[1] = 0xfe;
    segment.writeUInt16BE(text + 2, 2);
    segments.push(segment);
    missing -= segment.length;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** A 600 × 800 PNG with an alpha channel: a face-like shape on a transparent background. */
async function transparentPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 800;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = 'rgba(90, 74, 58, 0.9)';
    context.beginPath();
    context.ellipse(300, 380, 200, 260, 0, 0, 2 * Math.PI);
    context.fill();
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/png'));
    const data = new Uint8Array(await (blob as Blob).arrayBuffer());
    let binary = '';
    for (const byte of data) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** Width, height and the top-left pixel of an image, as the page's browser decodes it. */
async function decoded(page: Page, bytes: Buffer, type: string) {
  return page.evaluate(
    async ({ base64, type }) => {
      const binary = atob(base64);
      const data = Uint8Array.from(binary, (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([data], { type }));
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(bitmap, 0, 0);
      const corner = [...context.getImageData(0, 0, 1, 1).data];
      return { width: bitmap.width, height: bitmap.height, corner };
    },
    { base64: bytes.toString('base64'), type },
  );
}

/** Printed with the test's output and kept as an annotation of its report. */
function record(line: string): void {
  process.stdout.write(`${line}\n`);
  test.info().annotations.push({ type: 'photo', description: line });
}

// Issue 34, point 2: a phone photo of any size goes through, scaled and re-encoded by the
// browser to what the office takes (a JPEG of at most 5 MB, 1600 px on its longest side), and a
// PNG's transparency comes out white. The sizes are printed for the record.
test('a 12 MB 4000 × 3000 camera JPEG and a transparent PNG go through within the office limit', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await seedRodoAgreement(page);
  await keepFormPost(page);
  await openRoute(page, '/register');
  await waitForApp(page);
  await fillRegistrationForm(page);
  const input = page.getByLabel(/^passport-style photo/i);
  const status = page.locator('.file-field__status');

  const camera = await cameraPhoto(page, 12 * 1024 * 1024);
  expect(camera.length).toBe(12 * 1024 * 1024);
  const cameraSize = await decoded(page, camera, 'image/jpeg');
  expect([cameraSize.width, cameraSize.height]).toEqual([4000, 3000]);
  await input.setInputFiles({ name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: camera });
  await expect(status).toHaveText(/^Ready to send: 1600 × 1200 px, \d+ kB\.$/, { timeout: 60_000 });
  await expect(page.getByRole('img', { name: /preview of the chosen photo/i })).toBeVisible();
  await expect(page.getByText(/must be smaller than 5 MB/i)).toHaveCount(0);
  await page.getByRole('button', { name: /^send the application/i }).click();
  await expect(page.getByText(/reference number of your application/i)).toBeVisible();
  const sentCamera = await postedPhoto(page);
  const sentCameraSize = await decoded(page, sentCamera, 'image/jpeg');
  record(
    `camera photo: chosen ${camera.length} bytes, ${cameraSize.width} x ${cameraSize.height}; ` +
      `sent ${sentCamera.length} bytes, ${sentCameraSize.width} x ${sentCameraSize.height} JPEG`,
  );
  expect([...sentCamera.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect([sentCameraSize.width, sentCameraSize.height]).toEqual([1600, 1200]);
  expect(sentCamera.length).toBeLessThanOrEqual(photoLimit);

  // A second application in a new session, with the transparent PNG.
  await page.evaluate(() => sessionStorage.clear());
  await page.evaluate(() => {
    sessionStorage.setItem(
      'dormitory:session',
      JSON.stringify({ registration: { doesUserAgreeRODO: true } }),
    );
  });
  // The store in memory still holds the confirmation: a new page load reads the new session.
  await page.reload();
  await waitForApp(page);
  await openRoute(page, '/register');
  await fillRegistrationForm(page);
  const png = await transparentPng(page);
  // Colour type 6: RGBA, the alpha channel kept.
  expect(png[25]).toBe(6);
  const pngSize = await decoded(page, png, 'image/png');
  expect(pngSize.corner[3], 'the PNG is transparent at its corner').toBe(0);
  await input.setInputFiles({ name: 'cut-out.png', mimeType: 'image/png', buffer: png });
  await expect(status).toHaveText(/^Ready to send: 600 × 800 px, \d+ kB\.$/);
  await page.getByRole('button', { name: /^send the application/i }).click();
  await expect(page.getByText(/reference number of your application/i)).toBeVisible();
  const sentPng = await postedPhoto(page);
  const sentPngSize = await decoded(page, sentPng, 'image/jpeg');
  record(
    `transparent PNG: chosen ${png.length} bytes, ${pngSize.width} x ${pngSize.height} RGBA; ` +
      `sent ${sentPng.length} bytes, ${sentPngSize.width} x ${sentPngSize.height} JPEG, ` +
      `corner pixel ${sentPngSize.corner.join(',')}`,
  );
  expect([...sentPng.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect([sentPngSize.width, sentPngSize.height]).toEqual([600, 800]);
  expect(sentPng.length).toBeLessThanOrEqual(photoLimit);
  // Transparent pixels are painted white (a JPEG has no alpha).
  for (const channel of sentPngSize.corner.slice(0, 3)) expect(channel).toBeGreaterThan(245);
});
