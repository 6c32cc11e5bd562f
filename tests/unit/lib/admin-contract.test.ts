// The admin dashboards' query and body contracts (issue 21): filters that make no sense are dropped
// rather than refused (a shared link with a stale value still searches), limits hold at their edges.
import { auditQuerySchema, feedbackReplySchema, userActionSchema, userSearchQuerySchema } from '@/lib/contracts/admin';
import { flagSwitchSchema } from '@/lib/contracts/flags';

describe('userSearchQuerySchema', () => {
  test('keeps known filters and trims the text', () => {
    expect(
      userSearchQuerySchema.parse({
        q: '  maya ',
        role: 'ambassador',
        suspended: 'yes',
        from: '2026-01-01',
        to: '2026-12-31',
      }),
    ).toEqual({ q: 'maya', role: 'ambassador', suspended: 'yes', from: '2026-01-01', to: '2026-12-31' });
  });
  test('drops an unknown role, suspension value or malformed day', () => {
    expect(
      userSearchQuerySchema.parse({ role: 'owner', suspended: 'maybe', from: '01/02/2026', to: '2026-1-1' }),
    ).toEqual({});
  });
  test('takes 100 characters of text and drops 101', () => {
    expect(userSearchQuerySchema.parse({ q: 'a'.repeat(100) }).q).toHaveLength(100);
    expect(userSearchQuerySchema.parse({ q: 'a'.repeat(101) }).q).toBeUndefined();
  });
});

describe('userActionSchema', () => {
  test('knows the five actions and defaults the reason to empty', () => {
    for (const action of ['suspend', 'restore', 'grant-ambassador', 'revoke-ambassador', 'reset-trust'])
      expect(userActionSchema.parse({ action })).toEqual({ action, reason: '' });
    expect(userActionSchema.safeParse({ action: 'delete' }).success).toBe(false);
  });
  test('a reason of 500 characters is kept, 501 refused', () => {
    expect(userActionSchema.safeParse({ action: 'suspend', reason: 'r'.repeat(500) }).success).toBe(true);
    expect(userActionSchema.safeParse({ action: 'suspend', reason: 'r'.repeat(501) }).success).toBe(false);
  });
});

test('a feedback reply needs a subject and a message within their limits', () => {
  expect(feedbackReplySchema.safeParse({ subject: ' ', message: 'x' }).success).toBe(false);
  expect(feedbackReplySchema.safeParse({ subject: 's'.repeat(200), message: 'm'.repeat(5000) }).success).toBe(true);
  expect(feedbackReplySchema.safeParse({ subject: 's'.repeat(201), message: 'm' }).success).toBe(false);
  expect(feedbackReplySchema.safeParse({ subject: 's', message: 'm'.repeat(5001) }).success).toBe(false);
});

test('the audit filters drop malformed days', () => {
  expect(auditQuerySchema.parse({ actor: 'admin', from: 'yesterday' })).toEqual({ actor: 'admin' });
});

test('a flag switch needs enabled; variant values are strings', () => {
  expect(flagSwitchSchema.safeParse({}).success).toBe(false);
  expect(flagSwitchSchema.parse({ enabled: true, variants: { 'media-storage-library': 'on' } })).toEqual({
    enabled: true,
    variants: { 'media-storage-library': 'on' },
  });
  expect(flagSwitchSchema.safeParse({ enabled: true, variants: { a: 1 } }).success).toBe(false);
});
