import { describe, expect, test } from '@jest/globals';
import { forwardedClientAddress, signedClientAddressHeaders, verifiedClientAddress } from '@/server/client-address';

const SECRET = 'a-shared-secret-of-some-length';
const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe('the visitor address passed from the web to the provider', () => {
  test('the last X-Forwarded-For entry is the one the nearest proxy saw', () => {
    expect(forwardedClientAddress('10.0.0.1')).toBe('10.0.0.1');
    expect(forwardedClientAddress('1.2.3.4, 10.0.0.1 ')).toBe('10.0.0.1');
    expect(forwardedClientAddress(null)).toBeNull();
    expect(forwardedClientAddress(' , ')).toBeNull();
  });
  test('a signed address is believed; a changed address or a wrong secret is not', () => {
    const signed = signedClientAddressHeaders('203.0.113.9', SECRET);
    expect(verifiedClientAddress(headers(signed), SECRET)).toBe('203.0.113.9');
    expect(verifiedClientAddress(headers({ ...signed, 'x-nervus-client-address': '203.0.113.10' }), SECRET)).toBeNull();
    expect(verifiedClientAddress(headers(signed), 'another-secret-entirely')).toBeNull();
    expect(verifiedClientAddress(headers({ 'x-nervus-client-address': '203.0.113.9' }), SECRET)).toBeNull();
    expect(verifiedClientAddress(headers({ ...signed, 'x-nervus-client-address-signature': 'zz' }), SECRET)).toBeNull();
  });
  test('no address, no headers', () => {
    expect(signedClientAddressHeaders(null, SECRET)).toEqual({});
  });
});
