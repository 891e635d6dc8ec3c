import { isIP } from 'node:net';

/** What the client address is read from: a Fastify request, or the listener's stand-in for one. */
export interface AddressedRequest {
  /** Fastify's address: the socket's, or with TRUST_PROXY the one the trusted proxies name. */
  ip?: string | undefined;
  socket?: { remoteAddress?: string | undefined; remotePort?: number | undefined } | undefined;
}

/**
 * The client's address, as the logs name it and the per-address limit counts it (through
 * `addressCounterKey`). A trusted proxy's X-Forwarded-For entry is believed only when it is an IP
 * address: a proxy that passes on text of a client's choosing (`not-an-ip`, `1.1.1.1:1234`) must not
 * let each client pick a counter of its own, so such a request is the peer's that sent it.
 */
export function clientAddress(request: AddressedRequest): string {
  const { ip } = request;
  if (ip !== undefined && isIP(ip) !== 0) return ip;
  return request.socket?.remoteAddress ?? 'unknown';
}

/**
 * The per-address rate-limit counter of an address. An IPv4 address written as IPv6
 * (`::ffff:192.0.2.1`, what a dual-stack socket reports) is its IPv4 address, so one client has one
 * counter however it arrives. Any other IPv6 address counts under its /64 network: one subscriber,
 * one host or one cloud machine is given a whole /64, and could otherwise take a fresh counter for
 * every request from the 2^64 addresses it owns.
 */
export function addressCounterKey(address: string): string {
  // `address` is clientAddress's: an IP address (or the socket's), so a colon means IPv6.
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address);
  if (groups === undefined) return address;
  const [a, b, c, d, e, f, g = 0, h = 0] = groups;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return `${g >> 8}.${g & 0xff}.${h >> 8}.${h & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (zone index dropped), or undefined when malformed. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.split('%')[0] ?? '';
  // An embedded IPv4 tail (`::ffff:192.0.2.1`) is the last two groups.
  const tail = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [, head = '', p, q, r, s] = tail;
    const [o1, o2, o3, o4] = [p, q, r, s].map(Number) as [number, number, number, number];
    text = `${head}${((o1 << 8) | o2).toString(16)}:${((o3 << 8) | o4).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string | undefined) =>
    part === undefined || part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const head = parse(halves[0]);
  const rest = parse(halves[1]);
  const fill = halves.length === 2 ? 8 - head.length - rest.length : 0;
  const groups = [...head, ...Array<number>(Math.max(fill, 0)).fill(0), ...rest];
  if (groups.length !== 8 || groups.some((group) => !Number.isInteger(group))) return undefined;
  return groups;
}

/**
 * The `req` of a request's log lines: Fastify's own fields, with `remoteAddress` the client address
 * above, the one its rate limit counted, never text a proxy passed on that is no address.
 */
export function requestLogFields(
  request: AddressedRequest & { method?: string; url?: string; host?: string; headers?: unknown },
) {
  const headers = request.headers as Record<string, string | string[] | undefined> | undefined;
  const version = headers?.['accept-version'];
  return {
    method: request.method,
    url: request.url,
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: clientAddress(request),
    remotePort: request.socket?.remotePort,
  };
}
