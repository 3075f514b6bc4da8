import { describe, expect, it } from 'vitest';
import { multipartObject } from './multipart-object';

describe('a multipart body as the contract sees it', () => {
  it('keeps text parts as text and names a file part only as binary', () => {
    const form = new FormData();
    form.append('firstName', 'Anna');
    form.append('photo', new Blob(['x'], { type: 'image/png' }), 'photo.png');
    expect(multipartObject(form)).toEqual({ firstName: 'Anna', photo: '(binary)' });
  });

  it('turns a repeated part into a list, so its `type: string` fails', () => {
    const form = new FormData();
    form.append('email', 'a@example.com');
    form.append('email', 'b@example.com');
    expect(multipartObject(form)).toEqual({ email: ['a@example.com', 'b@example.com'] });
  });
});
