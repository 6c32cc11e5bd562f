import 'server-only';
// Fetches a user-supplied image URL for the server (DESIGN.md security posture): public addresses
// only, checked on the address actually connected to (after DNS, so a name that resolves to
// 127.0.0.1 or rebinds between check and connect is refused), a size and time limit, and a bounded
// number of redirects, each checked again.
import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export const IMAGE_FETCH_LIMITS = { maxBytes: 2 * 1024 * 1024, timeoutMs: 4_000, maxRedirects: 3 } as const;
const ALLOWED_PORTS = new Set(['', '80', '443']);

/** Loopback, private, link-local, shared, documentation, multicast and reserved ranges. */
const NON_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NON_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  // NAT64, 6to4 and Teredo can carry an IPv4 address inside; unique-local, link-local, multicast.
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23], ['2001:db8::', 32],
  ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8],
] as const) NON_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** True when an IP address is reachable on the public internet (and so not one of our own services). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NON_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  // IPv4-mapped and -compatible IPv6 (::ffff:10.0.0.1) reach the IPv4 address they carry.
  const mapped = address.toLowerCase().match(/^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return isPublicAddress(mapped[1]);
  if (/^::ffff:/i.test(address)) return false;
  return !NON_PUBLIC.check(address, 'ipv6');
}

class BlockedAddressError extends Error {}

/** DNS lookup for the socket itself: every address a name resolves to must be public. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 4);
    if (!addresses.length || !addresses.every((a) => isPublicAddress(a.address))) {
      return callback(new BlockedAddressError(`${hostname} does not resolve to a public address`), '', 4);
    }
    if (options.all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

type Hop = { redirect: string } | { body: Uint8Array } | null;

function requestOnce(url: URL, signal: AbortSignal): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.get(url, { lookup: publicOnlyLookup, signal, headers: { accept: 'image/*', 'user-agent': 'NervusPreviewBot/1.0' } }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        return resolve({ redirect: new URL(res.headers.location, url).toString() });
      }
      const declared = Number(res.headers['content-length'] ?? 0);
      if (status !== 200 || declared > IMAGE_FETCH_LIMITS.maxBytes) {
        res.resume();
        return resolve(null);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > IMAGE_FETCH_LIMITS.maxBytes) {
          res.destroy();
          return resolve(null);
        }
        chunks.push(chunk);
      });
      res.on('end', () => resolve({ body: new Uint8Array(Buffer.concat(chunks)) }));
      // A connection cut before the end settles too (a settled promise ignores the later call).
      res.on('close', () => resolve(null));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** A URL we may connect to at all: http(s), default ports, no credentials, no literal private IP. */
export function isFetchableUrl(url: URL): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password || !ALLOWED_PORTS.has(url.port)) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? isPublicAddress(host) : host.includes('.') && !/\.(localhost|local|internal)$/i.test(host);
}

/** The bytes of a remote image, or null when it is refused, missing, too big or too slow. */
export async function fetchPublicImage(raw: string): Promise<Uint8Array | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const signal = AbortSignal.timeout(IMAGE_FETCH_LIMITS.timeoutMs);
  try {
    for (let hop = 0; hop <= IMAGE_FETCH_LIMITS.maxRedirects; hop++) {
      if (!isFetchableUrl(url)) return null;
      const result = await requestOnce(url, signal);
      if (!result) return null;
      if ('body' in result) return result.body;
      url = new URL(result.redirect);
    }
    return null;
  } catch {
    // Refused addresses, DNS failures, resets and timeouts all mean: no picture.
    return null;
  }
}
