// Sharing (issue 20; spec 3 §3, §4, §7): the intent content, the snoozed queue per owner, share
// records, scouts (attribution at sign-up, 9 months kept, re-scouting, one tenth through the
// ledger) and the X posting path against a local server that answers as the X API does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  recruitSchema,
  scoutDashboardSchema,
  shareRecordSchema,
  sharingContentSchema,
  snoozedItemSchema,
  SHARING_TEXTS,
} from '@/lib/contracts/sharing';
import { issueAccessToken } from '@/server/provider/domain/tokens';
import { awardPoints } from '@/server/provider/domain/points';
import { socialConnections, users } from '@/server/provider/db/schema';
import { dataOf, demoUser, errorsOf } from './api-helpers';
import { makeOpenChallenge } from './fixtures';
import { createTestProvider, type TestProvider } from './harness';
import { LocalDiskStore, loadLibrary } from '@/server/provider/storage';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const DAY = 86_400_000;
const db = () => provider.database.db;
let made = 0;

async function player(scoutReferrerId?: number) {
  const name = `Sharer${++made}`;
  const [row] = await db()
    .insert(users)
    .values({ screenName: name, email: `${name.toLowerCase()}@nervus.test`, passwordHash: 'x', scoutReferrerId })
    .returning();
  return { ...row, token: await issueAccessToken(db(), row.id) };
}

const listOf = z.object({
  data: z.object({ items: z.array(snoozedItemSchema) }),
  meta: z.object({ total: z.number() }),
});

test('the intent of a challenge: text, hashtags, thread, and a link carrying the sharer’s scout id', async () => {
  const c = await makeOpenChallenge(provider);
  const visitor = await dataOf(
    await provider.request(`/sharing/intent/challenge/${c.slug}`),
    200,
    sharingContentSchema,
  );
  expect(new URL(visitor.url).searchParams.get('scout_id')).toBeNull();
  expect(visitor.metadata).toMatchObject({ subject: 'challenge', target: c.slug, credentials: [] });
  const me = await player();
  const mine = await dataOf(
    await provider.request(`/sharing/intent/challenge/${c.slug}`, { token: me.token }),
    200,
    sharingContentSchema,
  );
  expect(new URL(mine.url).searchParams.get('scout_id')).toBe(String(me.id));
  expect(mine.text).toContain(c.questionTitle);
  await errorsOf(await provider.request('/sharing/intent/challenge/no-such-challenge'), 404);
  await errorsOf(await provider.request(`/sharing/intent/planet/${c.slug}`), 404);
});

test('a share through a network is recorded and answers the network’s address; unknown networks are not supported', async () => {
  const c = await makeOpenChallenge(provider);
  const me = await player();
  const share = await dataOf(
    await provider.request(`/sharing/reddit/challenge/${c.slug}`, { method: 'POST', token: me.token }),
    200,
    shareRecordSchema,
  );
  expect(share.url).toMatch(/^https:\/\/www\.reddit\.com\/submit\?/);
  expect(decodeURIComponent(share.url)).toContain(`scout_id=${me.id}`);
  const res = await provider.request(`/sharing/myspace/challenge/${c.slug}`, { method: 'POST', token: me.token });
  expect((await errorsOf(res, 422)).errors[0].error).toBe(SHARING_TEXTS.notSupported('myspace'));
  const dash = await dataOf(
    await provider.request('/nervus/dashboards/scout', { token: me.token }),
    200,
    scoutDashboardSchema,
  );
  expect(dash.challenges).toEqual([expect.objectContaining({ slug: c.slug, shares: 1 })]);
});

