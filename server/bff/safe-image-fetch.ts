import 'server-only';
// Remote pictures drawn into share images: fetched through the SSRF-safe fetch (server/shared),
// images only, 2 MB and 4 s at most.
import { DEFAULT_PORTS, fetchPublic, type FetchLimits } from '../shared/safe-fetch';

export const IMAGE_FETCH_LIMITS: FetchLimits = {
  accept: 'image/*',
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 4_000,
  maxRedirects: 3,
  ports: DEFAULT_PORTS,
};

/** The bytes of a remote image, or null when it is refused, missing, too big or too slow. */
export async function fetchPublicImage(
  raw: string,
  limits: FetchLimits = IMAGE_FETCH_LIMITS,
): Promise<Uint8Array | null> {
  return (await fetchPublic(raw, limits))?.body ?? null;
}
