// The limits of two forms this turn added (lib/contracts/email.ts, organizations.ts), at their
// edges: an invitation's address (254) and note (500), the organization search's words (100) and
// page (1 to 10,000).
import { inviteInputSchema } from '@/lib/contracts/email';
import { organizationListQuerySchema } from '@/lib/contracts/organizations';

const address = (length: number) => `${'a'.repeat(length - '@example.org'.length)}@example.org`;

test('an invitation: a valid address up to 254 characters, a note up to 500', () => {
  expect(inviteInputSchema.safeParse({ email: address(254) }).success).toBe(true);
  expect(inviteInputSchema.safeParse({ email: address(255) }).success).toBe(false);
  const bad = inviteInputSchema.safeParse({ email: 'not-an-address' });
  expect(bad.success ? null : bad.error.issues[0].message).toBe('Enter a valid email address.');
  expect(inviteInputSchema.safeParse({ email: 'a@b.org', message: 'x'.repeat(500) }).success).toBe(true);
  const long = inviteInputSchema.safeParse({ email: 'a@b.org', message: 'x'.repeat(501) });
  expect(long.success ? null : long.error.issues[0].message).toBe('Keep the note under 500 characters.');
});

test('the organization search: words up to 100 characters, pages 1 to 10,000', () => {
  expect(organizationListQuerySchema.parse({})).toEqual({ q: '', page: 1 });
  expect(organizationListQuerySchema.safeParse({ q: 'x'.repeat(100) }).success).toBe(true);
  expect(organizationListQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  expect(organizationListQuerySchema.parse({ page: '10000' }).page).toBe(10_000);
  expect(organizationListQuerySchema.safeParse({ page: '10001' }).success).toBe(false);
  expect(organizationListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
});
