// Direct messages (spec 3 §6; issue 19 §2): refused without a mutual follow or friendship, unread
// counts and read receipts, paging, sanitised markdown, the rate limit, and the notifications fed
// by messages and forum posts (mentions, replies to my topic), blocks honoured.
import {
  conversationListSchema,
  conversationPageSchema,
  directMessageSchema,
  notificationListSchema,
  MESSAGES_PAGE_SIZE,
} from '@/lib/contracts/social';
import { z } from 'zod';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider({ env: { MESSAGE_RATE_LIMIT: '40/60' } });
});
afterAll(async () => {
  await provider.close();
});

const opened = z.object({ id: z.number().int() });
const follow = async (token: string, userId: number) =>
  expect((await provider.request(`/relationships/follows/${userId}`, { method: 'POST', token })).status).toBe(200);

test('a conversation is refused without a mutual follow or friendship', async () => {
  const maya = await tokenFor(provider, 'MayaChen');
  const juno = await demoUser(provider, 'JunoPark');
  const refused = await errorsOf(
    await provider.request('/messages/conversations', { token: maya, body: { user_id: juno.id } }),
    403,
  );
  expect(refused.errors[0].error).toBe('Direct messages need a mutual follow or a friendship.');
  // Following one way is not enough.
  await follow(maya, juno.id);
  await errorsOf(await provider.request('/messages/conversations', { token: maya, body: { user_id: juno.id } }), 403);
});

test('mutual follows exchange messages: unread counts, read receipts, sanitised markdown, paging', async () => {
  const kai = await tokenFor(provider, 'KaiNakamura');
  const theo = await tokenFor(provider, 'TheoBrooks');
  const kaiUser = await demoUser(provider, 'KaiNakamura');
  const theoUser = await demoUser(provider, 'TheoBrooks');
  await follow(kai, theoUser.id);
  await follow(theo, kaiUser.id);
  const { id } = await dataOf(
    await provider.request('/messages/conversations', { token: kai, body: { user_id: theoUser.id } }),
    200,
    opened,
  );
  const send = (token: string, body: string) =>
    provider.request(`/messages/conversations/${id}/messages`, { token, body: { body } });
  const first = await dataOf(await send(kai, 'Hello **Theo** <script>alert(1)</script>'), 201, directMessageSchema);
  expect(first.html).toContain('<strong>Theo</strong>');
  expect(first.html).not.toContain('<script>');
  for (let i = 0; i < MESSAGES_PAGE_SIZE; i++) await dataOf(await send(kai, `line ${i}`), 201, directMessageSchema);
  const list = await dataOf(
    await provider.request('/messages/conversations', { token: theo }),
    200,
    conversationListSchema,
  );
  expect(list.conversations.find((c) => c.id === id)).toMatchObject({ unread: MESSAGES_PAGE_SIZE + 1 });
  const page = await dataOf(
    await provider.request(`/messages/conversations/${id}`, { token: theo }),
    200,
    conversationPageSchema,
  );
  expect(page.messages).toHaveLength(MESSAGES_PAGE_SIZE);
  expect(page.older).toBe(true);
  expect(page.messages.at(-1)!.html).toContain(`line ${MESSAGES_PAGE_SIZE - 1}`);
  const older = await dataOf(
    await provider.request(`/messages/conversations/${id}?before=${page.messages[0].id}`, { token: theo }),
    200,
    conversationPageSchema,
  );
  expect(older.messages.map((m) => m.id)).toEqual([first.id]);
  // Theo opened it: Kai sees the read receipts, Theo no unread.
  const kaiView = await dataOf(
    await provider.request(`/messages/conversations/${id}`, { token: kai }),
    200,
    conversationPageSchema,
  );
  expect(kaiView.messages.every((m) => m.from_me && m.read_at !== null)).toBe(true);
  const after = await dataOf(
    await provider.request('/messages/conversations', { token: theo }),
    200,
    conversationListSchema,
  );
  expect(after.conversations.find((c) => c.id === id)!.unread).toBe(0);
  const bell = await dataOf(await provider.request('/me/notification', { token: theo }), 200, notificationListSchema);
  expect(bell.notifications[0]).toMatchObject({ kind: 'message', text: '@KaiNakamura sent you a message.' });
  // Opening the conversation read its notifications too.
  const ofConversation = bell.notifications.filter((n) => n.href.endsWith(`/messages/conversation/${id}`));
  expect(ofConversation.length).toBeGreaterThan(0);
  expect(ofConversation.every((n) => n.read)).toBe(true);
  // Someone outside the conversation cannot read it.
  await errorsOf(
    await provider.request(`/messages/conversations/${id}`, { token: await tokenFor(provider, 'MayaChen') }),
    404,
  );
});

