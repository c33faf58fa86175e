import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a per-address rate limit counts. IPv4 as it is; IPv6 by its /64, because one
 * subscriber usually holds a whole /64 and could otherwise bring a fresh address to every attempt;
 * an IPv4-mapped IPv6 address (::ffff:192.0.2.1, as a dual-stack server sees IPv4 clients) as the
 * IPv4 address it carries. Anything else (no address known) is returned unchanged.
 */
export function rateLimitAddress(ip: string): string {
  if (isIPv4(ip)) return ip;
  // A zone (fe80::1%eth0) names the interface, not the client.
  const address = ip.split('%', 1)[0]!;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (checked by the caller). */
function ipv6Groups(address: string): number[] {
  let text = address;
  // A dotted IPv4 tail stands for the last two groups.
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.', lastColon)) {
    const [a, b, c, d] = text
      .slice(lastColon + 1)
      .split('.')
      .map(Number) as [number, number, number, number];
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const [head, tail] = text.split('::') as [string, string | undefined];
  if (tail === undefined) return parse(head);
  const [front, back] = [parse(head), parse(tail)];
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