test('the snoozed queue belongs to its owner: another user’s item is a 404 and stays', async () => {
  const c = await makeOpenChallenge(provider);
  const owner = await player();
  const other = await player();
  await errorsOf(await provider.request('/sharing/snoozed'), 401);
  const payload = await dataOf(
    await provider.request(`/sharing/intent/challenge/${c.slug}`, { token: owner.token }),
    200,
    sharingContentSchema,
  );
  const body = { subject: 'challenge', target: c.slug, payload };
  const saved = listOf.parse(
    await (await provider.request('/sharing/snoozed', { method: 'POST', token: owner.token, body })).json(),
  );
  expect(saved.meta.total).toBe(1);
  // Saving the same challenge again keeps one entry.
  await provider.request('/sharing/snoozed', { method: 'POST', token: owner.token, body });
  const list = listOf.parse(await (await provider.request('/sharing/snoozed', { token: owner.token })).json());
  expect(list.meta.total).toBe(1);
  const id = list.data.items[0].id;
  expect(list.data.items[0].payload.url).toBe(payload.url);

  const theirs = listOf.parse(await (await provider.request('/sharing/snoozed', { token: other.token })).json());
  expect(theirs.meta.total).toBe(0);
  await errorsOf(await provider.request(`/sharing/snoozed/${id}`, { token: other.token }), 404);
  await errorsOf(await provider.request(`/sharing/snoozed/${id}`, { method: 'DELETE', token: other.token }), 404);
  expect(
    listOf.parse(await (await provider.request('/sharing/snoozed', { token: owner.token })).json()).meta.total,
  ).toBe(1);

  const gone = await provider.request(`/sharing/snoozed/${id}`, { method: 'DELETE', token: owner.token });
  expect(gone.status).toBe(204);
  expect(
    listOf.parse(await (await provider.request('/sharing/snoozed', { token: owner.token })).json()).meta.total,
  ).toBe(0);
  await errorsOf(
    await provider.request('/sharing/snoozed', { method: 'POST', token: owner.token, body: { subject: 'challenge' } }),
    422,
  );
});

test('a sign-up through a scout link is the scout’s recruit, earning the scout one tenth of its variable points', async () => {
  const scout = await demoUser(provider, 'MayaChen');
  const scoutToken = await issueAccessToken(db(), scout.id);
  const res = await provider.request('/account/signup', {
    body: {
      email: 'recruit.one@example.com',
      password: 'long-enough-1',
      screen_name: 'RecruitOne',
      first_name: 'Recruit',
      last_name: 'One',
      scout_id: String(scout.id),
    },
  });
  expect(res.status).toBe(201);
  const recruit = await demoUser(provider, 'RecruitOne');
  await awardPoints(db(), [
    { userId: recruit.id, role: 'innovator', reason: 'IdeaRated', points: 7 },
    { userId: recruit.id, role: 'innovator', reason: 'Top3IdeaBonus', points: 40 },
    // Fixed points are the recruit's own: nothing for the scout.
    { userId: recruit.id, role: 'innovator', reason: 'IdeaCreated', points: 20 },
  ]);
  const recruits = await dataOf(
    await provider.request('/sharing/recruits', { token: scoutToken }),
    200,
    z.array(recruitSchema),
  );
  expect(recruits.find((r) => r.screen_name === 'RecruitOne')).toMatchObject({ kept: true, earned: 4.7 });
});

test('recruits are kept 9 months; then another scout can re-scout them, and only then', async () => {
  const first = await player();
  const second = await player();
  const recruit = await player(first.id);
  const rescout = (token: string, scoutId: number) =>
    provider.request('/sharing/scout', { method: 'POST', token, body: { scout_id: scoutId } });
  const recruited = z.object({ recruited: z.boolean() });

  // Within 9 months the first scout keeps them.
  expect(await dataOf(await rescout(recruit.token, second.id), 200, recruited)).toEqual({ recruited: false });
  // Signed up 9 months and a day ago: free to re-scout; nobody scouts themselves.
  await db()
    .update(users)
    .set({ createdAt: new Date(Date.now() - 275 * DAY) })
    .where(eq(users.id, recruit.id));
  await awardPoints(db(), { userId: recruit.id, role: 'innovator', reason: 'IdeaRated', points: 10 });
  expect(await dataOf(await rescout(recruit.token, recruit.id), 200, recruited)).toEqual({ recruited: false });
  expect(await dataOf(await rescout(recruit.token, second.id), 200, recruited)).toEqual({ recruited: true });
  await awardPoints(db(), { userId: recruit.id, role: 'innovator', reason: 'IdeaRated', points: 30 });

  const ofFirst = await dataOf(
    await provider.request('/sharing/recruits', { token: first.token }),
    200,
    z.array(recruitSchema),
  );
  const ofSecond = await dataOf(
    await provider.request('/sharing/recruits', { token: second.token }),
    200,
    z.array(recruitSchema),
  );
  // The first scout earned nothing after the 9 months and no longer holds them.
  expect(ofFirst).toEqual([]);
  expect(ofSecond).toEqual([expect.objectContaining({ id: recruit.id, kept: true, earned: 3 })]);
  // The new scout holds them for 9 months from the re-scouting.
  expect(await dataOf(await rescout(recruit.token, first.id), 200, recruited)).toEqual({ recruited: false });
});

