// Moderation (issue 21 §3, §7): a player reports an idea once (a second open report is refused,
// reports are rate limited), the community's ambassador and the admins see it in the queue (an
// ambassador elsewhere gets 403), hiding it takes it off the challenge page, every action is one
// audit row, and the reporters and the author are told the outcome. POST /acl/permissions and
// POST /acl/moderations/users are admin and own-community calls.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { auditEntrySchema } from '@/lib/contracts/admin';
import { challengeDetailSchema } from '@/lib/contracts/challenge';
import {
  MODERATION_TEXTS,
  aclPermissionResultSchema,
  moderationQueueSchema,
  moderationResultSchema,
  reportReceiptSchema,
} from '@/lib/contracts/moderation';
import { challenges, ideas, notifications, platforms, users } from '@/server/provider/db/schema';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

jest.setTimeout(120_000);

let provider: TestProvider;
let adminToken: string;
let ambassadorToken: string;
beforeAll(async () => {
  provider = await createTestProvider({ env: { REPORT_RATE_LIMIT: '12/600' } });
  adminToken = await tokenFor(provider, 'admin');
  ambassadorToken = await tokenFor(provider, 'Ambassador');
});
afterAll(async () => {
  await provider.close();
});

/** An open challenge's idea in a community, with its author and the challenge's slug. */
async function ideaIn(community: string, notBy: number[] = [], skip = 0) {
  const rows = await provider.database.db
    .select({ id: ideas.id, authorId: ideas.authorId, slug: challenges.slug })
    .from(ideas)
    .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
    .innerJoin(platforms, eq(platforms.id, challenges.platformId))
    .where(
      and(
        eq(platforms.slug, community),
        eq(challenges.state, 'published'),
        eq(ideas.declined, false),
        isNull(ideas.hiddenAt),
      ),
    )
    .orderBy(desc(ideas.id));
  const found = rows.filter((r) => !notBy.includes(r.authorId))[skip];
  if (!found) throw new Error(`No idea in ${community}`);
  return found;
}

async function reporterOtherThan(authorId: number, skip: string[] = []) {
  const candidates = ['JunoPark', 'MayaChen', 'TheoBrooks', 'AdaLovelace'].filter((n) => !skip.includes(n));
  for (const name of candidates) {
    const user = await demoUser(provider, name);
    if (user.id !== authorId) return { user, token: await tokenFor(provider, name) };
  }
  throw new Error('no reporter');
}

const latestNotification = async (userId: number) =>
  (
    await provider.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'moderation')))
      .orderBy(desc(notifications.id))
      .limit(1)
  )[0];

const audit = async (query: string) =>
  dataOf(await provider.request(`/admin/audit?${query}`, { token: adminToken }), 200, z.array(auditEntrySchema));

test('a report is validated, one open per reporter and target, and never of one’s own content', async () => {
  const idea = await ideaIn('nervus');
  const { token } = await reporterOtherThan(idea.authorId);
  const missing = await errorsOf(
    await provider.request('/immunity/reports', { body: { target_type: 'idea', target_id: idea.id }, token }),
    422,
  );
  expect(missing.errors).toContainEqual({ field: 'reason', error: MODERATION_TEXTS.reasonRequired });
  const other = await errorsOf(
    await provider.request('/immunity/reports', {
      body: { target_type: 'idea', target_id: idea.id, reason: 'other' },
      token,
    }),
    422,
  );
  expect(other.errors).toContainEqual({ field: 'note', error: MODERATION_TEXTS.noteRequired });
  expect(
    (
      await provider.request('/immunity/reports', {
        body: { target_type: 'idea', target_id: idea.id, reason: 'spam', note: 'x'.repeat(501) },
        token,
      })
    ).status,
  ).toBe(422);

  await dataOf(
    await provider.request('/immunity/reports', {
      body: { target_type: 'idea', target_id: idea.id, reason: 'spam', note: 'x'.repeat(500) },
      token,
    }),
    201,
    reportReceiptSchema,
  );
  const twice = await errorsOf(
    await provider.request('/immunity/reports', {
      body: { target_type: 'idea', target_id: idea.id, reason: 'spam' },
      token,
    }),
    409,
  );
  expect(twice.errors).toEqual([{ field: '*', error: MODERATION_TEXTS.alreadyReported }]);

  const authorName = (await provider.database.db.select().from(users).where(eq(users.id, idea.authorId)))[0].screenName;
  const own = await errorsOf(
    await provider.request('/immunity/reports', {
      body: { target_type: 'idea', target_id: idea.id, reason: 'spam' },
      token: await tokenFor(provider, authorName),
    }),
    422,
  );
  expect(own.errors).toEqual([{ field: 'target_id', error: MODERATION_TEXTS.ownContent }]);
  const none = await provider.request('/immunity/reports', {
    body: { target_type: 'challenge', target_id: 999_999, reason: 'spam' },
    token,
  });
  expect(none.status).toBe(404);
  expect(
    (await provider.request('/immunity/reports', { body: { target_type: 'idea', target_id: idea.id, reason: 'spam' } }))
      .status,
  ).toBe(401);
});

