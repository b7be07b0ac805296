import { describe, expect, it } from 'vitest';
import { limitKey } from './client-address.js';

describe('limitKey: what a limit per client counts an address under', () => {
  it('an IPv4 address as it is, an IPv6 address by its /64', () => {
    expect(limitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(limitKey('2001:db8:7:1::5')).toBe('2001:db8:7:1::/64');
    expect(limitKey('2001:0db8:0007:0001:ffff:1:2:3')).toBe('2001:db8:7:1::/64');
    expect(limitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitKey('2001:db8:7:2::5')).not.toBe(limitKey('2001:db8:7:1::5'));
  });
});
