/**
 * @jest-environment node
 */
// GET /api/me/parts (issue 24 part 5): the data a page kept for players renders the viewer's own
// parts from. Who is looking, and on a challenge what is theirs: the owner's survey, a player's
// allowance and ratings, a visitor's parts when the session holds nobody, none for a challenge gone;
// an outage is a 503 (the page says its parts could not be loaded) and a bad address a 422.
import { beforeEach, describe, expect, jest, test } from '@jest/globals';

type Result = { ok: boolean; status: number; data?: unknown; errors?: unknown[]; unavailable?: true };
const GENERIC = [{ field: '*', error: 'Something went wrong, please try again later.' }];
const ok = (data: unknown): Result => ({ ok: true, status: 200, data });
const OWNER = 7;
const PLAYER = 8;
let session: { token: string; shadow: boolean } | null = null;
let viewerId = PLAYER;
let challengeAnswer: Result;
const SUMMARY = { challenges: 1, ideas: 0, ratings: 2, neurons: 40, recent_challenges: [], recent_ideas: [] };
let summaryAnswer: Result;

function answer(path: string): Result {
  if (path === '/me/detailed')
    return ok({
      user: {
        id: viewerId,
        screen_name: viewerId === OWNER ? 'AdaLovelace' : 'MayaChen',
        first_name: viewerId === OWNER ? 'Ada' : '',
        avatar_url: null,
      },
      admin_roles: { global_admin: false, platform_ambassador: viewerId === OWNER },
    });
  if (path === '/challenges/parks') return challengeAnswer;
  if (path === '/me/summary') return summaryAnswer;
  if (path === '/challenges/parks/my-ideas') return ok({ ideas_entered: 1, max_user_ideas: 3, ideas_left: 2 });
  if (path === '/challenges/parks/my-ratings') return ok({ ratings: [{ idea_id: 1, value: 4 }], own_idea_ids: [2] });
  if (path === '/challenges/parks/survey-replies') return ok({ total: 0, replies: [] });
  if (path === '/flags') return ok([{ name: 'survey-mode-link', enabled: true }]);
  return { ok: false, status: 404, errors: GENERIC };
}
jest.mock('@/server/bff/provider', () => ({
  provider: async (path: string) => answer(path),
  publicProvider: async (path: string) => answer(path),
}));
jest.mock('@/server/bff/session', () => ({ currentSession: async () => session }));
jest.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined }),
}));

// Loaded after the mocks are registered (the swc transform does not hoist jest.mock).
const GET = async (query: string) =>
  (await import('@/app/api/me/parts/route')).GET(new Request(`http://nervus.localhost/api/me/parts${query}`));
const challenge = {
  id: 1,
  slug: 'parks',
  closed: false,
  solution_format: 'challenge',
  challenge_format: 'question',
  caption_solution_format: null,
  main_category: { slug: 'transport', name: 'Transport' },
  idea_entry_fee_cents: 0,
  catalyst: { id: OWNER },
  platform: { slug: 'nervus' },
  ideas: [{ id: 1 }, { id: 2 }],
};

beforeEach(() => {
  jest.resetModules();
  session = { token: 'tok', shadow: false };
  viewerId = PLAYER;
  challengeAnswer = ok(challenge);
  summaryAnswer = ok(SUMMARY);
});

describe('GET /api/me/parts', () => {
  test('a player: who they are, their allowance and ratings, no survey; never kept by a cache', async () => {
    const res = await GET('?challenge=parks');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { data } = await res.json();
    expect(data.viewer).toEqual({
      id: PLAYER,
      screenName: 'MayaChen',
      avatarUrl: null,
      shadow: false,
      admin: false,
      ambassador: false,
    });
    expect(data.transport).toEqual({ kind: 'sse' });
    expect(data.challenge).toEqual({
      isOwner: false,
      allowance: { ideas_entered: 1, max_user_ideas: 3, ideas_left: 2 },
      mine: { ratings: [{ idea_id: 1, value: 4 }], own_idea_ids: [2] },
      survey: null,
    });
  });

  test('the owner: their survey (offered, replies), no allowance of their own', async () => {
    viewerId = OWNER;
    const { data } = await (await GET('?challenge=parks')).json();
    expect(data.viewer.ambassador).toBe(true);
    expect(data.challenge.isOwner).toBe(true);
    expect(data.challenge.allowance).toBeNull();
    expect(data.challenge.survey).toEqual({ offered: true, replies: { total: 0, replies: [] } });
  });

  test("the frame's parts alone without a challenge; a visitor's when the session holds nobody", async () => {
    expect((await (await GET('')).json()).data.challenge).toBeNull();
    session = null;
    const { data } = await (await GET('?challenge=parks')).json();
    expect(data.viewer).toBeNull();
    expect(data.challenge).toEqual({ isOwner: false, allowance: null, mine: null, survey: null });
  });

  test('a challenge gone since the page was kept has no parts; an outage is a 503, not a gone challenge', async () => {
    challengeAnswer = { ok: false, status: 404, errors: GENERIC };
    expect((await (await GET('?challenge=parks')).json()).data.challenge).toBeNull();
    challengeAnswer = { ok: false, status: 503, errors: GENERIC, unavailable: true };
    const res = await GET('?challenge=parks');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ errors: GENERIC });
  });

  test('an address that is no challenge slug or handle, or two pages at once, is a 422', async () => {
    for (const query of [
      '?challenge=a/b',
      '?challenge=',
      `?challenge=${'x'.repeat(301)}`,
      '?dashboard=',
      '?dashboard=a%20b',
      `?dashboard=${'a'.repeat(41)}`,
      '?challenge=parks&dashboard=AdaLovelace',
    ])
      expect((await GET(query)).status).toBe(422);
    expect((await GET(`?dashboard=${'a'.repeat(40)}`)).status).toBe(200);
  });

  test("a dashboard's owner: the greeting's name and their numbers, in any casing of the handle", async () => {
    viewerId = OWNER;
    for (const handle of ['AdaLovelace', 'adalovelace']) {
      const { data } = await (await GET(`?dashboard=${handle}`)).json();
      expect(data.viewer.screenName).toBe('AdaLovelace');
      expect(data.dashboard).toEqual({ name: 'Ada', summary: SUMMARY });
      expect(data.challenge).toBeNull();
    }
    // No first name: the handle greets. A failed summary read is null, which the page says.
    viewerId = PLAYER;
    summaryAnswer = { ok: false, status: 500, errors: GENERIC };
    expect((await (await GET('?dashboard=MayaChen')).json()).data.dashboard).toEqual({
      name: 'MayaChen',
      summary: null,
    });
  });

  test("another player's dashboard has no parts for the viewer, nor for a session with nobody", async () => {
    expect((await (await GET('?dashboard=AdaLovelace')).json()).data.dashboard).toBeNull();
    session = null;
    const { data } = await (await GET('?dashboard=AdaLovelace')).json();
    expect(data).toMatchObject({ viewer: null, dashboard: null });
  });
});
