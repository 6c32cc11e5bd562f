// Directors and base olympiads (spec 3 §1, §2.5, §7; issue 17 §1, §5): 'A person becomes a Director
// on creating or re-nerving a first question' (an AMA box included; only the first; a tournament without a host gets
// its community's first director); the director dashboard is behind the director-dashboard flag;
// the host and the admins they add change settings, add admins, stop it, and pay; others cannot;
// renewal creates the next cycle from the base olympiad, and a stopped one renews no more. Every
// change a director makes is written to the audit log.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { amaCreatedSchema } from '@/lib/contracts/ama';
import { challengeCreatedSchema, type ChallengeCreateInput } from '@/lib/contracts/challenge-create';
import { baseOlympiadSchema, directorDashboardSchema, DIRECTOR_MESSAGES } from '@/lib/contracts/directors';
import { FLAG } from '@/lib/contracts/flags';
import {
  auditLog,
  baseOlympiads,
  categories,
  directors,
  featureFlags,
  olympiads,
  platforms,
} from '@/server/provider/db/schema';
import { closeOlympiad } from '@/server/provider/domain/olympiad-closing';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { signUpUser } from './accounts-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});
const db = () => provider.database.db;
const DAY = 86_400_000;

async function question(title: string, community = 'nervus'): Promise<ChallengeCreateInput> {
  const [category] = await db().select({ id: categories.id }).from(categories).where(eq(categories.slug, 'transit'));
  const start = new Date();
  return {
    solution_format: 'challenge',
    platform_domain: community,
    platform_category: category.id,
    question_title: title,
    question_detail: 'Night buses are the only option for shift workers, yet many avoid them after 11 pm.',
    duration_start: start.toISOString(),
    duration_end: new Date(start.getTime() + 30 * DAY).toISOString(),
    primary_image: '/images/library/full/a-bright-idea.jpg',
  };
}

async function newPlayer(): Promise<{ token: string; id: number; screen_name: string }> {
  const account = await signUpUser(provider);
  const token = await tokenFor(provider, account.screen_name);
  const { id } = await demoUser(provider, account.screen_name);
  return { token, id, screen_name: account.screen_name };
}

async function publish(token: string, title: string) {
  return dataOf(
    await provider.request('/challenges', { method: 'POST', token, body: await question(title) }),
    201,
    challengeCreatedSchema,
  );
}

const dashboard = async (token: string) =>
  dataOf(await provider.request('/olympiad/director', { token }), 200, directorDashboardSchema);

async function nervusBase() {
  const [platform] = await db().select().from(platforms).where(eq(platforms.slug, 'nervus'));
  const [base] = await db().select().from(baseOlympiads).where(eq(baseOlympiads.platformId, platform.id));
  return base;
}

test('the first question makes a director (and a host when the tournament has none); the second changes nothing', async () => {
  const base = await nervusBase();
  // The seed's host steps down, so the community's next first question hosts it.
  await db().update(baseOlympiads).set({ directorId: null }).where(eq(baseOlympiads.id, base.id));

  const first = await newPlayer();
  const before = await dashboard(first.token);
  expect(before.director).toBeNull();
  expect(before.can_run).toBe(false);

  const asked = await publish(first.token, 'What could make night buses feel safer for people travelling alone');
  const made = await dashboard(first.token);
  expect(made.director?.platform.slug).toBe('nervus');
  expect(made.director?.challenge.slug).toBe(asked.slug);
  expect(made.is_host).toBe(true);
  expect(made.can_run).toBe(true);
  expect(made.base?.director?.handle).toBe(first.screen_name);
  // The running cycle of the tournament is hosted by them too.
  const [current] = await db()
    .select()
    .from(olympiads)
    .where(and(eq(olympiads.baseOlympiadId, base.id), eq(olympiads.isCurrent, true)));
  expect(current.directorId).toBe(first.id);

  // A second question keeps the first as the one that made them a director.
  await publish(first.token, 'What could make a rural bus stop worth waiting at');
  const [record] = await db().select().from(directors).where(eq(directors.userId, first.id));
  expect(record.challengeId).toBe(asked.id);

  // The next first question on the same community makes a director, not a second host.
  const second = await newPlayer();
  await publish(second.token, 'What could make bus timetables readable at a glance');
  const theirs = await dashboard(second.token);
  expect(theirs.director?.platform.slug).toBe('nervus');
  expect(theirs.is_host).toBe(false);
  expect(theirs.can_run).toBe(false);
  expect(theirs.base?.director?.handle).toBe(first.screen_name);
});

