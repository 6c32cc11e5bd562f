// The sign-in client's network address (DESIGN.md, security posture: never trust a header a client
// can send). X-Forwarded-For counts only behind a configured trusted proxy (TRUSTED_PROXY): a hop
// count (the proxies in front append one entry each) or the proxies' own addresses. Pure, no IO.

export type TrustedProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; addresses: Set<string> };

/** '::ffff:10.0.0.1' and '10.0.0.1' are one address; an IPv6 zone or brackets are dropped. */
export function normalizeAddress(address: string): string {
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  return plain.startsWith('::ffff:') && plain.includes('.') ? plain.slice(7) : plain;
}

/** TRUSTED_PROXY: '' (none), a hop count ('1'), or proxy addresses ('10.0.0.1, 10.0.0.2'); null when malformed. */
export function parseTrustedProxy(value: string | undefined): TrustedProxy | null {
  const text = (value ?? '').trim();
  if (!text || text === '0') return { kind: 'none' };
  if (/^\d+$/.test(text)) return Number(text) <= 10 ? { kind: 'hops', hops: Number(text) } : null;
  const addresses = text
    .split(',')
    .map((part) => normalizeAddress(part))
    .filter(Boolean);
  if (!addresses.every((a) => /^[0-9a-f.:]+$/.test(a))) return null;
  return { kind: 'addresses', addresses: new Set(addresses) };
}

/**
 * The client's address: the socket's without a trusted proxy; otherwise the X-Forwarded-For entry
 * the nearest untrusted hop added (entries to its left are the client's own claims, never read).
 */
export function clientAddress(socket: string, forwardedFor: string | null | undefined, trusted: TrustedProxy): string {
  const peer = normalizeAddress(socket || 'unknown');
  if (trusted.kind === 'none') return peer;
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((part) => normalizeAddress(part))
    .filter(Boolean);
  const chain = [...forwarded, peer];
  if (trusted.kind === 'hops') return chain[Math.max(0, chain.length - 1 - trusted.hops)].slice(0, 64);
  if (!trusted.addresses.has(peer)) return peer;
  for (let i = chain.length - 1; i >= 0; i -= 1) if (!trusted.addresses.has(chain[i])) return chain[i].slice(0, 64);
  return chain[0].slice(0, 64);
}
