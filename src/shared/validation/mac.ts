export type MacCheck =
  | { ok: true; mac: string; locallyAdministered: boolean }
  | { ok: false; reason: 'format' | 'zero' | 'broadcast' | 'multicast' };

const patterns = [
  /^([0-9a-f]{2}):([0-9a-f]{2}):([0-9a-f]{2}):([0-9a-f]{2}):([0-9a-f]{2}):([0-9a-f]{2})$/i,
  /^([0-9a-f]{2})-([0-9a-f]{2})-([0-9a-f]{2})-([0-9a-f]{2})-([0-9a-f]{2})-([0-9a-f]{2})$/i,
  /^([0-9a-f]{2})([0-9a-f]{2})\.([0-9a-f]{2})([0-9a-f]{2})\.([0-9a-f]{2})([0-9a-f]{2})$/i,
  /^([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i,
];

/**
 * Accepts aa:bb:cc:dd:ee:ff, AA-BB-CC-DD-EE-FF, aabb.ccdd.eeff and aabbccddeeff (surrounding
 * spaces ignored), normalises to lower-case colons, refuses addresses no device can register
 * (all-zero, broadcast, multicast) and flags locally administered ones (phones' private,
 * randomised addresses), which change and would lose the connection.
 */
export function checkMac(input: string): MacCheck {
  const value = input.trim();
  for (const pattern of patterns) {
    const match = pattern.exec(value);
    if (!match) continue;
    const octets = match.slice(1, 7).map((octet) => octet.toLowerCase());
    const mac = octets.join(':');
    const first = Number.parseInt(octets[0] ?? '0', 16);
    if (mac === '00:00:00:00:00:00') return { ok: false, reason: 'zero' };
    if (mac === 'ff:ff:ff:ff:ff:ff') return { ok: false, reason: 'broadcast' };
    if (first & 1) return { ok: false, reason: 'multicast' };
    return { ok: true, mac, locallyAdministered: (first & 2) === 2 };
  }
  return { ok: false, reason: 'format' };
}
