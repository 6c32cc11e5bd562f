// Discussion forums (spec 3 §3, §5, §7): the posting gate's edges, edits until a reply or a vote,
// soft deletes, exact vote counts under parallel votes, commentator neurons, hiding by votes,
// moderation and suspensions, the rate limit, search ranking, and XSS in posts made inert.
import { and, eq, sum } from 'drizzle-orm';
import {
  forumChannelSchema,
  forumCreatedSchema,
  forumSearchSchema,
  forumTopicListSchema,
  forumTopicPageSchema,
  forumVoteResultSchema,
} from '@/lib/contracts/forums';
import { COMMENTATOR_POINTS_PER_VOTE, FORUM_MESSAGES, HIDE_THRESHOLD } from '@/lib/forums';
import { renderMarkdown } from '@/lib/markdown';
import { challenges, forumPosts, friendships, ideas, pointEvents, ratings, users } from '@/server/provider/db/schema';
import { issueAccessToken } from '@/server/provider/domain/tokens';
import { z } from 'zod';
import { dataOf, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider({ env: { FORUM_POST_RATE_LIMIT: '1000/60' } });
});
afterAll(async () => {
  await provider.close();
});

let made = 0;
/** A new player with `entered` ideas (and `declined` declined ones) and `rated` ratings. */
async function player(opts: { entered?: number; declined?: number; rated?: number } = {}) {
  const db = provider.database.db;
  const [user] = await db
    .insert(users)
    .values({ screenName: `Poster${++made}`, email: `poster${made}@nervus.test`, passwordHash: 'x' })
    .returning();
  const [challenge] = await db.select({ id: challenges.id }).from(challenges).limit(1);
  for (let i = 0; i < (opts.entered ?? 0); i++)
    await db.insert(ideas).values({ challengeId: challenge.id, authorId: user.id, title: `Idea ${made}.${i}` });
  for (let i = 0; i < (opts.declined ?? 0); i++)
    await db.insert(ideas).values({ challengeId: challenge.id, authorId: user.id, title: `No ${i}`, declined: true });
  if (opts.rated) {
    const some = await db.select({ id: ideas.id }).from(ideas).limit(opts.rated);
    await db.insert(ratings).values(some.map((idea) => ({ ideaId: idea.id, userId: user.id, value: 3 })));
  }
  return { user, token: await issueAccessToken(db, user.id) };
}

async function generalChannel() {
  const channels = await dataOf(
    await provider.request('/content/channels?platform=nervus'),
    200,
    z.array(forumChannelSchema),
  );
  return channels.find((c) => c.slug === 'general')!;
}

async function startTopic(token: string, title = 'A topic about compost bins', body = 'What works in a flat?') {
  const channel = await generalChannel();
  return dataOf(
    await provider.request(`/content/contexts/channel/${channel.id}/messages`, {
      method: 'POST',
      token,
      body: { title, body },
    }),
    201,
    forumCreatedSchema,
  );
}

const reply = (token: string, topicId: number, body: Record<string, unknown>) =>
  provider.request(`/content/contexts/topic/${topicId}/messages`, { method: 'POST', token, body });
const vote = (token: string, messageId: number, type: string, method = 'POST') =>
  provider.request('/vote/votes', { method, token, body: { message_id: messageId, type } });
const topic = async (id: number, token?: string) =>
  dataOf(await provider.request(`/content/contexts/topic/${id}/messages`, { token }), 200, forumTopicPageSchema);

describe('the posting gate (spec 3 §5)', () => {
  test('0 ideas and 4 ratings are refused; 1 idea or 5 ratings are allowed', async () => {
    const channel = await generalChannel();
    const post = (token: string) =>
      provider.request(`/content/contexts/channel/${channel.id}/messages`, {
        method: 'POST',
        token,
        body: { title: 'Hello forum', body: 'First post' },
      });
    const four = await player({ rated: 4 });
    expect((await errorsOf(await post(four.token), 403)).errors[0].error).toBe(FORUM_MESSAGES.gate);
    expect((await post((await player({ entered: 1 })).token)).status).toBe(201);
    expect((await post((await player({ rated: 5 })).token)).status).toBe(201);
  });

  test('declined ideas do not count', async () => {
    const { token } = await player({ declined: 3 });
    const channel = await generalChannel();
    const res = await provider.request(`/content/contexts/channel/${channel.id}/messages`, {
      method: 'POST',
      token,
      body: { title: 'Hello forum', body: 'First post' },
    });
    await errorsOf(res, 403);
  });

  test('401 signed out', async () => {
    await errorsOf(await reply('', 1, { body: 'x' }), 401);
  });
});

