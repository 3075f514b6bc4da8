import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { draftExclusionsOf, fieldOrderOf, part } from './definition';
import { pdfBytes, pngBytes } from '@/testing/file-samples';
import { fromFormData, neutralFileName, toFormData } from './multipart';

const schema = yup.object({
  kind: yup.string().default('a'),
  secret: yup
    .string()
    .default('')
    .meta(part({ sensitive: true })),
  box: yup.object({
    wanted: yup.boolean().default(false),
    amount: yup
      .string()
      .default('')
      .meta(
        part({
          when: (parent) => Boolean(parent.wanted),
          format: (value: string) => value.replace(',', '.'),
        }),
      ),
  }),
  file: yup.mixed<Blob>().nullable().default(null),
});

describe('a form defined by its schema', () => {
  it('gives the field order, the defaults and what a draft must not keep', () => {
    expect(fieldOrderOf(schema)).toEqual(['kind', 'secret', 'box.wanted', 'box.amount', 'file']);
    expect(schema.getDefault()).toEqual({
      kind: 'a',
      secret: '',
      box: { wanted: false, amount: '' },
      file: null,
    });
    expect(draftExclusionsOf(schema)).toEqual(['secret', 'file']);
  });

  it('sends a part only while it applies, formatted, and reads it back the same way', async () => {
    const file = new File([new Uint8Array(pngBytes)], 'me.png');
    const values = { kind: 'b', secret: '', box: { wanted: false, amount: '1,5' }, file };
    const unwanted = await toFormData(schema, values);
    expect([...unwanted.keys()]).toEqual(['kind', 'box.wanted', 'file']);
    const wanted = await toFormData(schema, { ...values, box: { wanted: true, amount: '1,5' } });
    expect(wanted.get('box.amount')).toBe('1.5');
    expect(fromFormData(schema, wanted)).toMatchObject({
      kind: 'b',
      secret: '',
      box: { wanted: true, amount: '1.5' },
    });
  });

  it('reads a part that applies but was not sent as empty, one that does not apply as its default', () => {
    const form = new FormData();
    form.append('box.wanted', 'true');
    expect(fromFormData(schema, form)).toEqual({
      kind: '',
      secret: '',
      box: { wanted: true, amount: '' },
      file: null,
    });
  });
});

describe('file parts', () => {
  const hostileNames = [
    '../../x.html',
    'photo.html',
    'C:\\Users\\Jan Kowalski\\PESEL 44051401359.png',
    'me"; filename="evil.html',
    'line\r\nContent-Type: text/html\r\n\r\n<script>.png',
    'photo\u202Egnp.html',
    'Jan Kowalski 44051401359.png',
  ];
  const files = yup.object({
    file: yup.mixed<Blob>().nullable().default(null),
    docs: yup.object({ doctoralDisabled: yup.mixed<Blob>().nullable().default(null) }),
  });
  const values = (file: File, doc: File | null = null) => ({
    file,
    docs: { doctoralDisabled: doc },
  });

  /** The multipart body as it leaves the browser (boundary, headers and bytes). */
  const bodyOf = (form: FormData) => new Response(form).text();

  it.each(hostileNames)('sends %j under a neutral name with the detected type', async (name) => {
    const form = await toFormData(
      files,
      values(new File([new Uint8Array(pngBytes)], name, { type: 'text/html' })),
    );
    const part = form.get('file');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('file.png');
    expect((part as File).type).toBe('image/png');
    const body = await bodyOf(form);
    expect(body).toContain('name="file"; filename="file.png"\r\nContent-Type: image/png');
    expect(body).not.toMatch(/html|44051401359|Kowalski|evil|\u202E|\.\.\//);
  });

  it('names a nested field by its own name and sends a PDF as application/pdf', async () => {
    const form = await toFormData(
      files,
      values(
        new File([new Uint8Array(pngBytes)], 'a.bmp', { type: 'image/bmp' }),
        new File([new Uint8Array(pdfBytes)], 'orzeczenie Jan.tiff', { type: 'image/tiff' }),
      ),
    );
    const body = await bodyOf(form);
    expect(body).toContain(
      'name="docs.doctoralDisabled"; filename="doctoral-disabled.pdf"\r\nContent-Type: application/pdf',
    );
    expect(body).toContain('name="file"; filename="file.png"\r\nContent-Type: image/png');
    expect(body).not.toMatch(/orzeczenie|a\.bmp|image\/bmp|image\/tiff/);
  });

  it('sends content of no known kind as octet-stream, never with its own type', async () => {
    const html = new File(['<html><script>alert(1)</script>'], 'photo.png', { type: 'image/png' });
    const part = (await toFormData(files, values(html))).get('file') as File;
    expect([part.name, part.type]).toEqual(['file.bin', 'application/octet-stream']);
  });

  it('builds neutral names from the part name only', () => {
    expect(neutralFileName('photo', 'jpg')).toBe('photo.jpg');
    expect(neutralFileName('placeRequest.doctoralDisabled', 'pdf')).toBe('doctoral-disabled.pdf');
  });
});
