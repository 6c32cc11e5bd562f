// The admin mailer (issue 21 §4; spec 1 §7 POST /admin/mailer/message): admins only; a preview
// composes and counts without queueing; sending queues one outbox row per recipient who accepts
// community messages (the preference is honoured), never to suspended accounts; both are audited.
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ADMIN_TEXTS, auditEntrySchema } from '@/lib/contracts/admin';
import { MAILER_TEXTS, mailerResultSchema } from '@/lib/contracts/mailer';
import { PREVIEW_UNSUBSCRIBE } from '@/server/provider/domain/mailer';
import { emailOutbox, platforms, users } from '@/server/provider/db/schema';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

jest.setTimeout(90_000);

let provider: TestProvider;
let adminToken: string;
beforeAll(async () => {
  provider = await createTestProvider();
  adminToken = await tokenFor(provider, 'admin');
});
afterAll(async () => {
  await provider.close();
});

const send = (body: Record<string, unknown>, token = adminToken) =>
  provider.request('/admin/mailer/message', { body, token });
const outboxCount = async (subject: string) =>
  Number(
    (
      await provider.database.db
        .select({ n: sql<number>`count(*)` })
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, subject))
    )[0].n,
  );

test('a player or an ambassador gets 403; signed out 401', async () => {
  const body = { audience: 'role', role: 'admin', subject: 'Hi', message: 'Hello' };
  for (const name of ['JunoPark', 'Ambassador']) {
    const refused = await errorsOf(await send(body, await tokenFor(provider, name)), 403);
    expect(refused.errors).toEqual([{ field: '*', error: ADMIN_TEXTS.forbidden }]);
  }
  expect((await provider.request('/admin/mailer/message', { body })).status).toBe(401);
});

test('the audience and texts are validated with the contract’s messages', async () => {
  const missing = await errorsOf(await send({ audience: 'user', subject: '', message: '' }), 422);
  expect(missing.errors).toEqual(
    expect.arrayContaining([
      { field: 'subject', error: MAILER_TEXTS.subjectRequired },
      { field: 'message', error: MAILER_TEXTS.messageRequired },
    ]),
  );
  const long = await errorsOf(
    await send({ audience: 'role', role: 'admin', subject: 's'.repeat(201), message: 'm'.repeat(10_001) }),
    422,
  );
  expect(long.errors).toEqual(
    expect.arrayContaining([
      { field: 'subject', error: MAILER_TEXTS.subjectTooLong },
      { field: 'message', error: MAILER_TEXTS.messageTooLong },
    ]),
  );
  const who = await errorsOf(await send({ audience: 'user', subject: 'x', message: 'y' }), 422);
  expect(who.errors).toEqual([{ field: 'screen_name', error: MAILER_TEXTS.screenNameRequired }]);
  expect((await send({ audience: 'user', screen_name: 'nobody-at-all', subject: 'x', message: 'y' })).status).toBe(404);
  expect((await send({ audience: 'platform', platform: 'no-such', subject: 'x', message: 'y' })).status).toBe(404);
  // The edges are accepted.
  await dataOf(
    await send({
      audience: 'role',
      role: 'admin',
      subject: 's'.repeat(200),
      message: 'm'.repeat(10_000),
      preview: true,
    }),
    200,
    mailerResultSchema,
  );
});

