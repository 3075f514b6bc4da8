import { describe, expect, it, vi } from 'vitest';
import { placeServerFailure, serverFieldErrors } from './server-errors';

const refusal = (status: number, errors: unknown) => ({ status, data: { errors } });
const onCode = { msg: 'Wrong code', param: 'code' };
const onId = { msg: 'Closed', param: 'id' };

describe('serverFieldErrors', () => {
  it('reads a 422 or 400 validation list, and nothing else', () => {
    expect(serverFieldErrors(refusal(422, [onCode, null, { msg: 3 }]))).toEqual([
      onCode,
      { msg: '', param: '' },
    ]);
    expect(serverFieldErrors(refusal(400, [onId]))).toEqual([onId]);
    expect(serverFieldErrors(refusal(500, [onId]))).toBeNull();
    expect(serverFieldErrors({ status: 422, data: [{ msg: 'bare list' }] })).toBeNull();
    expect(serverFieldErrors({ status: 'NETWORK', data: undefined })).toBeNull();
    expect(serverFieldErrors(null)).toBeNull();
  });
});

describe('placeServerFailure', () => {
  it('puts the errors on their fields and leaves nothing for the alert when all found one', () => {
    const setError = vi.fn();
    expect(placeServerFailure(refusal(422, [onCode]), ['code'], setError)).toBeNull();
    expect(setError).toHaveBeenCalledWith('code', { type: 'server', message: 'server:Wrong code' });
  });

  it("words a field's error in the form's own sentence when it gives one", () => {
    const setError = vi.fn();
    placeServerFailure(refusal(422, [onCode]), ['code'], setError, () => ({
      key: 'hotel:codeMismatch',
    }));
    expect(setError).toHaveBeenCalledWith('code', {
      type: 'server',
      message: 'hotel:codeMismatch',
    });
  });

  it('leaves the alert only the errors that found no field', () => {
    const left = placeServerFailure(refusal(422, [onCode, onId]), ['code'], vi.fn());
    expect(left).toEqual({ error: { status: 422, data: { errors: [onId] } } });
  });

  it('keeps the failure whole when nothing found a field, or it is no list', () => {
    const setError = vi.fn();
    const none = refusal(422, [onId]);
    expect(placeServerFailure(none, ['code'], setError)).toEqual({ error: none });
    const empty = refusal(422, []);
    expect(placeServerFailure(empty, ['code'], setError)).toEqual({ error: empty });
    const text = { status: 400, data: 'Closed today' };
    expect(placeServerFailure(text, ['code'], setError)).toEqual({ error: text });
    expect(placeServerFailure(null, ['code'], setError)).toEqual({ error: null });
    expect(setError).not.toHaveBeenCalled();
  });
});