test('reports are rate limited with a 429 and Retry-After', async () => {
  const token = await tokenFor(provider, 'ZaraAhmed');
  let last: Response | null = null;
  for (let i = 0; i < 13; i++)
    last = await provider.request('/immunity/reports', {
      body: { target_type: 'user', target_id: 999_000 + i, reason: 'spam' },
      token,
    });
  expect(last!.status).toBe(429);
  expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
});

test('the queue is for the community’s ambassador and admins; a player or an ambassador elsewhere gets 403', async () => {
  const player = await tokenFor(provider, 'JunoPark');
  expect((await provider.request('/immunity/reports', { token: player })).status).toBe(403);
  expect((await provider.request('/immunity/reports?platform=comedy', { token: ambassadorToken })).status).toBe(403);
  const own = await dataOf(
    await provider.request('/immunity/reports', { token: ambassadorToken }),
    200,
    moderationQueueSchema,
  );
  expect(own.platforms.map((p) => p.slug)).toEqual(['innovators']);
  expect(own.reports.every((r) => r.platform === 'innovators')).toBe(true);
  const all = await dataOf(
    await provider.request('/immunity/reports', { token: adminToken }),
    200,
    moderationQueueSchema,
  );
  expect(all.platforms.length).toBeGreaterThan(1);
});

test('an ambassador cannot act on a report outside their community (403, no audit row)', async () => {
  const idea = await ideaIn('nervus', [], 1);
  const { token } = await reporterOtherThan(idea.authorId, ['TheoBrooks']);
  const report = await dataOf(
    await provider.request('/immunity/reports', {
      body: { target_type: 'idea', target_id: idea.id, reason: 'hate' },
      token,
    }),
    201,
    reportReceiptSchema,
  );
  const refused = await errorsOf(
    await provider.request(`/immunity/reports/${report.id}/actions`, {
      body: { action: 'hide' },
      token: ambassadorToken,
    }),
    403,
  );
  expect(refused.errors).toEqual([{ field: '*', error: MODERATION_TEXTS.forbidden }]);
  expect(
    (await provider.request(`/immunity/reports/${report.id}/actions`, { body: { action: 'hide' }, token })).status,
  ).toBe(403);
  expect((await audit('action=moderation.hide')).filter((a) => a.target_id === String(idea.id))).toEqual([]);
});

test('an ambassador suspends members of their own community only; a settled report is not acted on again (409)', async () => {
  const idea = await ideaIn('innovators', [], 2);
  const [main] = await provider.database.db.select().from(platforms).where(eq(platforms.slug, 'nervus'));
  // The author belongs to another community, though their idea is in the ambassador's.
  await provider.database.db.update(users).set({ homePlatformId: main.id }).where(eq(users.id, idea.authorId));
  const { token } = await reporterOtherThan(idea.authorId);
  const report = await dataOf(
    await provider.request('/immunity/reports', {
      body: { target_type: 'idea', target_id: idea.id, reason: 'spam' },
      token,
    }),
    201,
    reportReceiptSchema,
  );
  const act = (action: string) =>
    provider.request(`/immunity/reports/${report.id}/actions`, { body: { action }, token: ambassadorToken });
  expect((await errorsOf(await act('suspend'), 403)).errors).toEqual([
    { field: '*', error: MODERATION_TEXTS.notYourMember },
  ]);
  const [author] = await provider.database.db.select().from(users).where(eq(users.id, idea.authorId));
  expect(author.suspendedAt).toBeNull();
  await dataOf(await act('dismiss'), 200, moderationResultSchema);
  expect((await errorsOf(await act('warn'), 409)).errors).toEqual([
    { field: '*', error: MODERATION_TEXTS.alreadySettled },
  ]);
});

