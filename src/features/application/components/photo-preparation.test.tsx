import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { jpegBytes } from '@/testing/file-samples';
import { words } from '@/testing/fault-matrix';
import { describeInEachLanguage } from '@/testing/in-each-language';
import { isPreparedPhoto } from '@/shared/validation/reencode-image';
import { asFutureStudent, fieldErrorOf } from '../testing/fill';
import { prepareRegistrationFormTests, renderRegister } from '../testing/render-register';

await prepareRegistrationFormTests();

// Issue 34, point 2: any photo the browser can open, of any size, is scaled and re-encoded in
// the browser to what the office takes, shown with its size beside the face-photo guidance;
// only a file the browser cannot open is refused, with what to do. happy-dom has no canvas:
// decoding and encoding are stubbed here (the real ones: e2e/photo.spec.ts).

const encoded = new Blob([new Uint8Array(jpegBytes)], { type: 'image/jpeg' });
const drawn: { width: number; height: number }[] = [];

function stubBrowserImaging(decodes: boolean) {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => {
      if (!decodes) throw new DOMException('The source image could not be decoded.');
      return { width: 4000, height: 3000, close: vi.fn() };
    }),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    const { width, height } = this;
    return {
      fillRect: vi.fn(),
      drawImage: vi.fn(() => drawn.push({ width, height })),
      fillStyle: '',
      imageSmoothingQuality: 'low',
    } as unknown as CanvasRenderingContext2D;
  } as never);
  Object.defineProperty(HTMLCanvasElement.prototype, 'toBlob', {
    configurable: true,
    value: (callback: BlobCallback) => callback(encoded),
  });
}

afterEach(() => {
  drawn.length = 0;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(HTMLCanvasElement.prototype, 'toBlob');
});

const photoLabel = { en: /^passport-style photo/i, pl: /^zdjęcie twarzy/i } as const;

describeInEachLanguage('the face photo (%s)', photoLabel, (language, label) => {
  const say = (key: string, params?: Record<string, string>) => words(key, params)[language];

  it('scales a 12 MB camera photo to the office size and shows it ready, with the guidance', async () => {
    stubBrowserImaging(true);
    const { user } = renderRegister(language);
    await asFutureStudent(user);
    const input = screen.getByLabelText(label);
    const camera = new File([new Uint8Array(12 * 1024 * 1024).fill(0xaa)], 'IMG_2041.JPG', {
      type: 'image/jpeg',
    });
    await user.upload(input, camera);
    expect(
      await screen.findByText(
        say('application:photo.prepared', { width: '1600', height: '1200', size: '1' }),
      ),
    ).toBeVisible();
    expect(drawn).toEqual([{ width: 1600, height: 1200 }]);
    expect(fieldErrorOf(input)).toBeNull();
    expect(screen.getByRole('img', { name: say('application:file.previewAlt') })).toBeVisible();
    expect(
      screen.getByRole('list', { name: say('application:photo.guidanceTitle') }),
    ).toBeVisible();
    expect(input).toHaveAccessibleDescription(say('application:form.photoHint'));
  });

  it('refuses only a file the browser cannot open, saying what to do with an iPhone photo', async () => {
    stubBrowserImaging(false);
    const { user } = renderRegister(language);
    await asFutureStudent(user);
    const input = screen.getByLabelText(label);
    const heic = new File(
      [new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63])],
      'IMG_2042.HEIC',
      {
        type: 'image/heic',
      },
    );
    await user.upload(input, heic);
    await waitFor(() => expect(fieldErrorOf(input)).toBe(say('validation:file.photoUnreadable')));
    expect(say('validation:file.photoUnreadable')).toMatch(/HEIC/);
  });
});

it('keeps a prepared photo as it is when the form is sent (never encoded twice)', async () => {
  stubBrowserImaging(true);
  const { preparePhoto, reencodeImage } = await import('@/shared/validation/reencode-image');
  const result = await preparePhoto(new File([new Uint8Array(10)], 'a.png'), {
    maxBytes: 5 * 1024 * 1024,
    longestSide: 1600,
  });
  if (result.kind !== 'prepared') throw new Error(result.kind);
  expect(isPreparedPhoto(result.photo.file)).toBe(true);
  expect(result.photo.file.name).toBe('a.jpg');
  drawn.length = 0;
  expect(await reencodeImage(result.photo.file, { maxBytes: 1, longestSide: 1 })).toBe(
    result.photo.file,
  );
  expect(drawn).toEqual([]);
});
