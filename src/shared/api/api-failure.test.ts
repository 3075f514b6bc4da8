import { describe, expect, it } from 'vitest';
import { apiFailureKind, apiFailureMessageKey, httpStatusOf } from './api-failure';

describe('apiFailureKind', () => {
  it.each([
    [{ status: 'NETWORK', data: 'Network Error' }, 'offline'],
    [{ status: 'TIMEOUT', data: 'timeout' }, 'timeout'],
    [{ status: 'BAD_RESPONSE', data: 'empty body' }, 'badResponse'],
    [{ status: 500, data: '' }, 'server'],
    [{ status: 502, data: '' }, 'server'],
    // Overloaded (application day): "busy", not "a problem on the server".
    [{ status: 503, data: '' }, 'busy'],
    [{ status: 429, data: {}, retryAfterSeconds: 30 }, 'busy'],
    [{ status: 400, data: {} }, 'rejected'],
    [{ status: 409, data: {} }, 'rejected'],
    // A SerializedError (something threw) or nothing at all: the answer could not be used.
    [{ name: 'TypeError', message: 'x' }, 'badResponse'],
    [undefined, 'badResponse'],
    [null, 'badResponse'],
  ])('%o -> %s', (error, kind) => {
    expect(apiFailureKind(error)).toBe(kind);
    expect(apiFailureMessageKey(error)).toBe(`common:apiFailure.${kind}`);
  });

  it('gives the HTTP status only when one arrived', () => {
    expect(httpStatusOf({ status: 422, data: {} })).toBe(422);
    expect(httpStatusOf({ status: 'NETWORK', data: '' })).toBeNull();
    expect(httpStatusOf(undefined)).toBeNull();
  });
});