test('hiding an idea takes it off the challenge page, tells reporter and author, and is audited; restore undoes it', async () => {
  const idea = await ideaIn('innovators');
  const { user: reporter, token } = await reporterOtherThan(idea.authorId, ['TheoBrooks']);
  const report = await dataOf(
    await provider.request('/immunity/reports', {
      body: { target_type: 'idea', target_id: idea.id, reason: 'harassment', note: 'Insults another player' },
      token,
    }),
    201,
    reportReceiptSchema,
  );
  const queue = await dataOf(
    await provider.request('/immunity/reports?platform=innovators', { token: ambassadorToken }),
    200,
    moderationQueueSchema,
  );
  const row = queue.reports.find((r) => r.id === report.id)!;
  expect(row).toMatchObject({ target_type: 'idea', reason: 'harassment', open_reports: 1 });
  expect(row.target.author?.id).toBe(idea.authorId);

  const hidden = await dataOf(
    await provider.request(`/immunity/reports/${report.id}/actions`, {
      body: { action: 'hide', note: 'Personal attack' },
      token: ambassadorToken,
      headers: { 'x-request-id': 'req-hide-1' },
    }),
    200,
    moderationResultSchema,
  );
  expect(hidden).toMatchObject({ outcome: 'hidden', resolved: 1, challenge: { slug: idea.slug } });
  const page = await dataOf(await provider.request(`/challenges/${idea.slug}`), 200, challengeDetailSchema);
  expect(page.ideas.map((i) => i.id)).not.toContain(idea.id);

  expect((await latestNotification(reporter.id)).text).toMatch(/^A moderator hid the idea you reported/);
  expect((await latestNotification(idea.authorId)).text).toMatch(/^A moderator hid your idea .*Personal attack/);
  const rows = await audit('action=moderation.hide');
  expect(rows.find((a) => a.request_id === 'req-hide-1')).toMatchObject({
    actor: 'Ambassador',
    target_type: 'idea',
    target_id: String(idea.id),
  });
  const resolvedQueue = await dataOf(
    await provider.request('/immunity/reports?status=resolved', { token: adminToken }),
    200,
    moderationQueueSchema,
  );
  expect(resolvedQueue.reports.find((r) => r.id === report.id)).toMatchObject({
    outcome: 'hidden',
    target: { hidden: true },
  });
  // Reporting hidden content again finds nothing to report.
  expect(
    (
      await provider.request('/immunity/reports', {
        body: { target_type: 'idea', target_id: idea.id, reason: 'spam' },
        token: await tokenFor(provider, 'TheoBrooks'),
      })
    ).status,
  ).toBe(404);

  await dataOf(
    await provider.request(`/immunity/reports/${report.id}/actions`, {
      body: { action: 'restore' },
      token: adminToken,
    }),
    200,
    moderationResultSchema,
  );
  const again = await dataOf(await provider.request(`/challenges/${idea.slug}`), 200, challengeDetailSchema);
  expect(again.ideas.map((i) => i.id)).toContain(idea.id);
  expect((await latestNotification(idea.authorId)).text).toMatch(/^A moderator restored your idea/);
  expect((await audit('action=moderation.restore')).length).toBeGreaterThan(0);
});

test('dismiss and warn settle every open report of the target and tell each reporter', async () => {
  const idea = await ideaIn('innovators', [], 1);
  const first = await reporterOtherThan(idea.authorId, ['TheoBrooks']);
  const second = await reporterOtherThan(idea.authorId, ['TheoBrooks', first.user.screenName]);
  const r1 = await dataOf(
    await provider.request('/immunity/reports', {
      body: { target_type: 'idea', target_id: idea.id, reason: 'spam' },
      token: first.token,
    }),
    201,
    reportReceiptSchema,
  );
  await dataOf(
    await provider.request('/immunity/reports', {
      body: { target_type: 'idea', target_id: idea.id, reason: 'off-topic' },
      token: second.token,
    }),
    201,
    reportReceiptSchema,
  );
  const warned = await dataOf(
    await provider.request(`/immunity/reports/${r1.id}/actions`, { body: { action: 'warn' }, token: adminToken }),
    200,
    moderationResultSchema,
  );
  expect(warned.resolved).toBe(2);
  for (const reporter of [first.user, second.user])
    expect((await latestNotification(reporter.id)).text).toMatch(/^A moderator warned the author/);
  expect((await latestNotification(idea.authorId)).text).toMatch(/^A moderator warned you/);
  const hide = await provider.request(`/immunity/reports/${r1.id}/actions`, {
    body: { action: 'restore' },
    token: adminToken,
  });
  expect((await errorsOf(hide, 422)).errors).toEqual([{ field: 'action', error: MODERATION_TEXTS.notHidden }]);
});

