// A topic's pages of posts (spec 3 §7, FORUM_PAGE_SIZE a page): `?post=` opens the page that holds
// one post, so links from the moderation log, the review queue and search reach a post on page 2.
import { eq, notExists } from 'drizzle-orm';
import { challenges, forumPosts, forumTopics, ideas, users } from '@/server/provider/db/schema';
import { issueAccessToken } from '@/server/provider/domain/tokens';
import { forumChannelSchema, forumCreatedSchema, forumTopicPageSchema } from '@/lib/contracts/forums';
import { FORUM_PAGE_SIZE } from '@/lib/forums';
import { z } from 'zod';
import { dataOf, errorsOf } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
/** Post ids in the topic's order: the opening post, then the replies. */
let posts: number[];
let topicId: number;
let otherTopicPost: number;
let challengeSlug: string;
/** The challenge's thread, as `posts` is for the topic. */
let threadPosts: number[];

async function startTopic(token: string, title: string) {
  const channels = await dataOf(
    await provider.request('/content/channels?platform=nervus'),
    200,
    z.array(forumChannelSchema),
  );
  const general = channels.find((c) => c.slug === 'general')!;
  return dataOf(
    await provider.request(`/content/contexts/channel/${general.id}/messages`, {
      method: 'POST',
      token,
      body: { title, body: 'Which page is my post on?' },
    }),
    201,
    forumCreatedSchema,
  );
}

beforeAll(async () => {
  provider = await createTestProvider();
  const db = provider.database.db;
  const [author] = await db
    .insert(users)
    .values({ screenName: 'LongThreadPoster', email: 'longthread@nervus.test', passwordHash: 'x' })
    .returning();
  // A challenge whose thread has not started, so its posts are all this file's.
  const [challenge] = await db
    .select({ id: challenges.id, slug: challenges.slug })
    .from(challenges)
    .where(notExists(db.select().from(forumTopics).where(eq(forumTopics.challengeId, challenges.id))))
    .limit(1);
  // One idea entered: the posting gate lets the author start topics (spec 3 §5).
  await db.insert(ideas).values({ challengeId: challenge.id, authorId: author.id, title: 'An idea' });
  const token = await issueAccessToken(db, author.id);
  const started = await startTopic(token, 'A long thread about bicycle lanes');
  const other = await startTopic(token, 'A short thread about bus stops');
  topicId = started.topic_id;
  otherTopicPost = other.message_id;
  // Written directly: the posting rate limit is not what this file tests. One page and ten more.
  const replies = await db
    .insert(forumPosts)
    .values(
      Array.from({ length: FORUM_PAGE_SIZE + 9 }, (_, i) => ({ topicId, authorId: author.id, body: `Reply ${i + 1}` })),
    )
    .returning({ id: forumPosts.id });
  posts = [started.message_id, ...replies.map((r) => r.id)];

  // A challenge's thread pages the same way (its Discussions, under discussion-forums/in-challenges).
  challengeSlug = challenge.slug;
  const opened = await provider.request(`/content/contexts/challenge/${challengeSlug}/messages`, {
    method: 'POST',
    token,
    body: { body: 'The first post opens the thread.' },
  });
  const first = await dataOf(opened, 201, forumCreatedSchema);
  const more = await db
    .insert(forumPosts)
    .values(
      Array.from({ length: FORUM_PAGE_SIZE }, (_, i) => ({
        topicId: first.topic_id,
        authorId: author.id,
        body: `More ${i}`,
      })),
    )
    .returning({ id: forumPosts.id });
  threadPosts = [first.message_id, ...more.map((r) => r.id)];
});
afterAll(async () => {
  await provider.close();
});

const topicPage = async (query: string) =>
  dataOf(await provider.request(`/content/contexts/topic/${topicId}/messages?${query}`), 200, forumTopicPageSchema);

describe('?post= opens the page that holds the post', () => {
  test(`the ${FORUM_PAGE_SIZE}th post is on page 1, the next one on page 2`, async () => {
    const last = await topicPage(`post=${posts[FORUM_PAGE_SIZE - 1]}`);
    expect(last.page).toBe(1);
    expect(last.pages).toBe(2);
    expect(last.posts.map((p) => p.id)).toContain(posts[FORUM_PAGE_SIZE - 1]);
    const next = await topicPage(`post=${posts[FORUM_PAGE_SIZE]}`);
    expect(next.page).toBe(2);
    expect(next.posts[0].id).toBe(posts[FORUM_PAGE_SIZE]);
  });

  test('hidden and deleted posts keep their places', async () => {
    const db = provider.database.db;
    await db.update(forumPosts).set({ hiddenReason: 'moderator' }).where(eq(forumPosts.id, posts[10]));
    await db.update(forumPosts).set({ deletedAt: new Date() }).where(eq(forumPosts.id, posts[11]));
    expect((await topicPage(`post=${posts[FORUM_PAGE_SIZE - 1]}`)).page).toBe(1);
    expect((await topicPage(`post=${posts[FORUM_PAGE_SIZE]}`)).page).toBe(2);
  });

  test('the post wins over ?page=; the opening post is on page 1', async () => {
    expect((await topicPage(`page=2&post=${posts[0]}`)).page).toBe(1);
    expect((await topicPage(`page=1&post=${posts.at(-1)}`)).page).toBe(2);
  });

  test('a post of another topic, or one that does not exist, leaves the page asked for', async () => {
    expect((await topicPage(`page=2&post=${otherTopicPost}`)).page).toBe(2);
    expect((await topicPage('post=2147483647')).page).toBe(1);
  });

  test('a post id that is no positive whole number is refused', async () => {
    for (const bad of ['0', '-3', '1.5', 'abc', '2147483648']) {
      const res = await provider.request(`/content/contexts/topic/${topicId}/messages?post=${bad}`);
      expect(await errorsOf(res, 422)).toBeTruthy();
    }
  });
});

test("a challenge's thread takes ?page= and ?post= too", async () => {
  const thread = async (query: string) =>
    dataOf(
      await provider.request(`/content/contexts/challenge/${challengeSlug}/messages?${query}`),
      200,
      forumTopicPageSchema,
    );
  expect((await thread('page=2')).page).toBe(2);
  expect((await thread(`post=${threadPosts[FORUM_PAGE_SIZE - 1]}`)).page).toBe(1);
  const second = await thread(`post=${threadPosts[FORUM_PAGE_SIZE]}`);
  expect(second.page).toBe(2);
  expect(second.posts.map((p) => p.id)).toEqual([threadPosts[FORUM_PAGE_SIZE]]);
});
