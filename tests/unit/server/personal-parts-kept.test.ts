/**
 * @jest-environment node
 */
// Issue 24 part 5: the parts call (GET /api/me/parts?challenge=) keeps the facts of the challenge
// it reads for a few seconds. Every player gets their own parts from them; a revalidation of the
// challenge's tag, a failure or a challenge that is gone are never answered from memory.
import { beforeEach, describe, expect, it, jest } from '@jest/globals';

const TAGS_EXPIRED_KEY = Symbol.for('nervus.tags-expired');
const fetched: string[] = [];
let viewerId = 1;
let answer: { ok: boolean; status: number; data?: unknown } = { ok: true, status: 200 };

const challenge = (slug: string) => ({
  slug,
  catalyst: { id: 7 },
  platform: { slug: 'nervus' },
  ideas: [{ id: 1 }],
  closed: false,
  idea_entry_fee_cents: 0,
  solution_format: 'challenge',
  caption_solution_format: null,
  main_category: null,
});

jest.mock('@/server/bff/loaders', () => ({
  getViewer: async () => ({
    shadow: false,
    account: {
      user: { id: viewerId, screen_name: `P${viewerId}`, first_name: 'P', avatar_url: null },
      admin_roles: { global_admin: false, platform_ambassador: false },
    },
  }),
  fetchChallenge: async (slug: string) => {
    fetched.push(slug);
    return answer.ok ? { ...answer, data: challenge(slug) } : { ...answer, errors: [] };
  },
  getMySummary: async () => null,
  isFlagOn: async () => false,
  throwIfProviderFailed: () => undefined,
}));
jest.mock('@/server/bff/ideas', () => ({ getMyIdeaAllowance: async () => ({ used: 0, max: 3 }) }));
jest.mock('@/server/bff/ratings', () => ({ getMyRatings: async () => [] }));
jest.mock('@/server/bff/surveys', () => ({ getSurveyReplies: async () => [] }));
jest.mock('@/server/bff/realtime', () => ({ liveTransport: () => ({ kind: 'sse' }) }));

/** Loaded once the mocks above are in place (jest.mock is not hoisted above imports here). */
const loadPersonalParts = async (query: { challenge: string }) =>
  (await import('@/server/bff/personal-parts')).loadPersonalParts(query);

const expired = globalThis as Record<symbol, unknown>;

beforeEach(() => {
  fetched.length = 0;
  viewerId = 1;
  answer = { ok: true, status: 200 };
  delete expired[TAGS_EXPIRED_KEY];
});

describe('the parts call and the challenge it reads', () => {
  it('reads a challenge once for several players, and works out each one’s own parts', async () => {
    const first = await loadPersonalParts({ challenge: 'kept-a' });
    viewerId = 7;
    const owner = await loadPersonalParts({ challenge: 'kept-a' });
    expect(fetched).toEqual(['kept-a']);
    expect(first.challenge).toMatchObject({ isOwner: false, allowance: { used: 0, max: 3 }, mine: [] });
    expect(owner.challenge).toMatchObject({ isOwner: true, allowance: null, mine: [] });
  });

  it('reads it again once its tag was revalidated', async () => {
    await loadPersonalParts({ challenge: 'kept-b' });
    expired[TAGS_EXPIRED_KEY] = (tags: string[]) => tags.includes('challenge:kept-b');
    await loadPersonalParts({ challenge: 'kept-b' });
    expect(fetched).toEqual(['kept-b', 'kept-b']);
  });

  it('keeps neither a challenge that is gone nor a failure', async () => {
    answer = { ok: false, status: 404 };
    expect((await loadPersonalParts({ challenge: 'kept-c' })).challenge).toBeNull();
    answer = { ok: true, status: 200 };
    expect((await loadPersonalParts({ challenge: 'kept-c' })).challenge).not.toBeNull();
    expect(fetched).toEqual(['kept-c', 'kept-c']);
  });
});
