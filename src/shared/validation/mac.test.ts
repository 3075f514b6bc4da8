import { describe, expect, it } from 'vitest';
import { checkMac } from './mac';

describe('checkMac (shared vectors)', () => {
  it.each([
    ['3c:52:82:1a:4f:90', '3c:52:82:1a:4f:90'],
    ['3C-52-82-1A-4F-90', '3c:52:82:1a:4f:90'],
    ['3c52.821a.4f90', '3c:52:82:1a:4f:90'],
    ['3C52821A4F90', '3c:52:82:1a:4f:90'],
    ['  3C:52:82:1A:4F:90 ', '3c:52:82:1a:4f:90'],
  ])('accepts %s as %s', (input, mac) => {
    expect(checkMac(input)).toEqual({ ok: true, mac, locallyAdministered: false });
  });

  it('accepts the literal vector formats (aa:bb:... is locally administered, a warning case)', () => {
    expect(checkMac('aa:bb:cc:dd:ee:ff')).toEqual({
      ok: true,
      mac: 'aa:bb:cc:dd:ee:ff',
      locallyAdministered: true,
    });
    expect(checkMac('AA-BB-CC-DD-EE-FF')).toMatchObject({ ok: true, mac: 'aa:bb:cc:dd:ee:ff' });
    expect(checkMac('aabb.ccdd.eeff')).toMatchObject({ ok: true, mac: 'aa:bb:cc:dd:ee:ff' });
    expect(checkMac('aabbccddeeff')).toMatchObject({ ok: true, mac: 'aa:bb:cc:dd:ee:ff' });
  });

  it.each([
    ['00:00:00:00:00:00', 'zero'],
    ['ff:ff:ff:ff:ff:ff', 'broadcast'],
    ['FF-FF-FF-FF-FF-FF', 'broadcast'],
    ['01:00:5e:00:00:01', 'multicast'],
    ['33:33:00:00:00:01', 'multicast'],
    ['aa:bb:cc:dd:ee', 'format'],
    ['aa:bb:cc:dd:ee:fg', 'format'],
    ['aa:bb-cc:dd:ee:ff', 'format'],
    ['aabb.ccdd.eeff.0011', 'format'],
    ['', 'format'],
  ])('refuses %s (%s)', (input, reason) => {
    expect(checkMac(input)).toEqual({ ok: false, reason });
  });

  it('flags locally administered (private) addresses, not universal ones', () => {
    expect(checkMac('02:00:00:00:00:01')).toMatchObject({ ok: true, locallyAdministered: true });
    expect(checkMac('da:a1:19:00:00:01')).toMatchObject({ ok: true, locallyAdministered: true });
    expect(checkMac('3c:52:82:1a:4f:90')).toMatchObject({ ok: true, locallyAdministered: false });
  });
});
