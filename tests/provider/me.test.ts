import { z } from 'zod';
import { accountSchema } from '@/lib/contracts/account';
import { meSummarySchema } from '@/lib/contracts/challenge';
import { FLAG, flagSchema, flagsResponseSchema } from '@/lib/contracts/flags';
import { preferencesSchema } from '@/lib/contracts/platform';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

test('GET /flags lists every known flag with its variants', async () => {
  const res = await provider.request('/flags');
  const body = flagsResponseSchema.parse(await res.json());
  const byName = Object.fromEntries(body.data.map((flag) => [flag.name, flag]));
  expect(Object.keys(byName).sort()).toEqual(Object.values(FLAG).sort());
  expect(byName[FLAG.shadowMode].enabled).toBe(true);
  expect(byName[FLAG.aiAssistant].enabled).toBe(false);
  expect(byName[FLAG.betaFeatures].variants).toEqual([{ name: 'media-storage-library', value: 'on' }]);
  await dataOf(await provider.request('/flags'), 200, z.array(flagSchema.strict()));
});

test('GET /me/detailed needs a token', async () => {
  expect((await errorsOf(await provider.request('/me/detailed'), 401)).errors).toEqual([
    { field: '*', error: 'Unauthorized' },
  ]);
  await errorsOf(await provider.request('/me/detailed', { token: 'not-a-token' }), 401);
});

test('GET /me/detailed returns the account exactly per contract', async () => {
  const token = await tokenFor(provider, 'Ambassador');
  const account = await dataOf(await provider.request('/me/detailed', { token }), 200, accountSchema.strict());
  expect(account.user).toMatchObject({
    screen_name: 'Ambassador',
    handle: 'Ambassador',
    email: 'ambassador@nervus.test',
    avatar_url: '/avatars/ambassador.svg',
  });
  expect(account.admin_roles).toEqual({ global_admin: false, platform_ambassador: true });
  expect(account.profile).toEqual({ bio: account.user.bio, interests: account.user.interests });
  expect(account.shadowed_by).toBeNull();
  expect(Object.keys(account.user).sort()).toEqual(Object.keys(accountSchema.shape.user.shape).sort());
});

test('preferences merge shallowly and reject non-objects', async () => {
  const token = await tokenFor(provider, 'MayaChen');
  expect(await dataOf(await provider.request('/me/preferences', { token }), 200, preferencesSchema)).toEqual({});
  await provider.request('/me/preferences', {
    method: 'PUT',
    token,
    body: { theme: 'dark', brain: { numbering: true } },
  });
  const merged = await dataOf(
    await provider.request('/me/preferences', {
      method: 'PUT',
      token,
      body: { brain: { numbering: false }, locale: 'en' },
    }),
    200,
    preferencesSchema,
  );
  expect(merged).toEqual({ theme: 'dark', brain: { numbering: false }, locale: 'en' });
  expect(await dataOf(await provider.request('/me/preferences', { token }), 200, preferencesSchema)).toEqual(merged);

  for (const bad of [[1, 2], 'dark', 42]) {
    const errors = await errorsOf(await provider.request('/me/preferences', { method: 'PUT', token, body: bad }), 422);
    expect(errors.errors[0]).toEqual({ field: '*', error: expect.any(String) });
  }
  await errorsOf(await provider.request('/me/preferences', { method: 'PUT', body: { theme: 'x' } }), 401);
});

test('GET /me/summary counts the user’s own activity', async () => {
  const token = await tokenFor(provider, 'SamOkafor');
  const summary = await dataOf(await provider.request('/me/summary', { token }), 200, meSummarySchema);
  const sam = await demoUser(provider, 'SamOkafor');
  expect(summary.challenges).toBeGreaterThanOrEqual(2);
  expect(summary.ideas).toBeGreaterThanOrEqual(5);
  expect(summary.ratings).toBeGreaterThan(0);
  expect(summary.neurons).toBeGreaterThan(0);
  expect(summary.recent_challenges.length).toBeLessThanOrEqual(5);
  expect(summary.recent_challenges.every((card) => card.catalyst.id === sam.id)).toBe(true);
  expect(summary.recent_ideas).toHaveLength(5);
  expect(summary.recent_ideas[0].challenge.slug).toMatch(/^[a-z0-9-]+$/);
});
