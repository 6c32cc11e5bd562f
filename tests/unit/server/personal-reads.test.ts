/**
 * @jest-environment node
 */
// Issue 24 part 5: two signed-in users asking for the same personal reads through the BFF's
// provider() each get their own answers from the per-session cache, never the other's; a
// mutation by one forgets that one's answers (here and, by its account's tag, on every process).
import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { accountSchema } from '@/lib/contracts/account';
import { myRatingsSchema } from '@/lib/contracts/rating';

let token = 'token-ada';
const revalidated: string[] = [];
jest.mock('@/server/bff/session', () => ({ currentSession: async () => ({ token, shadow: false }) }));
jest.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined }),
}));
jest.mock('next/cache', () => ({ revalidateTag: (tag: string) => revalidated.push(tag) }));

const USERS: Record<string, { id: number; name: string }> = {
  'token-ada': { id: 1, name: 'AdaLovelace' },
  'token-grace': { id: 2, name: 'GraceHopper' },
};
const account = (id: number, name: string) => ({
  user: {
    id,
    handle: name.toLowerCase(),
    screen_name: name,
    first_name: name,
    last_name: '',
    bio: '',
    slogan: '',
    avatar_url: null,
    interests: [],
    social: {},
    is_organization: false,
    masthead_background_image: null,
    created_at: '2026-01-01T00:00:00.000Z',
    scout_referrer: null,
    email: `${name.toLowerCase()}@nervus.test`,
    email_verified: true,
    home_platform_id: null,
  },
  profile: { bio: '', interests: [] },
  admin_roles: { global_admin: false, platform_ambassador: false },
  shadowed_by: null,
});

const calls: string[] = [];
// The provider answers by the bearer token: each user's own account and ratings.
global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
  const bearer = String((init?.headers as Record<string, string>).authorization).replace('Bearer ', '');
  const user = USERS[bearer];
  const path = new URL(String(url)).pathname;
  calls.push(`${init?.method ?? 'GET'} ${path} ${user.name}`);
  const data = path.endsWith('/my-ratings')
    ? { ratings: [{ idea_id: user.id, value: user.id }], own_idea_ids: [100 + user.id] }
    : path === '/me/detailed'
      ? account(user.id, user.name)
      : {};
  return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

const load = () => import('@/server/bff/provider');

beforeEach(() => {
  calls.length = 0;
  revalidated.length = 0;
});

describe('personal reads of two signed-in users', () => {
  test('each gets their own account and ratings, kept per session', async () => {
    const { provider } = await load();
    const me = () => provider('/me/detailed', { schema: accountSchema, personal: {} });
    const ratings = () =>
      provider('/challenges/c/my-ratings', { schema: myRatingsSchema, personal: { tags: ['challenge:c'] } });
    token = 'token-ada';
    const ada = await me();
    const adaRatings = await ratings();
    token = 'token-grace';
    const grace = await me();
    const graceRatings = await ratings();
    expect(ada.ok && ada.data.user.screen_name).toBe('AdaLovelace');
    expect(grace.ok && grace.data.user.screen_name).toBe('GraceHopper');
    expect(adaRatings.ok && adaRatings.data.own_idea_ids).toEqual([101]);
    expect(graceRatings.ok && graceRatings.data.own_idea_ids).toEqual([102]);
    // Asked again: from the cache, and still each their own.
    token = 'token-ada';
    const again = await me();
    const againRatings = await ratings();
    expect(again.ok && again.data.user.screen_name).toBe('AdaLovelace');
    expect(againRatings.ok && againRatings.data.own_idea_ids).toEqual([101]);
    token = 'token-grace';
    const graceAgain = await ratings();
    expect(graceAgain.ok && graceAgain.data.own_idea_ids).toEqual([102]);
    expect(calls).toEqual([
      'GET /me/detailed AdaLovelace',
      'GET /challenges/c/my-ratings AdaLovelace',
      'GET /me/detailed GraceHopper',
      'GET /challenges/c/my-ratings GraceHopper',
    ]);
  });

  test("a mutation forgets its viewer's answers and revalidates their account's tag, not the other's", async () => {
    const { provider } = await load();
    const ratings = () =>
      provider('/challenges/d/my-ratings', { schema: myRatingsSchema, personal: { tags: ['challenge:d'] } });
    token = 'token-ada';
    await provider('/me/detailed', { schema: accountSchema, personal: {} });
    await ratings();
    token = 'token-grace';
    await provider('/me/detailed', { schema: accountSchema, personal: {} });
    await ratings();
    calls.length = 0;
    token = 'token-ada';
    await provider('/challenges/d/ratings', {
      method: 'POST',
      body: { idea_id: 2, value: 5 },
      schema: accountSchema.partial(),
    });
    expect(revalidated).toEqual(['viewer:1']);
    await ratings();
    token = 'token-grace';
    await ratings();
    // Ada's rating list is read again; Grace's is still kept.
    expect(calls).toEqual(['POST /challenges/d/ratings AdaLovelace', 'GET /challenges/d/my-ratings AdaLovelace']);
  });

  test('reads that do not ask for it are never kept', async () => {
    const { provider } = await load();
    token = 'token-ada';
    await provider('/me/preferences', { schema: accountSchema.partial() });
    await provider('/me/preferences', { schema: accountSchema.partial() });
    expect(calls).toEqual(['GET /me/preferences AdaLovelace', 'GET /me/preferences AdaLovelace']);
  });
});
