import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;
export type Cidr = [Address, number];

/**
 * Which addresses the server may send requests to (webhooks): only globally routable unicast.
 * Every special-purpose range is refused (loopback, private, link-local, shared, documentation,
 * benchmarking, multicast, reserved, IETF protocol assignments, ...), classified by ipaddr.js.
 * IPv4 carried inside IPv6 is decoded and judged as IPv4 where the form is a real way to reach
 * an IPv4 host (IPv4-mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::/96`); the deprecated or
 * translation-only forms (`::a.b.c.d`, `::ffff:0:a.b.c.d`, 6to4 `2002::/16`, Teredo
 * `2001::/32`, local NAT64 `64:ff9b:1::/48`, site-local `fec0::/10`) are refused outright.
 * The operator can refuse more ranges (WEBHOOK_REFUSED_CIDRS).
 */
export class AddressFilter {
  constructor(
    private readonly refused: readonly Cidr[] = [],
    /** false: only the operator's ranges are refused (WEBHOOK_ALLOW_PRIVATE, for tests and local relays). */
    private readonly options: { specialPurpose: boolean } = { specialPurpose: true },
  ) {}

  /** Null when `address` (an IP address as text) may be contacted; otherwise why not. */
  refusal(address: string): string | null {
    const ip0 = parseAddress(address);
    if (ip0 === null) return 'not an IP address';
    let ip: Address = ip0;
    if (!this.options.specialPurpose) return this.operatorRefuses(ip) || (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress() && this.operatorRefuses((ip as ipaddr.IPv6).toIPv4Address())) ? 'refused by the operator' : null;
    if (ip.kind() === 'ipv6') {
      const v6 = ip as ipaddr.IPv6;
      const embedded = embeddedIPv4(v6);
      if (embedded === 'refuse') return `${v6.range()} address`;
      if (embedded !== null) {
        if (this.operatorRefuses(v6)) return 'refused by the operator';
        ip = embedded;
      }
    }
    if (this.operatorRefuses(ip)) return 'refused by the operator';
    const range = ip.range();
    if (range !== 'unicast') return `${range} address`;
    // Global unicast IPv6 lives in 2000::/3; everything else there is special or unassigned.
    if (ip.kind() === 'ipv6' && !ip.match(GLOBAL_UNICAST_V6)) return 'not a global unicast address';
    return null;
  }

  allowed(address: string): boolean {
    return this.refusal(address) === null;
  }

  private operatorRefuses(ip: Address): boolean {
    return this.refused.some(([net, bits]) => net.kind() === ip.kind() && ip.match(net, bits));
  }
}

/**
 * Parses an address as Node and the URL standard read it. IPv6 is first normalised to hex groups:
 * ipaddr.js reads a dotted tail as IPv4-mapped whatever precedes it (`::8.8.8.8` would come out
 * as `::ffff:8.8.8.8`).
 */
function parseAddress(address: string): Address | null {
  const kind = isIP(address);
  if (kind === 0) return null;
  if (kind === 4) return ipaddr.IPv4.parse(address);
  const normalised = new URL(`http://[${address.replace(/%.*$/, '')}]/`).hostname.slice(1, -1);
  return ipaddr.IPv6.parse(normalised);
}

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/** The IPv4 address inside an IPv6 one, 'refuse' for forms never to be contacted, null for plain IPv6. */
function embeddedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4 | 'refuse' | null {
  const range = ip.range();
  if (range === 'ipv4Mapped') return ip.toIPv4Address();
  if (ip.match(NAT64_WELL_KNOWN)) return lastFourBytes(ip);
  if (range === 'rfc6052' || range === 'rfc6145' || range === '6to4' || range === 'teredo') return 'refuse';
  if (ip.match(IPV4_COMPATIBLE)) return 'refuse';
  return null;
}

function lastFourBytes(ip: ipaddr.IPv6): ipaddr.IPv4 {
  const bytes = ip.toByteArray();
  return new ipaddr.IPv4(bytes.slice(12));
}

/** Parses a comma-separated list of CIDR ranges (or single addresses); throws naming the first bad one. */
export function parseCidrList(text: string | undefined): Cidr[] {
  const list: Cidr[] = [];
  for (const item of (text ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '')) {
    if (ipaddr.isValidCIDR(item)) list.push(ipaddr.parseCIDR(item));
    else if (isIP(item) !== 0) {
      const ip = parseAddress(item) as Address;
      list.push([ip, ip.kind() === 'ipv4' ? 32 : 128]);
    } else throw new Error(`${item} is not an address range (a.b.c.d/n or x::/n)`);
  }
  return list;
}
