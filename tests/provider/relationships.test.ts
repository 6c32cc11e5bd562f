// Relationships (spec 3 §6, §4; issue 19 §1): follow, friend requests and their 30-day expiry by the
// queued job, blocks, and the notifications they send.
import { eq } from 'drizzle-orm';
import { myPeopleSchema, notificationListSchema, relationshipSchema, userSocialSchema } from '@/lib/contracts/social';
import { friendRequests } from '@/server/provider/db/schema';
import { expireFriendRequests } from '@/server/provider/domain/friends';
import { areFriends, friendIds } from '@/server/provider/domain/relationship-reads';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
const db = () => provider.database.db;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const DAY = 86_400_000;

test('following shows in the counts and the relationship, and notifies the followed player', async () => {
  const maya = await tokenFor(provider, 'MayaChen');
  const theo = await demoUser(provider, 'TheoBrooks');
  const before = await dataOf(await provider.request(`/relationships/users/${theo.id}`), 200, userSocialSchema);
  const rel = await dataOf(
    await provider.request(`/relationships/follows/${theo.id}`, { method: 'POST', token: maya }),
    200,
    relationshipSchema,
  );
  expect(rel).toMatchObject({ following: true, followed_by: false, can_message: false });
  const after = await dataOf(await provider.request(`/relationships/users/${theo.id}`), 200, userSocialSchema);
  expect(after.counts.followers).toBe(before.counts.followers + 1);
  const theoToken = await tokenFor(provider, 'TheoBrooks');
  const bell = await dataOf(
    await provider.request('/me/notification', { token: theoToken }),
    200,
    notificationListSchema,
  );
  expect(bell.notifications[0]).toMatchObject({
    kind: 'follow',
    text: '@MayaChen started following you.',
    read: false,
  });
  // Following back makes them mutual: they may message each other.
  const back = await dataOf(
    await provider.request(`/relationships/follows/${(await demoUser(provider, 'MayaChen')).id}`, {
      method: 'POST',
      token: theoToken,
    }),
    200,
    relationshipSchema,
  );
  expect(back).toMatchObject({ following: true, followed_by: true, can_message: true });
});

test('a friend request is accepted into a friendship both ways; a second one is refused', async () => {
  const kai = await tokenFor(provider, 'KaiNakamura');
  const juno = await demoUser(provider, 'JunoPark');
  const kaiUser = await demoUser(provider, 'KaiNakamura');
  const sent = await dataOf(
    await provider.request('/relationships/friend-requests', { token: kai, body: { user_id: juno.id } }),
    201,
    relationshipSchema,
  );
  expect(sent.request?.direction).toBe('out');
  await errorsOf(
    await provider.request('/relationships/friend-requests', { token: kai, body: { user_id: juno.id } }),
    409,
  );
  const junoToken = await tokenFor(provider, 'JunoPark');
  const people = await dataOf(await provider.request('/relationships/me', { token: junoToken }), 200, myPeopleSchema);
  expect(people.requests_in.map((r) => r.from.screen_name)).toContain('KaiNakamura');
  const accepted = await dataOf(
    await provider.request(`/relationships/friend-requests/${sent.request!.id}/response`, {
      token: junoToken,
      body: { action: 'accept' },
    }),
    200,
    relationshipSchema,
  );
  expect(accepted).toMatchObject({ friends: true, request: null, can_message: true });
  expect(await areFriends(db(), kaiUser.id, juno.id)).toBe(true);
  expect(await areFriends(db(), juno.id, kaiUser.id)).toBe(true);
  expect(await friendIds(db(), kaiUser.id)).toContain(juno.id);
  await errorsOf(
    await provider.request('/relationships/friend-requests', { token: kai, body: { user_id: juno.id } }),
    409,
  );
});

test('a sender cancels, a receiver declines; neither can act on a request twice', async () => {
  const maya = await tokenFor(provider, 'MayaChen');
  const kai = await demoUser(provider, 'KaiNakamura');
  const sent = await dataOf(
    await provider.request('/relationships/friend-requests', { token: maya, body: { user_id: kai.id } }),
    201,
    relationshipSchema,
  );
  await dataOf(
    await provider.request(`/relationships/friend-requests/${sent.request!.id}`, { method: 'DELETE', token: maya }),
    200,
    relationshipSchema,
  );
  await errorsOf(
    await provider.request(`/relationships/friend-requests/${sent.request!.id}/response`, {
      token: await tokenFor(provider, 'KaiNakamura'),
      body: { action: 'accept' },
    }),
    404,
  );
  const again = await dataOf(
    await provider.request('/relationships/friend-requests', { token: maya, body: { user_id: kai.id } }),
    201,
    relationshipSchema,
  );
  const declined = await dataOf(
    await provider.request(`/relationships/friend-requests/${again.request!.id}/response`, {
      token: await tokenFor(provider, 'KaiNakamura'),
      body: { action: 'decline' },
    }),
    200,
    relationshipSchema,
  );
  expect(declined).toMatchObject({ friends: false, request: null });
});

test('a pending request expires at 30 days, not at 29 days 23 hours', async () => {
  const theo = await demoUser(provider, 'TheoBrooks');
  const juno = await demoUser(provider, 'JunoPark');
  const sentAt = new Date('2026-01-01T00:00:00Z');
  const [request] = await db()
    .insert(friendRequests)
    .values({ fromUserId: theo.id, toUserId: juno.id, createdAt: sentAt })
    .returning();
  expect(await expireFriendRequests(db(), new Date(sentAt.getTime() + 29 * DAY + 23 * 3_600_000))).toBe(0);
  let [row] = await db().select().from(friendRequests).where(eq(friendRequests.id, request.id));
  expect(row.status).toBe('pending');
  expect(await expireFriendRequests(db(), new Date(sentAt.getTime() + 30 * DAY))).toBe(1);
  [row] = await db().select().from(friendRequests).where(eq(friendRequests.id, request.id));
  expect(row.status).toBe('expired');
});

test('self-requests are refused, and a blocked player can neither follow nor send requests', async () => {
  const theo = await tokenFor(provider, 'TheoBrooks');
  const theoUser = await demoUser(provider, 'TheoBrooks');
  await errorsOf(await provider.request(`/relationships/follows/${theoUser.id}`, { method: 'POST', token: theo }), 422);
  const maya = await demoUser(provider, 'MayaChen');
  const blocked = await dataOf(
    await provider.request(`/relationships/blocks/${maya.id}`, { method: 'POST', token: theo }),
    200,
    relationshipSchema,
  );
  // Blocking ends the follows between them both ways.
  expect(blocked).toMatchObject({ blocked: true, following: false, followed_by: false, can_message: false });
  const mayaToken = await tokenFor(provider, 'MayaChen');
  await errorsOf(
    await provider.request(`/relationships/follows/${theoUser.id}`, { method: 'POST', token: mayaToken }),
    403,
  );
  await errorsOf(
    await provider.request('/relationships/friend-requests', { token: mayaToken, body: { user_id: theoUser.id } }),
    403,
  );
  await provider.request(`/relationships/blocks/${maya.id}`, { method: 'DELETE', token: theo });
  expect(
    (await provider.request(`/relationships/follows/${theoUser.id}`, { method: 'POST', token: mayaToken })).status,
  ).toBe(200);
});

test('signed out, the people calls answer 401', async () => {
  expect((await provider.request('/relationships/me')).status).toBe(401);
  expect((await provider.request('/relationships/follows/1', { method: 'POST' })).status).toBe(401);
});
