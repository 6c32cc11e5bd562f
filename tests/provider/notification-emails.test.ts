// Social notification emails (issue 19 §3, §4): a follow, a friend request, a message, a mention or
// a forum reply also queues an email, in the same statement as the notifications, to every
// recipient whose 'email_social' preference is on; the body is
// React-rendered with a plain-text part and its link resolves to the web app when composed, with
// the one-click unsubscribe of that preference. Direct messages mail once per conversation until read.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/server/provider/db/client';
import { emailOutbox, users } from '@/server/provider/db/schema';
import { notifyWithEmail } from '@/server/provider/domain/notifications';
import { composeEmail } from '@/server/provider/email/compose';
import { socialEmail } from '@/server/provider/email/templates/social';
import { dataOf } from './api-helpers';
import { freshPlayers } from './fixtures';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
const db = () => provider.database.db;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const players = (prefix: string, n: number) => freshPlayers(provider, prefix, n);

const mailTo = (userId: number) =>
  db().select().from(emailOutbox).where(eq(emailOutbox.toUserId, userId)).orderBy(desc(emailOutbox.id));

const socialOff = (userId: number) =>
  db()
    .update(users)
    .set({ preferences: sql`${users.preferences} || '{"email_social": false}'::jsonb` })
    .where(eq(users.id, userId));

test('a follow mails the followed player: subject, link to the follower, both parts, unsubscribe', async () => {
  const [ana, ben] = await players('FollowMail', 2);
  expect(
    (await provider.request(`/relationships/follows/${ben.id}`, { method: 'POST', token: ana.token })).status,
  ).toBe(200);
  const rows = await mailTo(ben.id);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    kind: 'follow',
    subject: '@FollowMail0 started following you',
    toAddress: ben.email,
  });
  const mail = composeEmail(rows[0], provider.config);
  expect(mail.text).toContain('See their profile: http://localhost:3000/FollowMail0');
  expect(mail.html).toContain('href="http://localhost:3000/FollowMail0"');
  expect(mail.html).not.toContain('{{web}}');
  expect(mail.unsubscribe).toContain('k=email_social');
  expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
});

test("a player's text holding the link placeholder stays text: no look-alike link to another host", () => {
  const content = socialEmail(
    'forum-reply',
    '@Eve replied to your topic “{{web}}.evil.example/login”.',
    '/platform/t/1',
  );
  const mail = composeEmail(
    {
      id: 1,
      kind: 'forum-reply',
      toUserId: 7,
      toAddress: 'x@example.test',
      subject: content.subject,
      html: content.html,
      text: content.text,
    } as Parameters<typeof composeEmail>[0],
    provider.config,
  );
  expect(mail.text).not.toContain('localhost:3000.evil.example');
  expect(mail.html).not.toContain('localhost:3000.evil.example');
  expect(mail.text).toContain('Read the reply: http://localhost:3000/platform/t/1');
});

test('with the social preference off there is no email, and the notification is still written', async () => {
  const [ana, ben] = await players('QuietMail', 2);
  await socialOff(ben.id);
  await provider.request(`/relationships/follows/${ben.id}`, { method: 'POST', token: ana.token });
  await provider.request('/relationships/friend-requests', { token: ana.token, body: { user_id: ben.id } });
  expect(await mailTo(ben.id)).toHaveLength(0);
  const list = await dataOf(
    await provider.request('/me/notification', { token: ben.token }),
    200,
    z.object({ notifications: z.array(z.object({ kind: z.string() })) }),
  );
  expect(list.notifications.map((n) => n.kind).sort()).toEqual(['follow', 'friend-request']);
});

test('a friend request mails once, with the link to the friends page', async () => {
  const [ana, ben] = await players('AskMail', 2);
  const res = await provider.request('/relationships/friend-requests', { token: ana.token, body: { user_id: ben.id } });
  expect(res.status).toBeLessThan(300);
  const rows = await mailTo(ben.id);
  expect(rows.map((r) => [r.kind, r.subject])).toEqual([['friend-request', '@AskMail0 sent you a friend request']]);
  expect(composeEmail(rows[0], provider.config).text).toContain(
    'Answer the request: http://localhost:3000/AskMail1/my-dashboard/friends-followers',
  );
});

test('a fan-out to many recipients is one statement; each gets one email unless they switched it off', async () => {
  const [actor, ...readers] = await players('ReplyMail', 6);
  await socialOff(readers[0].id);
  let statements = 0;
  const counting = {
    execute: (query: Parameters<Db['execute']>[0]) => {
      statements += 1;
      return db().execute(query);
    },
  } as unknown as Db;
  const result = await notifyWithEmail(counting, {
    kind: 'forum-reply',
    to: readers.map((r) => r.id),
    actorId: actor.id,
    text: '@ReplyMail0 replied in “Bike lanes”.',
    href: '/forums/topic/1',
  });
  expect(statements).toBe(1);
  expect(result).toEqual({ written: 5, mailed: 4 });
  const rows = await db()
    .select()
    .from(emailOutbox)
    .where(
      and(
        inArray(
          emailOutbox.toUserId,
          readers.map((r) => r.id),
        ),
        eq(emailOutbox.kind, 'forum-reply'),
      ),
    );
  expect(rows.map((r) => r.toUserId).sort()).toEqual(
    readers
      .slice(1)
      .map((r) => r.id)
      .sort(),
  );
  expect(rows[0].subject).toBe('@ReplyMail0 replied in “Bike lanes”');
});

test('kinds outside the social preference write no email here (they have their own mail)', async () => {
  const [actor, reader] = await players('PrizeMail', 2);
  const result = await notifyWithEmail(db(), {
    kind: 'prize',
    to: [reader.id],
    actorId: actor.id,
    text: 'You won a prize.',
    href: '/x',
  });
  expect(result).toEqual({ written: 1, mailed: 0 });
});

test('direct messages mail once per conversation until the recipient reads it', async () => {
  const [ana, ben] = await players('DmMail', 2);
  for (const [a, b] of [
    [ana, ben],
    [ben, ana],
  ])
    await provider.request(`/relationships/follows/${b.id}`, { method: 'POST', token: a.token });
  const { id } = await dataOf(
    await provider.request('/messages/conversations', { token: ana.token, body: { user_id: ben.id } }),
    200,
    z.object({ id: z.number() }),
  );
  const send = (body: string) =>
    provider.request(`/messages/conversations/${id}/messages`, { token: ana.token, body: { body } });
  const messagesMailed = async () => (await mailTo(ben.id)).filter((r) => r.kind === 'message');
  expect((await send('one')).status).toBe(201);
  expect((await send('two')).status).toBe(201);
  expect(await messagesMailed()).toHaveLength(1);
  // Ben reads the conversation; the next message mails again.
  expect((await provider.request(`/messages/conversations/${id}`, { token: ben.token })).status).toBe(200);
  expect((await send('three')).status).toBe(201);
  const rows = await messagesMailed();
  expect(rows).toHaveLength(2);
  expect(rows[0].subject).toBe('@DmMail0 sent you a message');
  expect(composeEmail(rows[0], provider.config).text).toContain(
    `Read the message: http://localhost:3000/DmMail1/my-dashboard/messages/conversation/${id}`,
  );
});