test('a person can be reported and suspended from the queue, but not hidden; staff cannot be suspended', async () => {
  const theo = await demoUser(provider, 'TheoBrooks');
  const juno = await tokenFor(provider, 'JunoPark');
  const report = await dataOf(
    await provider.request('/immunity/reports', {
      body: { target_type: 'user', target_id: theo.id, reason: 'spam' },
      token: juno,
    }),
    201,
    reportReceiptSchema,
  );
  expect(
    (
      await errorsOf(
        await provider.request(`/immunity/reports/${report.id}/actions`, {
          body: { action: 'hide' },
          token: adminToken,
        }),
        422,
      )
    ).errors,
  ).toEqual([{ field: 'action', error: MODERATION_TEXTS.cannotHideUser }]);
  const theoToken = await tokenFor(provider, 'TheoBrooks');
  await dataOf(
    await provider.request(`/immunity/reports/${report.id}/actions`, {
      body: { action: 'suspend' },
      token: adminToken,
    }),
    200,
    moderationResultSchema,
  );
  expect((await provider.request('/me/detailed', { token: theoToken })).status).toBe(401);
  expect((await audit('action=moderation.suspend')).length).toBe(1);

  const amb = await demoUser(provider, 'Ambassador');
  const staff = await dataOf(
    await provider.request('/immunity/reports', {
      body: { target_type: 'user', target_id: amb.id, reason: 'spam' },
      token: juno,
    }),
    201,
    reportReceiptSchema,
  );
  expect(
    (
      await provider.request(`/immunity/reports/${staff.id}/actions`, {
        body: { action: 'suspend' },
        token: adminToken,
      })
    ).status,
  ).toBe(422);
});

test('POST /acl/permissions: admins grant and revoke an ambassador; others get 403; audited', async () => {
  const body = { screen_name: 'AdaLovelace', permission: 'platform-ambassador', action: 'grant', platform: 'comedy' };
  for (const token of [ambassadorToken, await tokenFor(provider, 'JunoPark')])
    expect((await provider.request('/acl/permissions', { body, token })).status).toBe(403);
  const granted = await dataOf(
    await provider.request('/acl/permissions', { body, token: adminToken }),
    200,
    aclPermissionResultSchema,
  );
  expect(granted).toMatchObject({ screen_name: 'AdaLovelace', granted: true, platform: 'comedy' });
  const revoked = await dataOf(
    await provider.request('/acl/permissions', { body: { ...body, action: 'revoke' }, token: adminToken }),
    200,
    aclPermissionResultSchema,
  );
  expect(revoked.granted).toBe(false);
  expect((await audit('action=acl.grant-platform-ambassador')).length).toBe(1);
  expect(
    (await provider.request('/acl/permissions', { body: { ...body, screen_name: 'nobody-here' }, token: adminToken }))
      .status,
  ).toBe(404);
});

test('POST /acl/moderations/users: an ambassador acts on their own community’s members only, audited', async () => {
  const ambassador = await demoUser(provider, 'Ambassador');
  const [member] = await provider.database.db
    .select()
    .from(users)
    .where(and(eq(users.homePlatformId, ambassador.homePlatformId!), eq(users.globalAdmin, false)))
    .limit(2)
    .then((rows) => rows.filter((r) => r.id !== ambassador.id));
  const [outsider] = await provider.database.db.select().from(users).where(eq(users.screenName, 'JunoPark'));
  expect(outsider.homePlatformId).not.toBe(ambassador.homePlatformId);
  const outside = await provider.request('/acl/moderations/users', {
    body: { screen_name: outsider.screenName, action: 'suspend', reason: 'spam' },
    token: ambassadorToken,
  });
  expect(outside.status).toBe(403);
  if (member) {
    const inside = await provider.request('/acl/moderations/users', {
      body: { screen_name: member.screenName, action: 'suspend', days: 1, reason: 'spam' },
      token: ambassadorToken,
    });
    expect(inside.status).toBe(200);
    expect((await audit('action=forum.suspend')).map((a) => a.target_id)).toContain(String(member.id));
  }
  const admin = await provider.request('/acl/moderations/users', {
    body: { screen_name: outsider.screenName, action: 'restore', reason: 'ok' },
    token: adminToken,
  });
  expect(admin.status).toBe(200);
});
