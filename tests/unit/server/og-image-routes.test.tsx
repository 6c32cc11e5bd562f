/**
 * @jest-environment node
 */
// The share images with live state (issue 20): the cards' data (loaded by server/bff/og-cards.ts
// from the provider) and the og-image routes answering image/png. A challenge shows its ideas and
// time left while open, the winning idea and its author once closed; a user platform shows the
// handle, level and rank.
import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChallengeOgCard, UserOgCard } from '@/components/seo/OgCards';

type Answer = { ok: boolean; status: number; data?: unknown };
const answer = jest.fn<(path: string) => Promise<Answer>>();
const tagsOf: Record<string, string[]> = {};
jest.mock('@/server/bff/provider', () => ({
  provider: (path: string) => answer(path),
  publicProvider: (path: string, init: { next?: { tags?: string[] } }) => {
    tagsOf[path] = init.next?.tags ?? [];
    return answer(path);
  },
}));
jest.mock('@/server/bff/og-image-sources', () => ({ loadOgPicture: async () => null }));
// The drawing itself (next/og's WASM renderer needs --experimental-vm-modules) is checked by the
// seo journey, which reads the PNG's size; here the route's answer and the element it draws.
const drawn: React.ReactElement[] = [];
jest.mock('next/og', () => ({
  ImageResponse: class {
    constructor(element: React.ReactElement) {
      drawn.push(element);
    }
    async arrayBuffer() {
      return new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer;
    }
  },
}));
jest.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined }),
}));

const NOW = new Date();
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();
const person = (id: number, handle: string, first: string, last: string) => ({
  id,
  handle,
  first_name: first,
  last_name: last,
  avatar_url: null,
});

function challenge(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    slug: 'how-might-we',
    question_title: 'How might we share tools?',
    question_detail: 'Details',
    primary_image: null,
    catalyst: person(2, 'MayaChen', 'Maya', 'Chen'),
    is_closed: false,
    status: 'open',
    duration_start: inDays(-2),
    duration_end: inDays(3),
    idea_count: 12,
    main_category: null,
    platform: { slug: 'nervus', subdomain: 'www', title: 'Nervus' },
    ideas: [],
    ...overrides,
  };
}

let loaded: typeof import('@/server/bff/og-cards');
let png: typeof import('@/components/seo/og-png');
beforeEach(async () => {
  answer.mockReset();
  jest.resetModules();
  // The loaders parse provider answers with their schemas; the cards only need what they read.
  jest.doMock('@/server/bff/loaders', () => ({
    getChallenge: async (slug: string) => ((await answer(`/challenges/${slug}`)).data ?? null) as never,
    getPlatform: async () => ({ slug: 'comedy', title: 'Comedy' }),
    getUserByScreenName: async (name: string) => ((await answer(`/users/screen-name/${name}`)).data ?? null) as never,
  }));
  loaded = await import('@/server/bff/og-cards');
  png = await import('@/components/seo/og-png');
});

describe('challenge share image', () => {
  test('open: the question, the community and "12 ideas · 3 days left"', async () => {
    answer.mockResolvedValue({ ok: true, status: 200, data: challenge() });
    const card = await loaded.challengeOgCard('how-might-we', NOW);
    expect(card).toMatchObject({
      question: 'How might we share tools?',
      community: 'Nervus',
      state: { kind: 'open', ideas: 12, timeLabel: 'Closes in 3 days' },
    });
    const html = renderToStaticMarkup(<ChallengeOgCard {...card!} />);
    expect(html).toContain('How might we share tools?');
    expect(html).toContain('12 ideas · Closes in 3 days');
    expect(html).not.toContain('Winning idea');
  });

  test('closed: the winning idea and its author, and "Closed"', async () => {
    const ideas = [
      {
        id: 1,
        title: 'A shared shed per street',
        rank: 1,
        top3_place: 1,
        author: person(5, 'JunoPark', 'Juno', 'Park'),
      },
      { id: 2, title: 'A library of things', rank: 2, top3_place: 2, author: person(6, 'AdaL', 'Ada', 'Lovelace') },
    ];
    answer.mockResolvedValue({ ok: true, status: 200, data: challenge({ is_closed: true, status: 'closed', ideas }) });
    const card = await loaded.challengeOgCard('how-might-we', NOW);
    expect(card?.state).toEqual({ kind: 'closed', winner: { title: 'A shared shed per street', author: 'Juno Park' } });
    const html = renderToStaticMarkup(<ChallengeOgCard {...card!} />);
    expect(html).toContain('Winning idea');
    expect(html).toContain('A shared shed per street');
    expect(html).toContain('by Juno Park');
    expect(html).toContain('Closed');
  });

  test('the route answers image/png drawing the card with its state; a missing challenge is a 404', async () => {
    answer.mockResolvedValue({ ok: true, status: 200, data: challenge() });
    drawn.length = 0;
    const res = await png.challengeOgPng(await loaded.challengeOgCard('how-might-we', NOW));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(renderToStaticMarkup(drawn[0])).toContain('12 ideas · Closes in 3 days');

    answer.mockResolvedValue({ ok: false, status: 404 });
    expect((await png.challengeOgPng(await loaded.challengeOgCard('nothing', NOW))).status).toBe(404);
  });
});

describe('user platform share image', () => {
  const user = {
    id: 9,
    screen_name: 'JunoPark',
    first_name: 'Juno',
    last_name: 'Park',
    avatar_url: null,
    slogan: '',
    bio: '',
  };

  test('the handle and rank (never the level), read from /users/{id}/standing under the standing tag', async () => {
    answer.mockImplementation(async (path) =>
      path === '/users/9/standing'
        ? { ok: true, status: 200, data: { rank_label: 'Bright Spark', rank_position: 3 } }
        : { ok: true, status: 200, data: user },
    );
    const card = await loaded.userPlatformOgCard('comedy', 'JunoPark');
    expect(card).toMatchObject({ handle: 'JunoPark', standing: { rank: 'Bright Spark' } });
    expect(tagsOf['/users/9/standing']).toEqual([loaded.standingTag(9)]);
    const html = renderToStaticMarkup(<UserOgCard {...card!} />);
    expect(html).toContain('@JunoPark');
    expect(html).not.toContain('Level');
    expect(html).toContain('Bright Spark');

    drawn.length = 0;
    const res = await png.userOgPng(card);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(renderToStaticMarkup(drawn[0])).toContain('Bright Spark');
  });

  test('without a standing (provider refused) the image still draws, without a rank', async () => {
    answer.mockImplementation(async (path) =>
      path === '/users/9/standing' ? { ok: false, status: 503 } : { ok: true, status: 200, data: user },
    );
    const card = await loaded.userPlatformOgCard('comedy', 'JunoPark');
    expect(card?.standing).toBeNull();
    expect(renderToStaticMarkup(<UserOgCard {...card!} />)).not.toContain('Bright Spark');
  });
});
