import { describe, expect, test } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchPublicImage, isFetchableUrl, isPublicAddress, publicOnlyLookup } from '@/server/bff/safe-image-fetch';

describe('isPublicAddress', () => {
  test.each(['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '198.18.0.1'])(
    'refuses the IPv4 address %s',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );

  test.each(['::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:7f00:1', '64:ff9b::a00:1', '2002:a00:1::1', '2001:db8::1'])(
    'refuses the IPv6 address %s',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );

  test.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('accepts the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  test('anything that is not an IP address is refused', () => {
    expect(isPublicAddress('example.com')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });
});

describe('isFetchableUrl', () => {
  test('http(s) on default ports to public names', () => {
    expect(isFetchableUrl(new URL('https://images.example.com/a.png'))).toBe(true);
    expect(isFetchableUrl(new URL('http://images.example.com:80/a.png'))).toBe(true);
  });

  test('refuses other schemes, ports, credentials, local names and private literals', () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/a.png', 'https://example.com:8443/a.png', 'https://user:pw@example.com/a.png', 'http://localhost/a.png', 'http://db.internal/a.png', 'http://printer.local/x', 'http://127.0.0.1/a.png', 'http://[::1]/a.png', 'http://169.254.169.254/latest/meta-data']) {
      expect(isFetchableUrl(new URL(url))).toBe(false);
    }
  });
});

test('the socket lookup refuses a name that resolves to loopback', async () => {
  const error = await new Promise<Error | null>((resolve) => publicOnlyLookup('localhost', {}, (err) => resolve(err)));
  expect(error?.message).toMatch(/does not resolve to a public address/);
});

test('fetchPublicImage never reaches a server on a private address', async () => {
  let hits = 0;
  const server = http.createServer((_req, res) => {
    hits++;
    res.end('private');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    expect(await fetchPublicImage(`http://127.0.0.1:${port}/a.png`)).toBeNull();
    expect(await fetchPublicImage(`http://localhost:${port}/a.png`)).toBeNull();
    expect(await fetchPublicImage('not a url')).toBeNull();
    expect(hits).toBe(0);
  } finally {
    server.close();
  }
});