describe('editing and deleting (spec 3 §5)', () => {
  test('editable until somebody replies', async () => {
    const a = await player({ entered: 1 });
    const b = await player({ entered: 1 });
    const t = await startTopic(a.token);
    const edit = (body: string) =>
      provider.request(`/content/messages/${t.message_id}`, { method: 'PUT', token: a.token, body: { body } });
    expect((await edit('Edited before any reply')).status).toBe(200);
    expect((await topic(t.topic_id, a.token)).posts[0].editable).toBe(true);
    expect((await reply(b.token, t.topic_id, { body: 'A reply' })).status).toBe(201);
    expect((await errorsOf(await edit('Too late'), 409)).errors[0].error).toBe(FORUM_MESSAGES.answered);
    expect((await topic(t.topic_id, a.token)).posts[0]).toMatchObject({
      editable: false,
      body: 'Edited before any reply',
    });
  });

  test('editable until somebody votes; only the author edits', async () => {
    const a = await player({ entered: 1 });
    const b = await player({ entered: 1 });
    const t = await startTopic(a.token);
    const other = await provider.request(`/content/messages/${t.message_id}`, {
      method: 'PUT',
      token: b.token,
      body: { body: 'Not mine' },
    });
    await errorsOf(other, 403);
    expect((await vote(b.token, t.message_id, 'funny')).status).toBe(200);
    const res = await provider.request(`/content/messages/${t.message_id}`, {
      method: 'PUT',
      token: a.token,
      body: { body: 'Too late' },
    });
    await errorsOf(res, 409);
  });

  test('a deleted post keeps its place in the thread, without its text', async () => {
    const a = await player({ entered: 1 });
    const b = await player({ entered: 1 });
    const t = await startTopic(a.token);
    const r = await dataOf(await reply(b.token, t.topic_id, { body: 'Soon gone' }), 201, forumCreatedSchema);
    await reply(a.token, t.topic_id, { body: 'An answer to it', parent_id: r.message_id });
    expect(
      (await provider.request(`/content/messages/${r.message_id}`, { method: 'DELETE', token: b.token })).status,
    ).toBe(200);
    const page = await topic(t.topic_id);
    const gone = page.posts.find((p) => p.id === r.message_id)!;
    expect(gone).toMatchObject({ deleted: true, body: '' });
    expect(page.posts.find((p) => p.parent_id === r.message_id)?.body).toBe('An answer to it');
  });

  test('a reply to a reply hangs under the same parent and quotes it', async () => {
    const [a, b, c] = [await player({ entered: 1 }), await player({ entered: 1 }), await player({ entered: 1 })];
    const t = await startTopic(a.token);
    const first = await dataOf(await reply(b.token, t.topic_id, { body: 'Level one' }), 201, forumCreatedSchema);
    const second = await dataOf(
      await reply(c.token, t.topic_id, { body: 'Level two', parent_id: first.message_id }),
      201,
      forumCreatedSchema,
    );
    const third = await dataOf(
      await reply(a.token, t.topic_id, { body: 'Level three', parent_id: second.message_id }),
      201,
      forumCreatedSchema,
    );
    const page = await topic(t.topic_id);
    const post = page.posts.find((p) => p.id === third.message_id)!;
    expect(post.parent_id).toBe(first.message_id);
    expect(post.quote).toMatchObject({ id: second.message_id, excerpt: 'Level two' });
  });
});