test('the recruits of a scout list earnings from before a re-scouting', async () => {
  const first = await player();
  const recruit = await player(first.id);
  await awardPoints(db(), { userId: recruit.id, role: 'mentor', reason: 'MentorCommentRatedByPeer', points: 5 });
  await db()
    .update(users)
    .set({ createdAt: new Date(Date.now() - 280 * DAY) })
    .where(eq(users.id, recruit.id));
  const list = await dataOf(
    await provider.request('/sharing/recruits', { token: first.token }),
    200,
    z.array(recruitSchema),
  );
  expect(list).toEqual([expect.objectContaining({ id: recruit.id, kept: false, earned: 0.5 })]);
});

describe('posting to X', () => {
  let xServer: http.Server;
  const calls: { method: string; path: string; body: string; raw: Buffer; auth: string }[] = [];
  let xUrl = '';
  beforeAll(async () => {
    let tweets = 100;
    let media = 9000;
    xServer = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = raw.toString('utf8');
        calls.push({ method: req.method!, path: req.url!, body, raw, auth: String(req.headers.authorization ?? '') });
        res.setHeader('content-type', 'application/json');
        // X's v2 chunked media upload: initialize answers the media id, append takes multipart
        // segments, finalize answers the media (no processing_info for images).
        const append = req.url?.match(/^\/2\/media\/upload\/(\d+)\/(append|finalize)$/);
        if (req.url === '/2/media/upload/initialize' && req.method === 'POST') {
          const id = String(++media);
          res.end(JSON.stringify({ data: { id, media_key: `3_${id}`, expires_after_secs: 86400 } }));
        } else if (append?.[2] === 'append' && req.method === 'POST') {
          res.end(JSON.stringify({ data: { expires_at: 1_900_000_000 } }));
        } else if (append?.[2] === 'finalize' && req.method === 'POST') {
          res.end(JSON.stringify({ data: { id: append[1], media_key: `3_${append[1]}`, expires_after_secs: 86400 } }));
        } else if (req.url === '/2/oauth2/token') {
          res.end(
            JSON.stringify({
              token_type: 'bearer',
              access_token: 'x-access-1',
              refresh_token: 'x-refresh-1',
              expires_in: 7200,
              scope: 'tweet.read tweet.write users.read offline.access',
            }),
          );
        } else if (req.url?.startsWith('/2/users/me')) {
          res.end(JSON.stringify({ data: { id: '42', name: 'Sharer', username: 'sharer_on_x' } }));
        } else if (req.url === '/2/tweets' && req.method === 'POST') {
          const text = (JSON.parse(body) as { text: string }).text;
          if (text.includes('FAIL')) {
            res.statusCode = 403;
            res.end(JSON.stringify({ title: 'Forbidden', detail: 'duplicate', status: 403 }));
          } else res.end(JSON.stringify({ data: { id: String(++tweets), text } }));
        } else {
          res.statusCode = 404;
          res.end('{}');
        }
      });
    });
    await new Promise<void>((resolve) => xServer.listen(0, '127.0.0.1', resolve));
    xUrl = `http://127.0.0.1:${(xServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => xServer.close(() => resolve())));

  test('without connected credentials the tweet is refused (409), with no call to X', async () => {
    const me = await player();
    const res = await provider.request('/sharing/share/twitter', {
      method: 'POST',
      token: me.token,
      body: { text: 'Hello', thread: [] },
    });
    expect((await errorsOf(res, 409)).errors[0].error).toBe(SHARING_TEXTS.notConnected);
    await errorsOf(await provider.request('/sharing/share/twitter', { method: 'POST', body: { text: 'x' } }), 401);
  });

  test('connect through PKCE, keep the tokens sealed, post the tweet and its thread as replies', async () => {
    const withX = await createTestProvider({
      seed: false,
      env: { TWITTER_CLIENT_ID: 'client-id', TWITTER_CLIENT_SECRET: 'client-secret', TWITTER_API_URL: xUrl },
    });
    try {
      const [row] = await withX.database.db
        .insert(users)
        .values({ screenName: 'Poster', email: 'poster@nervus.test', passwordHash: 'x' })
        .returning();
      const token = await issueAccessToken(withX.database.db, row.id);
      const social = z.object({ available: z.boolean(), connections: z.array(z.object({ handle: z.string() })) });
      expect(await dataOf(await withX.request('/sharing/social', { token }), 200, social)).toEqual({
        available: true,
        connections: [],
      });
      const start = await dataOf(
        await withX.request('/sharing/social/twitter/connect', {
          method: 'POST',
          token,
          body: { redirect_uri: 'http://nervus.localhost:3000/my-account/social/twitter' },
        }),
        200,
        z.object({ url: z.string() }),
      );
      const auth = new URL(start.url);
      expect(auth.searchParams.get('code_challenge_method')?.toUpperCase()).toBe('S256');
      expect(auth.searchParams.get('code_challenge')).toBeTruthy();
      const state = auth.searchParams.get('state')!;
      const done = await withX.request('/sharing/social/twitter/callback', {
        method: 'POST',
        token,
        body: { state, code: 'the-code' },
      });
      expect(await dataOf(done, 200, z.object({ handle: z.string() }))).toEqual({ handle: 'sharer_on_x' });
      // The token exchange carried the PKCE verifier; the stored tokens are sealed.
      expect(calls.find((c) => c.path === '/2/oauth2/token')!.body).toMatch(/code_verifier\W+[\w-]{43,}/);
      const [stored] = await withX.database.db.select().from(socialConnections);
      expect(stored.accessToken).not.toContain('x-access-1');
      expect(JSON.stringify(await (await withX.request('/sharing/social', { token })).json())).not.toContain(
        'x-access',
      );

      const posted = await withX.request('/sharing/share/twitter', {
        method: 'POST',
        token,
        body: { text: 'What would you ask?', thread: ['1. First idea', '2. Second idea'] },
      });
      expect(await dataOf(posted, 200, z.object({ shared: z.literal(true), id: z.string() }))).toMatchObject({
        shared: true,
      });
      const tweets = calls.filter((c) => c.path === '/2/tweets').map((c) => JSON.parse(c.body));
      // Each reply answers the tweet before it (the X server numbers tweets 101, 102, 103).
      expect(tweets).toEqual([
        { text: 'What would you ask?' },
        { text: '1. First idea', reply: { in_reply_to_tweet_id: '101' } },
        { text: '2. Second idea', reply: { in_reply_to_tweet_id: '102' } },
      ]);
      expect(calls.filter((c) => c.path === '/2/tweets').every((c) => c.auth === 'Bearer x-access-1')).toBe(true);

      const failed = await withX.request('/sharing/share/twitter', { method: 'POST', token, body: { text: 'FAIL' } });
      expect((await errorsOf(failed, 502)).errors[0].error).toBe(SHARING_TEXTS.tweetFailed);
    } finally {
      await withX.close();
    }
  });

  describe('with the image', () => {
    const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(3000, 7)]);
    const fetched: string[] = [];
    let withX: TestProvider;
    let token = '';
    beforeAll(async () => {
      withX = await createTestProvider({
        seed: false,
        env: { TWITTER_CLIENT_ID: 'client-id', TWITTER_CLIENT_SECRET: 'client-secret', TWITTER_API_URL: xUrl },
        // A picture elsewhere (an article's) comes through the SSRF-safe fetcher, replaced here.
        deps: {
          fetcher: async (url) => {
            fetched.push(url);
            return url.endsWith('.png') ? { body: new Uint8Array(PNG), contentType: 'image/png', url } : null;
          },
        },
      });
      const [row] = await withX.database.db
        .insert(users)
        .values({ screenName: 'Pictured', email: 'pictured@nervus.test', passwordHash: 'x' })
        .returning();
      token = await issueAccessToken(withX.database.db, row.id);
      const start = await dataOf(
        await withX.request('/sharing/social/twitter/connect', {
          method: 'POST',
          token,
          body: { redirect_uri: 'http://nervus.localhost:3000/my-account/social/twitter' },
        }),
        200,
        z.object({ url: z.string() }),
      );
      // The media endpoint takes OAuth 2.0 user tokens with media.write.
      expect(new URL(start.url).searchParams.get('scope')?.split(' ')).toContain('media.write');
      const state = new URL(start.url).searchParams.get('state')!;
      await dataOf(
        await withX.request('/sharing/social/twitter/callback', { method: 'POST', token, body: { state, code: 'c' } }),
        200,
        z.object({ handle: z.string() }),
      );
    });
    afterAll(() => withX.close());

    const since = () => {
      const from = calls.length;
      return () => calls.slice(from);
    };

    test('an uploaded image is sent to the media endpoint and its media id attached to the tweet', async () => {
      const key = `${'a1'.repeat(16)}.png`;
      await new LocalDiskStore(withX.config.UPLOADS_DIR).put(key, new Uint8Array(PNG), 'image/png');
      const made = since();
      const posted = await withX.request('/sharing/share/twitter', {
        method: 'POST',
        token,
        body: { text: 'With a picture', image: `/uploads/${key}`, thread: ['1. An idea'] },
      });
      await dataOf(posted, 200, z.object({ shared: z.literal(true), id: z.string() }));
      const seen = made();
      expect(seen.map((c) => c.path.replace(/\d{4,}/, '{id}'))).toEqual([
        '/2/media/upload/initialize',
        '/2/media/upload/{id}/append',
        '/2/media/upload/{id}/finalize',
        '/2/tweets',
        '/2/tweets',
      ]);
      const init = JSON.parse(seen[0].body) as Record<string, unknown>;
      expect(init).toMatchObject({ media_type: 'image/png', total_bytes: PNG.length, media_category: 'tweet_image' });
      // The append is multipart with the image's bytes, segment 0.
      expect(seen[1].raw.includes(PNG)).toBe(true);
      expect(seen[1].body).toMatch(/name="segment_index"\s+0/);
      expect(seen.every((c) => c.auth === 'Bearer x-access-1')).toBe(true);
      const mediaId = seen[1].path.split('/')[4];
      const [tweet, reply] = seen.slice(3).map((c) => JSON.parse(c.body));
      expect(tweet).toEqual({ text: 'With a picture', media: { media_ids: [mediaId] } });
      // Only the first tweet carries the picture; the thread's replies are text.
      expect(reply).toEqual({ text: '1. An idea', reply: { in_reply_to_tweet_id: expect.any(String) } });
    });

    test('a library picture and a picture elsewhere are attached too; the outside one through the safe fetcher', async () => {
      const library = (await loadLibrary(withX.config.IMAGE_LIBRARY_DIR)).images[0];
      let made = since();
      await dataOf(
        await withX.request('/sharing/share/twitter', {
          method: 'POST',
          token,
          body: { text: 'Library', image: `/images/library/small/${library.id}.jpg` },
        }),
        200,
        z.object({ shared: z.literal(true) }),
      );
      expect(JSON.parse(made()[0].body)).toMatchObject({ media_type: 'image/jpeg' });

      made = since();
      await dataOf(
        await withX.request('/sharing/share/twitter', {
          method: 'POST',
          token,
          body: { text: 'Article', image: 'https://news.example.org/picture.png' },
        }),
        200,
        z.object({ shared: z.literal(true) }),
      );
      expect(fetched).toEqual(['https://news.example.org/picture.png']);
      expect(JSON.parse(made()[0].body)).toMatchObject({ media_type: 'image/png', total_bytes: PNG.length });
    });

    test('an image that cannot be read is a failure and nothing is posted', async () => {
      for (const image of [
        `/uploads/${'b2'.repeat(16)}.png`,
        'https://news.example.org/missing.jpg',
        'file:///etc/passwd',
        '/etc/passwd',
      ]) {
        const made = since();
        const res = await withX.request('/sharing/share/twitter', {
          method: 'POST',
          token,
          body: { text: 'Broken picture', image },
        });
        expect((await errorsOf(res, 502)).errors[0].error).toBe(SHARING_TEXTS.tweetFailed);
        expect(made()).toEqual([]);
      }
    });
  });
});
