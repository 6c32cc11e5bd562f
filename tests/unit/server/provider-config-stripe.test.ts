// Stripe is both of its settings or neither (issue 16 §2): half a set-up must not quietly run the
// sandbox where real money was meant.
import { loadProviderConfig } from '@/server/provider/config';

test('both Stripe settings, or neither; one alone refuses to load', () => {
  expect(loadProviderConfig({}).STRIPE_SECRET_KEY).toBeUndefined();
  expect(
    loadProviderConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).STRIPE_SECRET_KEY,
  ).toBe('sk_test_x');
  expect(() => loadProviderConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/Set both STRIPE_SECRET_KEY/);
  expect(() => loadProviderConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/Set both STRIPE_SECRET_KEY/);
});