test('a preview counts and composes without queueing; sending to a community honours preferences', async () => {
  const [comedy] = await provider.database.db.select().from(platforms).where(eq(platforms.slug, 'comedy'));
  const members = await provider.database.db
    .select()
    .from(users)
    .where(and(eq(users.homePlatformId, comedy.id)));
  expect(members.length).toBeGreaterThan(1);
  // One member switched these messages off.
  await provider.database.db
    .update(users)
    .set({ preferences: sql`${users.preferences} || '{"email_community_messages": false}'::jsonb` })
    .where(eq(users.id, members[0].id));
  const body = {
    audience: 'platform',
    platform: 'comedy',
    subject: 'Comedy night',
    message: 'Hello <b>all</b>\n\nSee you.',
  };
  const preview = await dataOf(await send({ ...body, preview: true }), 200, mailerResultSchema);
  expect(preview).toMatchObject({
    audience: 'members of Comedy',
    recipients: members.length - 1,
    opted_out: 1,
    queued: null,
  });
  expect(preview.preview.html).toContain('Hello &#60;b&#62;all&#60;/b&#62;');
  expect(preview.preview.text).toContain(`Unsubscribe: ${PREVIEW_UNSUBSCRIBE}`);
  // No recipient's working unsubscribe link is shown to the admin.
  expect(preview.preview.html).toContain(PREVIEW_UNSUBSCRIBE);
  expect(`${preview.preview.html}${preview.preview.text}`).not.toMatch(/unsubscribe\?u=/);
  expect(await outboxCount('Comedy night')).toBe(0);

  const sent = await dataOf(await send(body), 200, mailerResultSchema);
  expect(sent.queued).toBe(members.length - 1);
  expect(await outboxCount('Comedy night')).toBe(members.length - 1);
  const rows = await provider.database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Comedy night'));
  expect(rows.map((r) => r.toUserId)).not.toContain(members[0].id);
  expect(rows.every((r) => r.kind === 'community-message')).toBe(true);

  const audit = await dataOf(
    await provider.request('/admin/audit?action=mailer.send', { token: adminToken }),
    200,
    z.array(auditEntrySchema),
  );
  expect(audit[0]).toMatchObject({ actor: 'admin', target_type: 'platform', target_id: 'comedy' });
  expect((await provider.request('/admin/audit?action=mailer.preview', { token: adminToken })).status).toBe(200);
});

test('one user, or a role; suspended accounts are left out; an audience of nobody is refused', async () => {
  const maya = await demoUser(provider, 'MayaChen');
  const one = await dataOf(
    await send({ audience: 'user', screen_name: 'mayachen', subject: 'Just you', message: 'Hi Maya' }),
    200,
    mailerResultSchema,
  );
  expect(one).toMatchObject({ audience: '@MayaChen', recipients: 1, queued: 1 });
  const [row] = await provider.database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Just you'));
  expect(row.toUserId).toBe(maya.id);

  const ambassadors = await dataOf(
    await send({ audience: 'role', role: 'ambassador', subject: 'Amb', message: 'Hi', preview: true }),
    200,
    mailerResultSchema,
  );
  expect(ambassadors.recipients).toBeGreaterThan(0);

  await provider.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, maya.id));
  const nobody = await errorsOf(
    await send({ audience: 'user', screen_name: 'MayaChen', subject: 'Again', message: 'Hi' }),
    422,
  );
  expect(nobody.errors).toEqual([{ field: '*', error: MAILER_TEXTS.nobody }]);
});

test('an address never confirmed gets no bulk message, and the preview counts it apart', async () => {
  const db = provider.database.db;
  const [science] = await db.select().from(platforms).where(eq(platforms.slug, 'science'));
  const members = await db.select().from(users).where(eq(users.homePlatformId, science.id));
  expect(members.length).toBeGreaterThan(1);
  await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, members[0].id));
  try {
    const body = { audience: 'platform', platform: 'science', subject: 'Lab notes', message: 'Hello' };
    const preview = await dataOf(await send({ ...body, preview: true }), 200, mailerResultSchema);
    expect(preview).toMatchObject({ recipients: members.length - 1, unconfirmed: 1, opted_out: 0 });
    await dataOf(await send(body), 200, mailerResultSchema);
    const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Lab notes'));
    expect(rows).toHaveLength(members.length - 1);
    expect(rows.map((r) => r.toUserId)).not.toContain(members[0].id);
  } finally {
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, members[0].id));
  }
});
