// Several processes agree (issue 24, tests that must exist): through nginx in front of 2 web and 2
// provider processes on Postgres and Redis, a mutation answered by web A makes the visitor page on
// web B fresh within a second (tag revalidations shared in Redis), a rate limit holds across the
// processes together (counted in Redis), a push written through one provider process reaches a
// live stream on each (LISTEN/NOTIFY) and one reopened with Last-Event-ID on the other process
// receives what it missed, and a challenge due to close is closed once by the job
// queue of the two provider processes.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { challengePaths, signIn, state } from './session';
import { direct, IDEA_LIMIT, listen, WEB_PORTS } from './topology';

const [WEB_A, WEB_B] = WEB_PORTS;
const idea = (challenge: string, title: string) => ({
  challenge,
  title,
  description: 'Written by the scale test through one web process, read through the other.',
});

test('a mutation on web A is on web B’s visitor page within a second; a push reaches both provider processes', async ({
  page,
}) => {
  const cookie = await signIn(page, 'mayachen@nervus.test');
  // Two live streams, opened one after another through nginx: one on each provider process.
  const streams = [listen(WEB_A, cookie), listen(WEB_B, cookie)];
  await Promise.all(streams.map((s) => s.ready));

  const title = `Scale test idea ${Date.now()}`;
  let entered: string | null = null;
  for (const path of (await challengePaths()).slice(0, IDEA_LIMIT - 1)) {
    const slug = path.split('/')[2];
    // Web B has the visitor page in its cache before the idea exists.
    await expect.poll(async () => (await direct(WEB_B, path)).status).toBe(200);
    expect((await direct(WEB_B, path)).body).not.toContain(title);
    const res = await direct(WEB_A, '/api/ideas', { method: 'POST', cookie, body: idea(slug, title) });
    if (res.status !== 201) continue;
    const answered = Date.now();
    let fresh = false;
    while (!fresh && Date.now() - answered < 1000) fresh = (await direct(WEB_B, path)).body.includes(title);
    expect(fresh, `web B shows the idea entered through web A within 1 s (${Date.now() - answered} ms)`).toBe(true);
    entered = slug;
    break;
  }
  expect(entered, 'Maya could enter an idea in one of the open challenges').not.toBeNull();

  // The idea earned neurons: the ledger row's push reaches the stream on each provider process.
  await expect
    .poll(() => streams.map((s) => s.events.some((e) => e.event === 'brain__neuron-earned')), { timeout: 10_000 })
    .toEqual([true, true]);
  for (const s of streams) s.close();
});

test('a stream reopened on the other web process with Last-Event-ID receives what it missed', async ({ page }) => {
  const cookie = await signIn(page, 'lenavogel@nervus.test');
  const { databaseUrl } = state();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const award = async (points: number) =>
    db.query(
      `insert into point_events (user_id, role, reason, points) select id, 'mentor', 'IdeaMentored', $1 from users where screen_name = 'LenaVogel'`,
      [points],
    );
  const heard = (s: ReturnType<typeof listen>, points: number) =>
    s.events.filter((e) => e.event === 'brain__neuron-earned' && e.data.includes(`"points":${points}`));
  try {
    const first = listen(WEB_A, cookie);
    await first.ready;
    await award(41);
    await expect.poll(() => heard(first, 41).length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => first.events.some((e) => e.event === 'brain__score-updated')).toBe(true);
    const lastId = first.events.filter((e) => e.id).at(-1)!.id!;
    first.close();
    // Away (as while a process restarts): an award the stream did not hear.
    await award(42);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const again = listen(WEB_B, cookie, lastId);
    await again.ready;
    await expect.poll(() => heard(again, 42).length, { timeout: 10_000 }).toBe(1);
    expect(heard(again, 41)).toHaveLength(0);
    again.close();
  } finally {
    await db.end();
  }
});

test('the idea limit holds across both web and both provider processes together', async ({ page }) => {
  const cookie = await signIn(page, 'adalovelace@nervus.test');
  const paths = await challengePaths();
  const statuses: number[] = [];
  // Twice the limit, alternating web A and B (and, through nginx, the two provider processes).
  for (let i = 0; i < IDEA_LIMIT * 2; i++) {
    const slug = paths[i % paths.length].split('/')[2];
    const res = await direct(i % 2 ? WEB_B : WEB_A, '/api/ideas', {
      method: 'POST',
      cookie,
      body: idea(slug, `Limit test ${i} ${Date.now()}`),
    });
    statuses.push(res.status);
  }
  // Every request under the limit is let through (entered or refused for its own reason), none after.
  expect(
    statuses.slice(0, IDEA_LIMIT).every((s) => s !== 429),
    statuses.join(','),
  ).toBe(true);
  expect(
    statuses.slice(IDEA_LIMIT).every((s) => s === 429),
    statuses.join(','),
  ).toBe(true);
});

test('a challenge due to close is closed once by the two provider processes', async () => {
  test.setTimeout(150_000);
  const { databaseUrl, processes } = state();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const open = await db.query<{ id: number; slug: string }>(
      `select id, slug from challenges where state = 'published' and not is_closed order by id limit 1`,
    );
    const { id, slug } = open.rows[0];
    await db.query(`update challenges set duration_end = now() - interval '1 second' where slug = $1`, [slug]);
    // The schedule ticks each minute; whichever process sees it first sends the job, one works it.
    await expect
      .poll(
        async () => (await db.query(`select is_closed from challenges where slug = $1`, [slug])).rows[0].is_closed,
        {
          timeout: 130_000,
          intervals: [2000],
        },
      )
      .toBe(true);
    const closings = await db.query(
      `select count(*)::int as n from challenge_closings k join challenges c on c.id = k.challenge_id where c.slug = $1`,
      [slug],
    );
    expect(closings.rows[0].n).toBe(1);
    // Each run logs 'close-due-challenges: closed N challenge(s): id, id'.
    const said = processes
      .filter((p) => p.label.startsWith('provider'))
      .map(
        (p) =>
          readFileSync(p.log!, 'utf8')
            .split('\n')
            .filter((line) => line.includes('close-due-challenges:'))
            .filter((line) => line.split(': ').at(-1)!.split(', ').includes(String(id))).length,
      );
    expect(
      said.reduce((a, b) => a + b, 0),
      `closing lines per provider process: ${said.join(', ')}`,
    ).toBe(1);
  } finally {
    await db.end();
  }
});