describe('votes (spec 3 §3)', () => {
  test('30 parallel votes of different people and 5 parallel identical votes of one count exactly', async () => {
    const author = await player({ entered: 1 });
    const t = await startTopic(author.token);
    const voters = await Promise.all(Array.from({ length: 30 }, () => player()));
    const results = await Promise.all(voters.map((v) => vote(v.token, t.message_id, 'insightful')));
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(200));
    const one = voters[0];
    const same = await Promise.all(Array.from({ length: 5 }, () => vote(one.token, t.message_id, 'helpful')));
    expect(same.map((r) => r.status)).toEqual(Array(5).fill(200));
    const page = await topic(t.topic_id, one.token);
    expect(page.posts[0].votes).toMatchObject({ insightful: 30, helpful: 1, funny: 0 });
    expect(page.posts[0].my_votes.sort()).toEqual(['helpful', 'insightful']);
    expect(page.topic.dope).toBe(31);
    const [row] = await provider.database.db
      .select({ positive: forumPosts.positiveVotes })
      .from(forumPosts)
      .where(eq(forumPosts.id, t.message_id));
    expect(row.positive).toBe(31);
    // Commentator neurons: two per positive vote, through the ledger.
    const [earned] = await provider.database.db
      .select({ total: sum(pointEvents.points) })
      .from(pointEvents)
      .where(and(eq(pointEvents.userId, author.user.id), eq(pointEvents.role, 'commentator')));
    expect(Number(earned.total)).toBe(31 * COMMENTATOR_POINTS_PER_VOTE);
  });

  test('withdrawing a vote takes it and its neurons back; one cannot vote on one’s own post', async () => {
    const author = await player({ entered: 1 });
    const voter = await player();
    const t = await startTopic(author.token);
    await errorsOf(await vote(author.token, t.message_id, 'helpful'), 403);
    await dataOf(await vote(voter.token, t.message_id, 'helpful'), 200, forumVoteResultSchema);
    const back = await dataOf(await vote(voter.token, t.message_id, 'helpful', 'DELETE'), 200, forumVoteResultSchema);
    expect(back.votes.helpful).toBe(0);
    expect(back.my_votes).toEqual([]);
    const [earned] = await provider.database.db
      .select({ total: sum(pointEvents.points) })
      .from(pointEvents)
      .where(and(eq(pointEvents.userId, author.user.id), eq(pointEvents.role, 'commentator')));
    expect(Number(earned.total)).toBe(0);
    await errorsOf(await vote(voter.token, t.message_id, 'brilliant'), 422);
  });

  test(`${HIDE_THRESHOLD} people voting a post down hide it pending review; a moderator restores it`, async () => {
    const author = await player({ entered: 1 });
    const t = await startTopic(author.token);
    const flaggers = await Promise.all(Array.from({ length: HIDE_THRESHOLD }, () => player()));
    // One person's several negative types count once.
    await vote(flaggers[0].token, t.message_id, 'uncivil');
    await vote(flaggers[0].token, t.message_id, 'antisocial');
    await vote(flaggers[1].token, t.message_id, 'ai-slop');
    expect((await topic(t.topic_id)).posts[0].hidden).toBeNull();
    const last = await dataOf(await vote(flaggers[2].token, t.message_id, 'off-topic'), 200, forumVoteResultSchema);
    expect(last.hidden).toBe('votes');
    expect((await topic(t.topic_id)).posts[0]).toMatchObject({ hidden: 'votes', body: '' });
    const admin = await tokenFor(provider, 'admin');
    expect((await topic(t.topic_id, admin)).posts[0].body).toBe('What works in a flat?');
    const restored = await provider.request(`/acl/moderations/messages/${t.message_id}`, {
      method: 'POST',
      token: admin,
      body: { action: 'restore', reason: 'Fine on review' },
    });
    expect(restored.status).toBe(200);
    expect((await topic(t.topic_id)).posts[0].hidden).toBeNull();
    const log = await dataOf(
      await provider.request('/acl/moderations/log?platform=nervus', { token: admin }),
      200,
      z.array(z.object({ action: z.string(), target_id: z.number() })),
    );
    expect(log.filter((e) => e.target_id === t.message_id).map((e) => e.action)).toEqual(['restore', 'hide']);
  });
});

describe('moderation (spec 3 §6, §7)', () => {
  test('a player cannot moderate; the channel owner hides, locks and pins', async () => {
    const author = await player({ entered: 1 });
    const t = await startTopic(author.token);
    const res = await provider.request(`/acl/moderations/topics/${t.topic_id}`, {
      method: 'POST',
      token: author.token,
      body: { action: 'lock' },
    });
    await errorsOf(res, 403);
    // 'general' was opened by the demo Ambassador.
    const owner = await tokenFor(provider, 'Ambassador');
    for (const action of ['lock', 'pin'])
      expect(
        (
          await provider.request(`/acl/moderations/topics/${t.topic_id}`, {
            method: 'POST',
            token: owner,
            body: { action },
          })
        ).status,
      ).toBe(200);
    const other = await player({ entered: 1 });
    expect((await errorsOf(await reply(other.token, t.topic_id, { body: 'late' }), 409)).errors[0].error).toBe(
      FORUM_MESSAGES.locked,
    );
    expect((await topic(t.topic_id)).topic).toMatchObject({ locked: true, pinned: true });
  });

  test('a suspended user is refused, and restored', async () => {
    const victim = await player({ entered: 1 });
    const t = await startTopic(victim.token);
    const admin = await tokenFor(provider, 'admin');
    const suspend = (action: string) =>
      provider.request('/acl/moderations/users', {
        method: 'POST',
        token: admin,
        body: { screen_name: victim.user.screenName, action, days: 3, reason: 'Spam' },
      });
    await errorsOf(
      await provider.request('/acl/moderations/users', {
        method: 'POST',
        token: victim.token,
        body: { screen_name: 'MayaChen', action: 'suspend' },
      }),
      403,
    );
    expect((await suspend('suspend')).status).toBe(200);
    expect((await errorsOf(await reply(victim.token, t.topic_id, { body: 'again' }), 403)).errors[0].error).toBe(
      FORUM_MESSAGES.suspended,
    );
    expect((await suspend('restore')).status).toBe(200);
    expect((await reply(victim.token, t.topic_id, { body: 'again' })).status).toBe(201);
  });
});

