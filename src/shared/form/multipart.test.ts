import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { draftExclusionsOf, fieldOrderOf, part } from './definition';
import { fromFormData, toFormData } from './multipart';

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

  it('sends a part only while it applies, formatted, and reads it back the same way', () => {
    const file = new File(['x'], 'me.png');
    const values = { kind: 'b', secret: '', box: { wanted: false, amount: '1,5' }, file };
    const unwanted = toFormData(schema, values);
    expect([...unwanted.keys()]).toEqual(['kind', 'box.wanted', 'file']);
    const wanted = toFormData(schema, { ...values, box: { wanted: true, amount: '1,5' } });
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
