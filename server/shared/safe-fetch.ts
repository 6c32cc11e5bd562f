// Fetches a user-supplied URL for the server, in the web app (share images) and the provider
// (article metadata) alike (DESIGN.md security posture): public addresses only, a size and time
// limit, and a bounded number of redirects, each checked again. The address check is
// request-filtering-agent's: it checks the address actually connected to, after DNS, so a name
// that resolves to 127.0.0.1 or rebinds between check and connect is refused.
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { useAgent } from 'request-filtering-agent';

export interface FetchLimits {
  /** The Accept header: what the caller can use. */
  accept: string;
  /** Only the status and type matter (a picture checked, not used): the body is not read. */
  headersOnly?: boolean;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** Ports a URL may name ('' is the scheme's default). */
  ports: ReadonlySet<string>;
}

/** What was fetched: the bytes, their declared type and the address they came from. */
export interface FetchedResource {
  body: Uint8Array;
  contentType: string;
  url: string;
}

export const DEFAULT_PORTS: ReadonlySet<string> = new Set(['', '80', '443']);

type Hop = { redirect: string } | { body: Uint8Array; contentType: string } | null;

function requestOnce(url: URL, signal: AbortSignal, limits: FetchLimits): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.get(
      url,
      {
        agent: useAgent(url.toString()),
        signal,
        headers: { accept: limits.accept, 'user-agent': 'NervusPreviewBot/1.0' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          // A malformed Location must not throw here, outside the promise: that would end the process.
          try {
            return resolve({ redirect: new URL(res.headers.location, url).toString() });
          } catch {
            return resolve(null);
          }
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (status !== 200 || declared > limits.maxBytes) {
          res.resume();
          return resolve(null);
        }
        if (limits.headersOnly) {
          res.destroy();
          return resolve({ body: new Uint8Array(), contentType: String(res.headers['content-type'] ?? '') });
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            res.destroy();
            return resolve(null);
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            body: new Uint8Array(Buffer.concat(chunks)),
            contentType: String(res.headers['content-type'] ?? ''),
          }),
        );
        // A connection cut before the end settles too (a settled promise ignores the later call).
        res.on('close', () => resolve(null));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/** A URL we may try at all: http(s), default ports, no credentials, no local names (the agent checks addresses). */
export function isFetchableUrl(url: URL, ports: ReadonlySet<string> = DEFAULT_PORTS): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password || !ports.has(url.port)) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) !== 0 || (host.includes('.') && !/\.(localhost|local|internal)$/i.test(host));
}

/** The resource at a public address, or null when it is refused, missing, too big or too slow. */
export async function fetchPublic(raw: string, limits: FetchLimits): Promise<FetchedResource | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    for (let hop = 0; hop <= limits.maxRedirects; hop++) {
      if (!isFetchableUrl(url, limits.ports)) return null;
      const result = await requestOnce(url, signal, limits);
      if (!result) return null;
      if ('body' in result) return { body: result.body, contentType: result.contentType, url: url.toString() };
      url = new URL(result.redirect);
    }
    return null;
  } catch {
    // Refused addresses, DNS failures, resets and timeouts all mean: nothing to use.
    return null;
  }
}