test('a first ask-me-anything box makes its owner a director too (an AMA box is a published question)', async () => {
  const owner = await newPlayer();
  const created = await dataOf(
    await provider.request('/suggestion-box/ama', {
      method: 'POST',
      token: owner.token,
      body: {
        platform_domain: 'nervus',
        question_title: 'Ask me anything about running night buses',
        question_detail: 'Twelve years driving the N-routes.',
        duration_days: 30,
      },
    }),
    201,
    amaCreatedSchema,
  );
  const [record] = await db().select().from(directors).where(eq(directors.userId, owner.id));
  expect(record).toMatchObject({ challengeId: created.id });
  expect((await dashboard(owner.token)).director?.challenge.slug).toBe(created.slug);
  // Their next question keeps the box as the one that made them a director.
  await publish(owner.token, 'What could make a night bus shelter feel safe');
  const [still] = await db().select().from(directors).where(eq(directors.userId, owner.id));
  expect(still.challengeId).toBe(created.id);
});

test('only the host and the admins they add change settings; renewal follows the base olympiad', async () => {
  const base = await nervusBase();
  const host = await newPlayer();
  await db().update(baseOlympiads).set({ directorId: host.id }).where(eq(baseOlympiads.id, base.id));
  const other = await newPlayer();
  const settings = {
    title: 'Nervus Weekly Dash',
    cycle: 'weekly',
    races: [
      { name: 'Idea Race', prize_cents: 10_000 },
      { name: 'Scout Race', prize_cents: 2_500 },
    ],
    profanity_allowed: true,
  };
  const put = (token: string, body: unknown = settings) =>
    provider.request(`/olympiad/base-olympiads/${base.id}`, { method: 'PUT', token, body });

  expect((await errorsOf(await put(other.token), 403)).errors[0].error).toBe(DIRECTOR_MESSAGES.notHost);
  await errorsOf(await put(host.token, { ...settings, title: 'ab' }), 422);
  await errorsOf(await put(host.token, { ...settings, races: [{ name: 'Idea Race', prize_cents: -1 }] }), 422);
  const saved = await dataOf(await put(host.token), 200, baseOlympiadSchema);
  expect(saved).toMatchObject({ title: 'Nervus Weekly Dash', cycle: 'weekly', profanity_allowed: true });

  // The host adds `other` as an admin: now they may change settings and run the cycle.
  const add = (token: string, screen_name: string) =>
    provider.request(`/olympiad/base-olympiads/${base.id}/admins`, { method: 'POST', token, body: { screen_name } });
  expect((await errorsOf(await add(other.token, other.screen_name), 403)).errors[0].error).toBe(
    DIRECTOR_MESSAGES.notHost,
  );
  expect((await errorsOf(await add(host.token, 'nobody-by-that-name'), 422)).errors[0].error).toBe(
    DIRECTOR_MESSAGES.unknownUser,
  );
  await dataOf(await add(host.token, other.screen_name), 201, z.object({ added: z.literal(true) }));
  expect((await errorsOf(await add(host.token, other.screen_name), 409)).errors[0].error).toBe(
    DIRECTOR_MESSAGES.alreadyAdmin,
  );
  await dataOf(await put(other.token), 200, baseOlympiadSchema);
  const theirs = await dashboard(other.token);
  expect(theirs.can_run).toBe(true);
  expect(theirs.admins.map((a) => a.handle)).toEqual([other.screen_name]);

  // Renewal: the cycle after the current one is created from the base olympiad's new settings.
  const [current] = await db()
    .select()
    .from(olympiads)
    .where(and(eq(olympiads.baseOlympiadId, base.id), eq(olympiads.isCurrent, true)));
  const closed = await closeOlympiad(db(), current.id, new Date(current.endTime.getTime() + 1));
  expect(closed?.renewedId).not.toBeNull();
  const [next] = await db().select().from(olympiads).where(eq(olympiads.id, closed!.renewedId!));
  expect(next.title).toMatch(/^Nervus Weekly Dash, week of /);
  expect(next.cycle).toBe('weekly');
  expect(next.endTime.getTime() - next.startTime.getTime()).toBe(7 * DAY);
  expect(next.races).toEqual(settings.races);
  expect(next.directorId).toBe(host.id);
  expect(next.baseOlympiadId).toBe(base.id);

  // Removed, the admin can no longer run it.
  const removed = await provider.request(`/olympiad/base-olympiads/${base.id}/admins/${other.id}`, {
    method: 'DELETE',
    token: host.token,
  });
  expect(removed.status).toBe(200);
  await errorsOf(await put(other.token), 403);

  // Stopped: closing the running cycle renews no more; started again: a cycle from now.
  const stop = (action: 'stop' | 'start') =>
    provider.request(`/olympiad/base-olympiads/${base.id}/stop`, {
      method: 'POST',
      token: host.token,
      body: { action },
    });
  expect((await dataOf(await stop('stop'), 200, baseOlympiadSchema)).stopped).toBe(true);
  const again = await closeOlympiad(db(), next.id, new Date(next.endTime.getTime() + 1));
  expect(again?.renewedId).toBeNull();
  const schedule = await provider.request(`/olympiad/olympiads/${next.id}/controls`, {
    method: 'POST',
    token: host.token,
    body: { action: 'schedule-next' },
  });
  expect((await errorsOf(schedule, 409)).errors[0].error).toBe(DIRECTOR_MESSAGES.stopped);
  expect((await dataOf(await stop('start'), 200, baseOlympiadSchema)).stopped).toBe(false);
  const open = await db()
    .select()
    .from(olympiads)
    .where(and(eq(olympiads.baseOlympiadId, base.id), eq(olympiads.state, 'open')));
  expect(open).toHaveLength(1);
  expect(open[0].startTime.getTime()).toBeLessThanOrEqual(Date.now());

  // Each change the director made is in the audit log, like an admin's; the refusals are not.
  const logged = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'base-olympiad'), eq(auditLog.targetId, String(base.id))))
    .orderBy(auditLog.id);
  expect(logged.map((r) => [r.actorId, r.action])).toEqual([
    [host.id, 'base-olympiad.settings'],
    [host.id, 'base-olympiad.admin-add'],
    [other.id, 'base-olympiad.settings'],
    [host.id, 'base-olympiad.admin-remove'],
    [host.id, 'base-olympiad.stop'],
    [host.id, 'base-olympiad.start'],
  ]);
  expect(logged[0]).toMatchObject({ platformId: base.platformId, status: 200, details: settings });
});

test('the director dashboard answers only with the director-dashboard flag on, and only signed in', async () => {
  const player = await newPlayer();
  expect((await provider.request('/olympiad/director')).status).toBe(401);
  await db().update(featureFlags).set({ enabled: false }).where(eq(featureFlags.name, FLAG.directorDashboard));
  try {
    expect(
      (await errorsOf(await provider.request('/olympiad/director', { token: player.token }), 404)).errors[0].error,
    ).toBe(DIRECTOR_MESSAGES.flagOff);
  } finally {
    await db().update(featureFlags).set({ enabled: true }).where(eq(featureFlags.name, FLAG.directorDashboard));
  }
  // The public list of a community's base olympiads (spec 3 §7).
  const list = await dataOf(
    await provider.request('/olympiad/nervus/base-olympiads'),
    200,
    z.array(baseOlympiadSchema),
  );
  expect(list).toHaveLength(1);
  expect(list[0].platform.slug).toBe('nervus');
  expect(list[0].stopped).toBe(false);
});
