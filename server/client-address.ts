// The visitor's network address, passed from the web (BFF) to the provider for rate limits on
// anonymous calls (POST /surveys). The provider only sees the web server's address, and must never
// trust a header a client can send (DESIGN.md), so the web signs the address with the secret both
// processes already share (OAUTH_CLIENT_SECRET); an unsigned or wrongly signed one is ignored.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const CLIENT_ADDRESS_HEADER = 'x-nervus-client-address';
export const CLIENT_ADDRESS_SIGNATURE_HEADER = 'x-nervus-client-address-signature';

function signature(address: string, secret: string): string {
  return createHmac('sha256', secret).update(`client-address:${address}`).digest('hex');
}

/**
 * The address the nearest proxy saw: the last X-Forwarded-For entry. Next.js fills the header from
 * the socket when no proxy set it; behind a load balancer the balancer appends the real client.
 */
export function forwardedClientAddress(forwardedFor: string | null): string | null {
  const last = forwardedFor
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return last ? last.slice(0, 64) : null;
}

export function signedClientAddressHeaders(address: string | null, secret: string): Record<string, string> {
  if (!address) return {};
  return { [CLIENT_ADDRESS_HEADER]: address, [CLIENT_ADDRESS_SIGNATURE_HEADER]: signature(address, secret) };
}

/** The signed address from the web, or null when there is none or its signature does not match. */
export function verifiedClientAddress(
  headers: { get(name: string): string | null | undefined },
  secret: string,
): string | null {
  const address = headers.get(CLIENT_ADDRESS_HEADER);
  const given = headers.get(CLIENT_ADDRESS_SIGNATURE_HEADER);
  if (!address || !given || address.length > 64) return null;
  const expected = Buffer.from(signature(address, secret), 'hex');
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? address : null;
}
