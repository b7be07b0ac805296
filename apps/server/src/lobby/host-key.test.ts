import { describe, expect, it } from 'vitest';
import { hostKeyOf } from './host-key.js';

describe('the host key a match\'s review is counted against', () => {
  it('is a short pseudonym of the address: IPv4 as itself (mapped or not), IPv6 by its /64', () => {
    const v4 = hostKeyOf('203.0.113.7');
    expect(v4).toMatch(/^[0-9a-f]{16}$/);
    expect(hostKeyOf('::ffff:203.0.113.7')).toBe(v4);
    expect(hostKeyOf('203.0.113.8')).not.toBe(v4);
    expect(hostKeyOf('2001:db8:1:2::1')).toBe(hostKeyOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd'));
    expect(hostKeyOf('2001:0db8:0001:0002::9')).toBe(hostKeyOf('2001:db8:1:2::1'));
    expect(hostKeyOf('2001:db8:1:3::1')).not.toBe(hostKeyOf('2001:db8:1:2::1'));
    expect(JSON.stringify(hostKeyOf('203.0.113.7'))).not.toContain('203.0.113');
  });
});
