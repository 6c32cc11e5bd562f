import { describe, expect, test } from '@jest/globals';
import { localhostAlias } from '@/lib/hosts';

describe('localhost names move to the cookie-capable development root', () => {
  const root = 'nervus.localhost:3000';
  test('localhost and a community under localhost', () => {
    expect(localhostAlias('localhost:3000', root)).toBe('nervus.localhost:3000');
    expect(localhostAlias('comedy.localhost:3000', root)).toBe('comedy.nervus.localhost:3000');
    expect(localhostAlias('COMEDY.localhost:3000', root)).toBe('comedy.nervus.localhost:3000');
  });
  test('hosts of the root itself, other ports, deeper names and other roots stay', () => {
    expect(localhostAlias('nervus.localhost:3000', root)).toBeNull();
    expect(localhostAlias('comedy.nervus.localhost:3000', root)).toBeNull();
    expect(localhostAlias('localhost:4010', root)).toBeNull();
    expect(localhostAlias('a.b.localhost:3000', root)).toBeNull();
    expect(localhostAlias('127.0.0.1:3000', root)).toBeNull();
    expect(localhostAlias('localhost:3000', 'nervus.app')).toBeNull();
    expect(localhostAlias(null, root)).toBeNull();
  });
});
