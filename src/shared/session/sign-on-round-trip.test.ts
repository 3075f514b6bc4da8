import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  automaticSignOnRefusal,
  forgetSignOnRoundTrips,
  freshSignInMs,
  noteAccountAccepted,
  noteAutomaticSignOn,
  noteSignInCompleted,
} from './sign-on-round-trip';

afterEach(() => {
  vi.restoreAllMocks();
  forgetSignOnRoundTrips();
});

describe('the sign-on round-trip record', () => {
  it('refuses for a minute after a sign-in, then after an automatic round trip until accepted', () => {
    const now = 1_000_000;
    expect(automaticSignOnRefusal(now)).toBeNull();
    noteSignInCompleted(now);
    expect(automaticSignOnRefusal(now + freshSignInMs - 1)).toBe('freshSignIn');
    expect(automaticSignOnRefusal(now + freshSignInMs)).toBeNull();
    noteAutomaticSignOn(now + freshSignInMs);
    expect(automaticSignOnRefusal(now + 10 * freshSignInMs)).toBe('repeated');
    noteAccountAccepted();
    expect(automaticSignOnRefusal(now + 10 * freshSignInMs)).toBeNull();
  });

  it('ignores a corrupt record', () => {
    window.sessionStorage.setItem('dormitory:sign-on-round-trip', '{"signedInAt":"soon"');
    expect(automaticSignOnRefusal()).toBeNull();
  });

  it('works in memory when storage is blocked', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    noteSignInCompleted(5_000);
    expect(automaticSignOnRefusal(6_000)).toBe('freshSignIn');
  });
});
