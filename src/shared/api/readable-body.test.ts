import { describe, expect, it } from 'vitest';
import { readableBody } from './readable-body';

describe('readableBody', () => {
  it('reads a JSON Blob back as its value, so the server messages in it can be shown', async () => {
    const body = new Blob([JSON.stringify({ errors: [{ msg: 'No such document' }] })], {
      type: 'application/json',
    });
    await expect(readableBody(body)).resolves.toEqual({ errors: [{ msg: 'No such document' }] });
  });

  it('reads any other Blob back as its text', async () => {
    await expect(readableBody(new Blob(['Gateway down'], { type: 'text/plain' }))).resolves.toBe(
      'Gateway down',
    );
  });

  it('gives empty text for a Blob that cannot be read', async () => {
    const broken = new Blob(['x']);
    broken.text = () => Promise.reject(new Error('gone'));
    await expect(readableBody(broken)).resolves.toBe('');
  });

  it('leaves a body that is not a Blob as it is', async () => {
    const data = { errors: [] };
    await expect(readableBody(data)).resolves.toBe(data);
    await expect(readableBody('text')).resolves.toBe('text');
  });
});
