/**
 * Where the store may send a webhook (decision 0171). In production only `https:`, and never to an address of the
 * store's own network (loopback, private, link-local, unique-local, CGNAT, multicast, reserved): an owner's endpoint
 * must not turn the store into a client of its own infrastructure (SSRF). Checked when the endpoint is registered and
 * again before every attempt, since a name can resolve elsewhere tomorrow. Outside production `http://localhost` is
 * allowed, so tests and development use a local receiver.
 */
import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";

export type UrlRefusal = "invalid" | "scheme" | "credentials" | "private_address" | "unresolvable";

export type Resolve = (host: string) => Promise<string[]>;

export const resolveAll: Resolve = async (host) => (await dnsLookup(host, { all: true, verbatim: true })).map((found) => found.address);

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
  ["2001:db8::", 32],
] as const)
  blocked.addSubnet(network, prefix, "ipv6");

/** Whether an address is one the store must not reach in production; an IPv4-mapped IPv6 address is judged as its IPv4. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return blocked.check(mapped[1]!, "ipv4");
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, "ipv4");
  if (family === 6) return blocked.check(bare, "ipv6");
  return true;
}

/** The refusal of a URL by its shape alone, or null: the scheme, credentials, and an IP literal in production. */
export function urlShapeRefusal(raw: string, production: boolean): UrlRefusal | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "invalid";
  }
  if (url.username || url.password) return "credentials";
  if (production ? url.protocol !== "https:" : url.protocol !== "https:" && url.protocol !== "http:") return "scheme";
  if (production && isIP(url.hostname.replace(/^\[|\]$/g, "")) !== 0 && isPrivateAddress(url.hostname)) return "private_address";
  if (production && /^localhost$|\.localhost$/i.test(url.hostname)) return "private_address";
  return null;
}

/** The full check: the shape, then in production every address the host resolves to. */
export async function urlRefusal(raw: string, production: boolean, resolve: Resolve = resolveAll): Promise<UrlRefusal | null> {
  const shape = urlShapeRefusal(raw, production);
  if (shape || !production) return shape;
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) !== 0) return null;
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return "unresolvable";
  }
  if (addresses.length === 0) return "unresolvable";
  return addresses.some(isPrivateAddress) ? "private_address" : null;
}

/**
 * The lookup a production delivery connects with: the host's addresses, refused whole when any is the store's own
 * network, so the socket goes only where this check looked (no second resolution a DNS rebind could answer).
 */
export function guardedLookup(resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const found = addresses
          .map((address) => ({ address, family: isIP(address) }))
          .filter(({ family }) => family !== 0 && (!options.family || options.family === family));
        const refusal = addresses.some(isPrivateAddress) ? "private_address" : found.length === 0 ? "unresolvable" : null;
        if (refusal) callback(Object.assign(new Error(`refused at connection: ${refusal}`), { code: refusal.toUpperCase() }), "", 0);
        else if (options.all) callback(null, found);
        else callback(null, found[0]!.address, found[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}
