// The sign-in client's address: X-Forwarded-For only behind TRUSTED_PROXY (issue 15 item 5).
import { clientAddress, parseTrustedProxy } from '@/server/provider/accounts/client-address';

describe('parseTrustedProxy', () => {
  it('reads none, a hop count and proxy addresses', () => {
    expect(parseTrustedProxy(undefined)).toEqual({ kind: 'none' });
    expect(parseTrustedProxy('')).toEqual({ kind: 'none' });
    expect(parseTrustedProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustedProxy('10.0.0.1, ::ffff:10.0.0.2')).toEqual({
      kind: 'addresses',
      addresses: new Set(['10.0.0.1', '10.0.0.2']),
    });
  });
  it('refuses what it cannot read', () => {
    expect(parseTrustedProxy('proxy.example.com')).toBeNull();
    expect(parseTrustedProxy('99')).toBeNull();
  });
});

describe('clientAddress', () => {
  it('ignores X-Forwarded-For without a trusted proxy', () => {
    expect(clientAddress('10.0.0.1', '203.0.113.9', { kind: 'none' })).toBe('10.0.0.1');
  });
  it('takes the entry the trusted hops appended, never the client-written ones to its left', () => {
    const one = parseTrustedProxy('1')!;
    expect(clientAddress('10.0.0.1', '203.0.113.9', one)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.1', '1.2.3.4, 203.0.113.9', one)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.1', null, one)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', '1.2.3.4, 198.51.100.1, 10.0.0.2', parseTrustedProxy('2')!)).toBe('198.51.100.1');
  });
  it('believes only the listed proxies', () => {
    const listed = parseTrustedProxy('10.0.0.1,10.0.0.2')!;
    expect(clientAddress('::ffff:10.0.0.1', '1.2.3.4, 203.0.113.9, 10.0.0.2', listed)).toBe('203.0.113.9');
    expect(clientAddress('192.0.2.50', '203.0.113.9', listed)).toBe('192.0.2.50');
  });
});
