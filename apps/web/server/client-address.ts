import { BlockList, isIP } from 'node:net';

/** Who sent a request, as far as this server can trust it. */
export interface Client {
  /** The visitor's address: the peer's, or the one a trusted proxy forwarded. */
  address: string;
  /** The visitor reached the site over TLS (here, or at a trusted TLS-terminating proxy). */
  secure: boolean;
}

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) is `127.0.0.1`. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * A list of addresses and networks from configuration, e.g. `127.0.0.1, ::1, 10.0.0.0/8`.
 * Throws on an entry that is neither, so a typo fails at start instead of opening a door.
 */
export function addressList(spec: string, variable: string): BlockList {
  const list = new BlockList();
  for (const entry of spec
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (!family || (bits !== undefined && !/^\d{1,3}$/.test(bits))) throw new Error(`${variable}: '${entry}' is not an IP address or network`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

export function inList(list: BlockList, address: string): boolean {
  const plain = plainAddress(address);
  const family = isIP(plain);
  return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The visitor behind the request. `X-Forwarded-For` and `X-Forwarded-Proto` are honoured only
 * from a trusted proxy (`TRUSTED_PROXIES`): anyone else could write them. The address is the
 * rightmost one that is not itself a trusted proxy (proxies append the peer they saw).
 */
export function resolveClient(request: Request, peer: string | undefined, trustedProxies: BlockList | null): Client {
  const direct: Client = { address: plainAddress(peer ?? ''), secure: new URL(request.url).protocol === 'https:' };
  if (!trustedProxies || !inList(trustedProxies, direct.address)) return direct;
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => plainAddress(hop.trim()))
    .filter((hop) => isIP(hop));
  let address = direct.address;
  while (hops.length > 0) {
    address = hops.pop()!;
    if (!inList(trustedProxies, address)) break;
  }
  const proto = (request.headers.get('x-forwarded-proto') ?? '').split(',').pop()?.trim().toLowerCase();
  return { address, secure: direct.secure || proto === 'https' };
}
