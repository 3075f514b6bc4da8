import { describe, expect, it } from 'vitest';
import { readUuidParam } from './uuid-param';

const read = (query: string) => readUuidParam(new URLSearchParams(query), 'id');

describe('readUuidParam', () => {
  it('gives the uuid trimmed and in lower case', () => {
    expect(read('id=%20F47AC10B-58CC-4372-A567-0E02B2C3D479%20')).toEqual({
      kind: 'valid',
      value: 'f47ac10b-58cc-4372-a567-0e02b2c3d479',
    });
  });

  it('tells a link without the parameter from one with something else in it', () => {
    expect(read('')).toEqual({ kind: 'missing' });
    expect(read('id=%20')).toEqual({ kind: 'missing' });
    expect(read('uuid=f47ac10b-58cc-4372-a567-0e02b2c3d479')).toEqual({ kind: 'missing' });
    expect(read('id=f47ac10b-58cc-4372-a567-0e02b2c3d47')).toEqual({ kind: 'malformed' });
    expect(read('id=f47ac10b-58cc-4372-a567-0e02b2c3d4799')).toEqual({ kind: 'malformed' });
    expect(read('id=xf47ac10b-58cc-4372-a567-0e02b2c3d479')).toEqual({ kind: 'malformed' });
  });
});