test('sending over the limit answers 429 with Retry-After', async () => {
  const limited = await createTestProvider({ env: { MESSAGE_RATE_LIMIT: '2/60' } });
  try {
    const kai = await tokenFor(limited, 'KaiNakamura');
    const theo = await tokenFor(limited, 'TheoBrooks');
    await limited.request(`/relationships/follows/${(await demoUser(limited, 'TheoBrooks')).id}`, {
      method: 'POST',
      token: kai,
    });
    await limited.request(`/relationships/follows/${(await demoUser(limited, 'KaiNakamura')).id}`, {
      method: 'POST',
      token: theo,
    });
    const { id } = await dataOf(
      await limited.request('/messages/conversations', {
        token: kai,
        body: { user_id: (await demoUser(limited, 'TheoBrooks')).id },
      }),
      200,
      opened,
    );
    const send = () => limited.request(`/messages/conversations/${id}/messages`, { token: kai, body: { body: 'hi' } });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const refused = await send();
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorsOf(refused, 429)).errors[0].error).toMatch(/up to 2 messages per minute/);
  } finally {
    await limited.close();
  }
});

test('a forum mention notifies the mentioned player, a reply the topic author; a block hides them', async () => {
  const maya = await tokenFor(provider, 'MayaChen');
  const juno = await tokenFor(provider, 'JunoPark');
  const channels = await provider.request('/content/channels?platform=nervus');
  const channelId = ((await channels.json()) as { data: { id: number }[] }).data[0].id;
  const created = await provider.request(`/content/contexts/channel/${channelId}/messages`, {
    token: maya,
    body: { title: 'Ideas for rain gardens', body: 'What do you think @JunoPark?' },
  });
  expect(created.status).toBe(201);
  const { topic_id: topicId, message_id: openingId } = (
    (await created.json()) as { data: { topic_id: number; message_id: number } }
  ).data;
  let bell = await dataOf(await provider.request('/me/notification', { token: juno }), 200, notificationListSchema);
  expect(bell.notifications[0]).toMatchObject({
    kind: 'mention',
    text: '@MayaChen mentioned you in “Ideas for rain gardens”.',
    // At the post, on the topic's page that holds it.
    href: `/platform/discussion-forums/channel/topics/${topicId}?post=${openingId}#post-${openingId}`,
  });
  const replied = await provider.request(`/content/contexts/topic/${topicId}/messages`, {
    token: juno,
    body: { body: 'Love it' },
  });
  const replyId = ((await replied.json()) as { data: { message_id: number } }).data.message_id;
  bell = await dataOf(await provider.request('/me/notification', { token: maya }), 200, notificationListSchema);
  expect(bell.notifications[0]).toMatchObject({
    kind: 'forum-reply',
    text: '@JunoPark replied to your topic “Ideas for rain gardens”.',
    href: `/platform/discussion-forums/channel/topics/${topicId}?post=${replyId}#post-${replyId}`,
  });
  // Maya blocks Juno: Juno's next reply no longer reaches her.
  const before = bell.unread;
  await provider.request(`/relationships/blocks/${(await demoUser(provider, 'JunoPark')).id}`, {
    method: 'POST',
    token: maya,
  });
  await provider.request(`/content/contexts/topic/${topicId}/messages`, {
    token: juno,
    body: { body: 'Again @MayaChen' },
  });
  bell = await dataOf(await provider.request('/me/notification', { token: maya }), 200, notificationListSchema);
  expect(bell.unread).toBe(before);
  // Mark all read.
  const read = await provider.request('/me/notification/read', { token: maya, body: {} });
  expect(((await read.json()) as { data: { unread: number } }).data.unread).toBe(0);
});