describe('lists, challenge threads and search', () => {
  test("'my friends' lists the discussions a friend takes part in, and nobody else's", async () => {
    const poster = await player({ entered: 1 });
    const [friend, stranger] = [await player(), await player()];
    const { topic_id } = await startTopic(poster.token, 'A topic among friends');
    await provider.database.db.insert(friendships).values([
      { userId: friend.user.id, friendId: poster.user.id },
      { userId: poster.user.id, friendId: friend.user.id },
    ]);
    const listed = async (token: string) =>
      (
        await dataOf(
          await provider.request('/content/discussions?platform=nervus&view=friends', { token }),
          200,
          forumTopicListSchema,
        )
      ).topics.map((t) => t.id);
    expect(await listed(friend.token)).toContain(topic_id);
    expect(await listed(stranger.token)).not.toContain(topic_id);
  });

  test('the seeded forum lists its topics; highest dope sorts by positive votes', async () => {
    const recent = await dataOf(
      await provider.request('/content/discussions?platform=nervus'),
      200,
      forumTopicListSchema,
    );
    expect(recent.topics.length).toBeGreaterThan(0);
    expect(recent.topics[0].pinned).toBe(true);
    const dope = await dataOf(
      await provider.request('/content/discussions?platform=nervus&view=dope'),
      200,
      forumTopicListSchema,
    );
    const scores = dope.topics.map((t) => t.dope);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    const inChallenges = await dataOf(
      await provider.request('/content/discussions?platform=nervus&view=in-challenges'),
      200,
      forumTopicListSchema,
    );
    expect(inChallenges.topics.every((t) => t.challenge !== null)).toBe(true);
  });

  test('a challenge thread opens with its first post', async () => {
    const [challenge] = await provider.database.db
      .select({ slug: challenges.slug })
      .from(challenges)
      .where(eq(challenges.questionTitle, 'What could make a grocery shop produce half as much packaging waste?'));
    const seeded = await dataOf(
      await provider.request(`/content/contexts/challenge/${challenge.slug}/messages`),
      200,
      forumTopicPageSchema,
    );
    expect(seeded.posts.length).toBeGreaterThan(1);
    expect(seeded.topic.challenge?.slug).toBe(challenge.slug);
    const [fresh] = await provider.database.db
      .select({ slug: challenges.slug })
      .from(challenges)
      .where(eq(challenges.questionTitle, 'What could a school do with its buildings after 4 pm?'));
    const path = `/content/contexts/challenge/${fresh.slug}/messages`;
    await errorsOf(await provider.request(path), 404);
    const a = await player({ entered: 1 });
    expect(
      (await provider.request(path, { method: 'POST', token: a.token, body: { body: 'Opening it' } })).status,
    ).toBe(201);
    const opened = await dataOf(await provider.request(path), 200, forumTopicPageSchema);
    expect(opened.posts.map((p) => p.body)).toEqual(['Opening it']);
  });

  test('search ranks a title match above a body match and marks the words', async () => {
    const a = await player({ entered: 1 });
    await startTopic(a.token, 'Quiet hours', 'The word zeppelinium appears only in this body.');
    await startTopic(a.token, 'Zeppelinium questions', 'A body about something else.');
    const found = await dataOf(
      await provider.request('/search/discussions?platform=nervus&q=zeppelinium'),
      200,
      forumSearchSchema,
    );
    expect(found.hits.map((h) => h.title)).toEqual(['Zeppelinium questions', 'Quiet hours']);
    expect(found.hits[1].snippet).toContain('<mark>zeppelinium</mark>');
    const none = await dataOf(
      await provider.request('/search/discussions?platform=nervus&q=%22no+such+phrase+zzq%22'),
      200,
      forumSearchSchema,
    );
    expect(none.total).toBe(0);
  });

  test('XSS in posts is inert: stored as written, rendered sanitised, escaped in snippets', async () => {
    const a = await player({ entered: 1 });
    const corpus = [
      '<script>alert(1)</script> xssword',
      '<img src=x onerror=alert(1)> xssword',
      '[click](javascript:alert(1)) xssword',
      '<a href="javascript:alert(1)">x</a> xssword',
      '<svg onload=alert(1)></svg> xssword',
      '<iframe src="https://evil.example"></iframe> xssword',
    ];
    for (const body of corpus) {
      const t = await startTopic(a.token, 'Security corpus', body);
      const page = await topic(t.topic_id);
      const html = renderMarkdown(page.posts[0].body);
      expect(html).not.toMatch(/<script|onerror=|onload=|javascript:|<iframe|<svg/i);
    }
    const found = await dataOf(
      await provider.request('/search/discussions?platform=nervus&q=xssword'),
      200,
      forumSearchSchema,
    );
    for (const hit of found.hits) expect(hit.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/<[a-z]/i);
  });
});
