// Whether an address is on the public internet, for requests the server makes to a URL someone
// else chose (webhook targets, decision 067). Loopback, private, link-local (cloud metadata at
// 169.254.169.254), unique-local, shared, multicast and reserved ranges are not: a URL that names
// one, or a name that resolves to one, would let a tenant's operator reach the portal's own
// network (Redis, PostgreSQL, the metadata service).
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  internal.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(network, prefix, 'ipv6');
}

/** True for an address on the public internet; an IPv4-mapped IPv6 address counts as its IPv4. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return isPublicAddress(mapped);
    if (/^::ffff:/i.test(address)) return false;
    return !internal.check(address, 'ipv6');
  }
  return !internal.check(address, 'ipv4');
}

export interface ResolvedTarget {
  address: string;
  family: 4 | 6;
}

/** The addresses a URL's host stands for, every one checked: a name with one internal address
 * among public ones is refused whole (a resolver may answer either). Throws TargetRefused. */
export async function resolvedPublicTarget(
  hostname: string,
  allowInternal: boolean,
): Promise<ResolvedTarget> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  const answers: ResolvedTarget[] = literal
    ? [{ address: host, family: literal === 6 ? 6 : 4 }]
    : (await lookup(host, { all: true, order: 'ipv4first' })).map((answer) => ({
        address: answer.address,
        family: answer.family === 6 ? 6 : 4,
      }));
  const first = answers[0];
  if (!first) throw new TargetRefused(`${host} has no address`);
  if (!allowInternal) {
    const inside = answers.find((answer) => !isPublicAddress(answer.address));
    if (inside) {
      throw new TargetRefused(`${host} is an internal address (${inside.address})`);
    }
  }
  return first;
}

export class TargetRefused extends Error {
  override name = 'TargetRefused';
}
