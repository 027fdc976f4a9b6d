// Who a client is, for the limits and for popularity: the CF-Connecting-IP address only (X-Forwarded-For and
// True-Client-IP are set by anyone and ignored), bucketed twice.
//
// - The client (the per-hour limit): an IPv4 address, or an IPv6 /64, since one host commonly holds a
//   whole /64 (RFC 4291 §2.5.1 interface identifiers; SLAAC privacy addresses rotate inside it).
// - The network (its share of the daily cap, and one vote in popularity): an IPv4 /24, or an IPv6 /48.
//   Why /48 and not /56: a /48 is the largest block RIRs expect one end site to get (RFC 6177; RIPE-690
//   §4.2 recommends /48 for businesses and /56 for homes), and free tunnel brokers (Hurricane Electric's
//   tunnelbroker.net) hand a routed /48 to anyone who signs up. Keyed by /56, such a person holds 256
//   networks, and the red team exhausted a cap of 40 from one /56 (issue 17). The price: homes of one ISP
//   that hands out /56s inside one /48 share one share. Why /24 for IPv4: the smallest block routed on
//   the Internet (longer prefixes are filtered), so no one gets several cheaply; carrier-grade NAT pools
//   put many people behind one address anyway, which the per-address hourly limit already groups.
//
// A request without the header (only possible off Cloudflare: local runs, tests) shares one strict bucket.

export const UNKNOWN_CLIENT = "ip:unknown";
const UNKNOWN_NETWORK = "net:unknown";

function parseIpv4(text: string): number[] | undefined {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!match) return undefined;
  const octets = match.slice(1).map(Number);
  return octets.every((octet) => octet <= 255) ? octets : undefined;
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped, a dotted IPv4 tail read), or undefined. */
function parseIpv6(text: string): number[] | undefined {
  let address = text.split("%")[0] ?? "";
  const tail = /(?:^|:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (tail) {
    const octets = parseIpv4(tail[1]!);
    if (!octets) return undefined;
    const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
    address = `${address.slice(0, address.length - tail[1]!.length)}${hex(octets[0]!, octets[1]!)}:${hex(octets[2]!, octets[3]!)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return undefined;
  const groups = (part: string | undefined) => (part ? part.split(":") : []);
  const left = groups(halves[0]);
  const right = groups(halves[1]);
  if (![...left, ...right].every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  return [...left, ...Array<string>(halves.length === 1 ? 0 : missing).fill("0"), ...right].map((group) => parseInt(group, 16));
}

/** IPv4-mapped (::ffff:a.b.c.d) addresses are IPv4 clients. */
function mappedIpv4(groups: readonly number[]): number[] | undefined {
  if (!groups.slice(0, 5).every((group) => group === 0) || groups[5] !== 0xffff) return undefined;
  return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255];
}

const hexGroups = (groups: readonly number[]) => groups.map((group) => group.toString(16)).join(":");

/** The client's hourly bucket: `ip:<IPv4>`, `ip6:<first four groups>::/64`, or the shared unknown bucket. */
export function clientBucket(connectingIp: string | null | undefined): string {
  const ip = connectingIp?.trim().toLowerCase();
  if (!ip) return UNKNOWN_CLIENT;
  const v4 = parseIpv4(ip);
  if (v4) return `ip:${v4.join(".")}`;
  const v6 = parseIpv6(ip);
  if (!v6) return UNKNOWN_CLIENT;
  const mapped = mappedIpv4(v6);
  if (mapped) return `ip:${mapped.join(".")}`;
  return `ip6:${hexGroups(v6.slice(0, 4))}::/64`;
}

/**
 * The network a client bucket belongs to: `net:<a.b.c>.0/24` or `net6:<first three groups>::/48`. A bucket
 * that is not an address (the unknown bucket, names tests make up) is a network of its own.
 */
export function networkBucket(bucket: string): string {
  if (bucket === UNKNOWN_CLIENT) return UNKNOWN_NETWORK;
  const v4 = bucket.startsWith("ip:") ? parseIpv4(bucket.slice(3)) : undefined;
  if (v4) return `net:${v4.slice(0, 3).join(".")}.0/24`;
  const v6 = /^ip6:((?:[0-9a-f]{1,4}:){3})[0-9a-f]{1,4}::\/64$/.exec(bucket);
  if (v6) return `net6:${v6[1]}:/48`;
  return `net:${bucket}`;
}
