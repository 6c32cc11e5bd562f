// Sign-up's limit (SIGN_UP_LIMIT: 30 new accounts per address in 10 minutes): the 30th account from
// one address is created, the next attempt gets 429 with Retry-After and the spec's page; a form
// with mistakes does not use up a try; another address still signs up. Behind one trusted proxy,
// the address is the one the proxy saw (X-Forwarded-For).
import { SIGN_UP_LIMIT } from '@/server/provider/accounts/signup-routes';
import { postForm } from './accounts-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider({ env: { TRUSTED_PROXY: '1' } });
});
afterAll(async () => {
  await provider.close();
});

let accounts = 0;
const signUp = (address: string, fields: Record<string, string> = {}) => {
  const n = ++accounts;
  return postForm(
    provider,
    '/accounts/signup',
    {
      first_name: 'Limit',
      last_name: `Tester${n}`,
      screen_name: `limit_tester_${n}`,
      email: `limit-${n}@example.test`,
      password: 'a-long-enough-secret',
      ...fields,
    },
    { 'x-forwarded-for': address },
  );
};

test('the 30th account from one address is created, the 31st attempt waits; mistakes and other addresses do not count', async () => {
  const address = '198.51.100.30';
  expect((await signUp(address, { email: 'not-an-email' })).status).toBe(422);
  for (let i = 1; i <= SIGN_UP_LIMIT.attempts; i += 1) expect((await signUp(address)).status).toBe(303);
  const refused = await signUp(address);
  expect(refused.status).toBe(429);
  const retryAfter = Number(refused.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(SIGN_UP_LIMIT.windowMs / 1000);
  expect(await refused.text()).toContain('Too many accounts were created from this network. Please try again later.');
  expect((await signUp('198.51.100.31')).status).toBe(303);
});
