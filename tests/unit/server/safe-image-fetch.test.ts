import { describe, expect, test } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchPublicImage, IMAGE_FETCH_LIMITS } from '@/server/bff/safe-image-fetch';
import { isFetchableUrl } from '@/server/shared/safe-fetch';

describe('isFetchableUrl', () => {
  test('http(s) on default ports to names and address literals (the agent judges addresses)', () => {
    expect(isFetchableUrl(new URL('https://images.example.com/a.png'))).toBe(true);
    expect(isFetchableUrl(new URL('http://images.example.com:80/a.png'))).toBe(true);
    expect(isFetchableUrl(new URL('http://93.184.216.34/a.png'))).toBe(true);
  });

  test('refuses other schemes, ports, credentials and local names', () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/a.png',
      'https://example.com:8443/a.png',
      'https://user:pw@example.com/a.png',
      'http://localhost/a.png',
      'http://db.internal/a.png',
      'http://printer.local/x',
    ]) {
      expect(isFetchableUrl(new URL(url))).toBe(false);
    }
  });
});

describe('fetchPublicImage', () => {
  /** A server on loopback; its port is allowed, so only the address check stands in the way. */
  async function withLoopbackServer(run: (port: number, hits: () => number) => Promise<void>) {
    let hits = 0;
    const server = http.createServer((_req, res) => {
      hits++;
      res.end('private');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await run(port, () => hits);
    } finally {
      server.close();
    }
  }

  test('never reaches a server on a loopback address, by literal or by name', async () => {
    await withLoopbackServer(async (port, hits) => {
      const limits = { ...IMAGE_FETCH_LIMITS, ports: new Set([String(port)]) };
      expect(await fetchPublicImage(`http://127.0.0.1:${port}/a.png`, limits)).toBeNull();
      expect(await fetchPublicImage(`http://localhost.:${port}/a.png`, limits)).toBeNull();
      expect(await fetchPublicImage(`http://[::ffff:127.0.0.1]:${port}/a.png`, limits)).toBeNull();
      expect(hits()).toBe(0);
    });
  });

  test('refuses what is not a URL', async () => {
    expect(await fetchPublicImage('not a url')).toBeNull();
  });
});
