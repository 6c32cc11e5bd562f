// Forum moderation tools (spec 3 §6, §7 'Moderation'; issue 18 §5): the review queue of posts hidden
// by votes (restore sticks, keep-hidden takes it off), log entries that name their topic or person,
// restoring a hidden topic, moving a topic only into a channel its mover moderates, invite codes of
// members-only channels for their moderators only (and the slugless invite), and new replies
// reaching a reader with the topic open who has not posted in it.
import { z } from 'zod';
import {
  forumChannelSchema,
  forumCreatedSchema,
  forumReviewItemSchema,
  forumTopicPageSchema,
  moderationLogEntrySchema,
} from '@/lib/contracts/forums';
import { FORUM_MESSAGES, HIDE_THRESHOLD } from '@/lib/forums';
import { createApp } from '@/server/provider/app';
import { challenges, ideas, users } from '@/server/provider/db/schema';
import { issueAccessToken } from '@/server/provider/domain/tokens';
import { startRealtime, type RealtimeService } from '@/server/provider/realtime/service';
import { dataOf, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
let service: RealtimeService;
beforeAll(async () => {
  provider = await createTestProvider({ env: { FORUM_POST_RATE_LIMIT: '1000/60' } });
  service = await startRealtime(provider.database, provider.config);
});
afterAll(async () => {
  await service.stop();
  await provider.close();
});

let made = 0;
/** A new player who may post (one idea entered). */
async function player() {
  const db = provider.database.db;
  const [user] = await db
    .insert(users)
    .values({ screenName: `Mod${++made}`, email: `mod${made}@nervus.test`, passwordHash: 'x' })
    .returning();
  const [challenge] = await db.select({ id: challenges.id }).from(challenges).limit(1);
  await db.insert(ideas).values({ challengeId: challenge.id, authorId: user.id, title: `Idea of Mod${made}` });
  return { user, token: await issueAccessToken(db, user.id) };
}

const channels = async (token?: string) =>
  dataOf(await provider.request('/content/channels?platform=nervus', { token }), 200, z.array(forumChannelSchema));
const openChannel = async (token: string, title: string, membersOnly = false) =>
  dataOf(
    await provider.request('/content/management/nervus/channels', {
      method: 'POST',
      token,
      body: { title, members_only: membersOnly },
    }),
    201,
    z.object({ id: z.number(), slug: z.string(), invite_code: z.string().nullable() }),
  );
const startTopic = async (token: string, channelId: number, title = 'Where do seed libraries work?') =>
  dataOf(
    await provider.request(`/content/contexts/channel/${channelId}/messages`, {
      method: 'POST',
      token,
      body: { title, body: 'Tell me about yours.' },
    }),
    201,
    forumCreatedSchema,
  );
const general = async () => (await channels()).find((c) => c.slug === 'general')!;
const moderate = (token: string, target: 'messages' | 'topics', id: number, body: Record<string, unknown>) =>
  provider.request(`/acl/moderations/${target}/${id}`, { method: 'POST', token, body });
const vote = (token: string, messageId: number, type: string) =>
  provider.request('/vote/votes', { method: 'POST', token, body: { message_id: messageId, type } });
const topicPage = (id: number, token?: string) => provider.request(`/content/contexts/topic/${id}/messages`, { token });
const queue = async (token: string) =>
  dataOf(
    await provider.request('/acl/moderations/queue?platform=nervus', { token }),
    200,
    z.array(forumReviewItemSchema),
  );
const log = async (token: string) =>
  dataOf(
    await provider.request('/acl/moderations/log?platform=nervus', { token }),
    200,
    z.array(moderationLogEntrySchema),
  );

/** A topic in 'general' whose opening post HIDE_THRESHOLD players voted down. */
async function hiddenByVotes() {
  const author = await player();
  const t = await startTopic(author.token, (await general()).id);
  for (const flagger of await Promise.all(Array.from({ length: HIDE_THRESHOLD }, () => player())))
    await vote(flagger.token, t.message_id, 'off-topic');
  return { author, ...t };
}

describe('the review queue of posts hidden by votes', () => {
  test('lists them for moderators only, with their topic; restore and keep-hidden take them off', async () => {
    const admin = await tokenFor(provider, 'admin');
    const [a, b] = [await hiddenByVotes(), await hiddenByVotes()];
    await errorsOf(await provider.request('/acl/moderations/queue?platform=nervus', { token: a.author.token }), 403);
    const waiting = await queue(admin);
    expect(waiting.find((item) => item.message_id === a.message_id)).toMatchObject({
      topic_id: a.topic_id,
      author: a.author.user.screenName,
      negative_votes: HIDE_THRESHOLD,
      excerpt: 'Tell me about yours.',
    });
    expect((await moderate(admin, 'messages', a.message_id, { action: 'restore', reason: 'fine' })).status).toBe(200);
    expect((await moderate(admin, 'messages', b.message_id, { action: 'keep-hidden', reason: 'spam' })).status).toBe(
      200,
    );
    const left = (await queue(admin)).map((item) => item.message_id);
    expect(left).not.toContain(a.message_id);
    expect(left).not.toContain(b.message_id);
    const posts = async (id: number) =>
      (await dataOf(await topicPage(id), 200, forumTopicPageSchema)).posts.map((p) => p.hidden);
    expect(await posts(a.topic_id)).toEqual([null]);
    expect(await posts(b.topic_id)).toEqual(['moderator']);
    // After a moderator's restore, more negative votes do not hide it again.
    await vote((await player()).token, a.message_id, 'uncivil');
    expect(await posts(a.topic_id)).toEqual([null]);
    // A post that is not hidden cannot be 'kept hidden'.
    await errorsOf(await moderate(admin, 'messages', a.message_id, { action: 'keep-hidden' }), 422);
  });

  test('log entries name the topic of a post or topic, and the person of a suspension', async () => {
    const admin = await tokenFor(provider, 'admin');
    const hidden = await hiddenByVotes();
    await provider.request('/acl/moderations/users', {
      method: 'POST',
      token: admin,
      body: { screen_name: hidden.author.user.screenName, action: 'suspend', days: 1, reason: 'Spam' },
    });
    const entries = await log(admin);
    expect(entries.find((e) => e.target_type === 'message' && e.target_id === hidden.message_id)).toMatchObject({
      actor: null,
      action: 'hide',
      topic_id: hidden.topic_id,
    });
    expect(entries.find((e) => e.target_type === 'user' && e.target_id === hidden.author.user.id)).toMatchObject({
      action: 'suspend',
      target_name: hidden.author.user.screenName,
      topic_id: null,
    });
  });
});

describe('hiding, restoring and moving topics', () => {
  test('a hidden topic is gone for players and back once its moderator restores it', async () => {
    const owner = await player();
    const channel = await openChannel(owner.token, `Restorers ${made}`);
    const t = await startTopic(owner.token, channel.id);
    // A message's action is refused on a topic, not a server error.
    await errorsOf(await moderate(owner.token, 'topics', t.topic_id, { action: 'keep-hidden' }), 422);
    expect((await moderate(owner.token, 'topics', t.topic_id, { action: 'hide' })).status).toBe(200);
    expect((await topicPage(t.topic_id)).status).toBe(404);
    const seen = await dataOf(await topicPage(t.topic_id, owner.token), 200, forumTopicPageSchema);
    expect(seen.topic.hidden).toBe(true);
    expect((await moderate(owner.token, 'topics', t.topic_id, { action: 'restore' })).status).toBe(200);
    expect((await dataOf(await topicPage(t.topic_id), 200, forumTopicPageSchema)).topic.hidden).toBe(false);
  });

  test('a channel owner moves a topic into another channel they own, not into anyone else’s; the move is logged', async () => {
    const owner = await player();
    const from = await openChannel(owner.token, `Moving from ${made}`);
    const to = await openChannel(owner.token, `Moving to ${made}`);
    const t = await startTopic(owner.token, from.id);
    const page = await dataOf(await topicPage(t.topic_id, owner.token), 200, forumTopicPageSchema);
    expect(page.viewer.move_to.map((c) => c.id)).toEqual([to.id]);
    const reader = await player();
    expect((await dataOf(await topicPage(t.topic_id, reader.token), 200, forumTopicPageSchema)).viewer.move_to).toEqual(
      [],
    );
    const intoGeneral = await moderate(owner.token, 'topics', t.topic_id, {
      action: 'move',
      channel_id: (await general()).id,
    });
    expect((await errorsOf(intoGeneral, 403)).errors[0].error).toBe(FORUM_MESSAGES.notModerator);
    await errorsOf(await moderate(owner.token, 'topics', t.topic_id, { action: 'move', channel_id: from.id }), 422);
    await errorsOf(await moderate(reader.token, 'topics', t.topic_id, { action: 'move', channel_id: to.id }), 403);
    expect((await moderate(owner.token, 'topics', t.topic_id, { action: 'move', channel_id: to.id })).status).toBe(200);
    const moved = await dataOf(await topicPage(t.topic_id), 200, forumTopicPageSchema);
    expect(moved.topic.channel).toMatchObject({ id: to.id });
    const admin = await tokenFor(provider, 'admin');
    expect((await log(admin)).find((e) => e.target_type === 'topic' && e.target_id === t.topic_id)).toMatchObject({
      action: 'move',
      actor: owner.user.screenName,
      topic_id: t.topic_id,
    });
    // An admin may move it anywhere in the community but where it is.
    const forAdmin = await dataOf(await topicPage(t.topic_id, admin), 200, forumTopicPageSchema);
    expect(forAdmin.viewer.move_to.map((c) => c.id)).toEqual(expect.arrayContaining([from.id, (await general()).id]));
    expect(forAdmin.viewer.move_to.map((c) => c.id)).not.toContain(to.id);
  });
});

describe('members-only channels', () => {
  test('the invite code goes to the channel’s moderators only, and a slugless invite finds its channel', async () => {
    const owner = await player();
    const made = await openChannel(owner.token, `Secret garden ${owner.user.id}`, true);
    expect(made.invite_code).toMatch(/^[0-9a-f]{16}$/);
    const listed = (list: z.infer<typeof forumChannelSchema>[]) => list.find((c) => c.id === made.id)!;
    expect(listed(await channels(owner.token)).invite_code).toBe(made.invite_code);
    expect(listed(await channels(await tokenFor(provider, 'admin'))).invite_code).toBe(made.invite_code);
    expect(listed(await channels((await player()).token)).invite_code).toBeNull();
    expect(listed(await channels()).invite_code).toBeNull();
    expect((await channels(owner.token)).find((c) => c.slug === 'general')!.invite_code).toBeNull();
    const found = await dataOf(
      await provider.request(`/content/channels/invite/${made.invite_code}?platform=nervus`),
      200,
      z.object({ slug: z.string() }),
    );
    expect(found.slug).toBe(made.slug);
    await errorsOf(await provider.request('/content/channels/invite/nope1234?platform=nervus'), 404);
    // Joining takes the code: none or a wrong one is refused, the right one lets a player in.
    const guest = await player();
    const join = (code?: string) =>
      provider.request(`/content/channels/${made.id}/signup`, {
        method: 'POST',
        token: guest.token,
        body: code === undefined ? {} : { code },
      });
    await errorsOf(await join(), 403);
    await errorsOf(await join('nope1234'), 403);
    expect((await join(made.invite_code!)).status).toBe(200);
  });
});

describe('live replies for readers', () => {
  test('a reader with the topic open who has not posted hears its new reply on the stream', async () => {
    const author = await player();
    const t = await startTopic(author.token, (await general()).id);
    const reader = await player();
    const app = createApp({ db: provider.database.db, config: provider.config, realtime: service.hub });
    const res = await app.request(`/gamedash/me/stream?topic=${t.topic_id}`, {
      headers: { authorization: `Bearer ${reader.token}` },
    });
    expect(res.status).toBe(200);
    const reader$ = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: ready')) text += decoder.decode((await reader$.read()).value);
    expect(service.hub.topicSubscriberCount(t.topic_id)).toBe(1);
    const replier = await player();
    const posted = await dataOf(
      await provider.request(`/content/contexts/topic/${t.topic_id}/messages`, {
        method: 'POST',
        token: replier.token,
        body: { body: 'Ours is in the library basement.' },
      }),
      201,
      forumCreatedSchema,
    );
    while (!text.includes('forum__reply-posted')) text += decoder.decode((await reader$.read()).value);
    expect(text).toContain(JSON.stringify({ topic_id: t.topic_id, message_id: posted.message_id }));
    await reader$.cancel();
  });

  test("a hidden topic's replies are heard by its moderators only; the stream itself still opens", async () => {
    const owner = await player();
    const channel = await openChannel(owner.token, `Quiet room ${made}`);
    const t = await startTopic(owner.token, channel.id);
    expect((await moderate(owner.token, 'topics', t.topic_id, { action: 'hide' })).status).toBe(200);
    const app = createApp({ db: provider.database.db, config: provider.config, realtime: service.hub });
    const listen = async (token: string) => {
      const res = await app.request(`/gamedash/me/stream?topic=${t.topic_id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      const stream = res.body!.getReader();
      let text = '';
      while (!text.includes('event: ready')) text += new TextDecoder().decode((await stream.read()).value);
      return stream;
    };
    const outsider = await listen((await player()).token);
    expect(service.hub.topicSubscriberCount(t.topic_id)).toBe(0);
    const moderator = await listen(owner.token);
    expect(service.hub.topicSubscriberCount(t.topic_id)).toBe(1);
    await Promise.all([outsider.cancel(), moderator.cancel()]);
  });
});
