import { describe, expect, test } from '@jest/globals';
import { contentSecurityPolicy } from '@/lib/csp';

describe('content security policy', () => {
  const policy = (dev = false) =>
    Object.fromEntries(
      contentSecurityPolicy('abc', { dev, accountsOrigin: 'http://localhost:4010' })
        .split('; ')
        .map((d) => [d.split(' ')[0], d]),
    );

  test('scripts need the nonce; eval only in development', () => {
    expect(policy()['script-src']).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(policy(true)['script-src']).toContain("'unsafe-eval'");
  });
  test('forms may post to the accounts service; nobody else may frame us; no plugins', () => {
    expect(policy()['form-action']).toBe("form-action 'self' http://localhost:4010");
    expect(policy()['frame-ancestors']).toBe("frame-ancestors 'self'");
    expect(policy()['object-src']).toBe("object-src 'none'");
    expect(policy()['worker-src']).toBe("worker-src 'self'");
  });
});

describe('content security policy of the visitor cache', () => {
  const policy = Object.fromEntries(
    contentSecurityPolicy(null, { dev: false, accountsOrigin: 'http://localhost:4010' })
      .split('; ')
      .map((d) => [d.split(' ')[0], d]),
  );

  test('one HTML for every visitor has no nonce: inline scripts from our own origin only', () => {
    expect(policy['script-src']).toBe("script-src 'self' 'unsafe-inline'");
  });
  test('the rest of the policy is the same as for live pages', () => {
    expect(policy['object-src']).toBe("object-src 'none'");
    expect(policy['frame-ancestors']).toBe("frame-ancestors 'self'");
    expect(policy['base-uri']).toBe("base-uri 'self'");
  });
});
