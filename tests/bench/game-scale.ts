// Game-layer scale (issue 6 §7, DESIGN.md budget): leaderboard pages and /brain reads on a generated
// community of 100,000 players and 1,000,000 neuron events; target under 50 ms per leaderboard page.
// Generates into a fresh PGlite directory by default, or into the Postgres server named by
// GAME_SCALE_DATABASE_URL (a scratch database: it must be empty). Bulk INSERT ... SELECT
// generate_series; the ledger trigger fills neuron_totals and neuron_board as it would live.
// Runs alone with `npx tsx tests/bench/game-scale.ts [players] [events]` and is part of
// `npm run bench` (run.ts); prints the table and appends it to RESULTS.md.
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/server/provider/db/client';
import { loadBrains } from '@/server/provider/domain/brain';
import { findCategoryFilter, loadLeaderboard, type LeaderboardInput } from '@/server/provider/domain/leaderboard';

const BUDGET_MS = 50;
const COMMUNITIES = 5;
const DAYS = 120;
const SAMPLES = 40;
const CHUNK = 250_000;
/** A third of the events are on these challenges: 4 parent categories with 2 subcategories each. */
const CHALLENGES = 240;
const PLACES = [
  'Austin, Texas, United States',
  'Dallas, Texas, United States',
  'Portland, Oregon, United States',
  'Lyon, Auvergne-Rhone-Alpes, France',
  'Nairobi, Nairobi County, Kenya',
];

export interface ScaleTiming {
  read: string;
  samples: number;
  p50: number;
  p95: number;
  max: number;
}
export interface ScaleResult {
  store: string;
  players: number;
  events: number;
  generateSeconds: number;
  /** Creating the olympiad of the olympiad-board reads: its board summed from the ledger. */
  buildSeconds: number;
  timings: ScaleTiming[];
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function time(read: string, fn: (i: number) => Promise<unknown>): Promise<ScaleTiming> {
  await fn(0);
  const took: number[] = [];
  for (let i = 1; i <= SAMPLES; i++) {
    const t = performance.now();
    await fn(i);
    took.push(performance.now() - t);
  }
  took.sort((a, b) => a - b);
  return { read, samples: SAMPLES, p50: pct(took, 50), p95: pct(took, 95), max: took[took.length - 1] };
}

export async function measureGameScale(players = 100_000, events = 1_000_000): Promise<ScaleResult> {
  const external = process.env.GAME_SCALE_DATABASE_URL;
  const dir = external ? null : mkdtempSync(path.join(tmpdir(), 'nervus-game-scale-'));
  const database = await openDatabase(external ?? dir!);
  try {
    await database.migrate();
    const db = database.db;
    const t0 = performance.now();
    const n0 = (value: number) => sql.raw(String(Math.trunc(value)));
    // GAME_SCALE_REUSE=1 times the reads again on a database this script generated before.
    const reuse = Boolean(process.env.GAME_SCALE_REUSE && external);
    if (!reuse) {
      await db.execute(sql`insert into platforms (name, title, subdomain, slug, is_main)
        select 'c' || i, 'Community ' || i, 'c' || i, 'c' || i, i = 1 from generate_series(1, ${n0(COMMUNITIES)}) i`);
      await db.execute(sql`insert into users (screen_name, email, password_hash, first_name, last_name)
        select 'Player' || i, 'player' || i || '@scale.test', 'x', 'Player', 'No ' || i from generate_series(1, ${n0(players)}) i`);
      const [{ first }] = (
        (await db.execute(sql`select min(id) as first from users`)) as unknown as { rows: { first: number }[] }
      ).rows;
      const roles = sql`(array['catalyst','innovator','rater','mentor','scout','director'])`;
      // Categories: parents p1..p4, subcategories p1a, p1b, ...; challenges in a subcategory or a
      // parent, one in four located in one of PLACES.
      await db.execute(
        sql`insert into categories (name, slug) select 'Parent ' || i, 'p' || i from generate_series(1, 4) i`,
      );
      await db.execute(sql`insert into categories (name, slug, parent_id)
        select 'Sub ' || c.slug || s, c.slug || s, c.id from categories c, unnest(array['a', 'b']) s where c.slug like 'p_'`);
      const places = sql.raw(`array[${PLACES.map((p) => `'${p}'`).join(', ')}]`);
      await db.execute(sql`insert into challenges (slug, platform_id, catalyst_id, question_title, main_category_id, location, duration_start, duration_end)
        select 'scale-' || i, (select min(id) from platforms) + (i % ${n0(COMMUNITIES)}), ${n0(first)} + i, 'Scale challenge ' || i,
          (select id from categories order by id offset (i % 12) limit 1),
          case when i % 4 = 0 then (${places})[1 + (i / 4) % ${n0(PLACES.length)}] end,
          now() - interval '${sql.raw(String(DAYS))} days', now() + interval '30 days'
        from generate_series(1, ${n0(CHALLENGES)}) i`);
      const [{ firstChallenge }] = (
        (await db.execute(sql`select min(id) as "firstChallenge" from challenges`)) as unknown as {
          rows: { firstChallenge: number }[];
        }
      ).rows;
      // Whole numbers of our own, inlined: generate_series cannot infer types of bind parameters.
      const n = (value: number) => sql.raw(String(Math.trunc(value)));
      // Bulk load: the ledger first, then the aggregates in one pass (the migration's backfill),
      // instead of the per-statement trigger; the trigger's own cost is the rating benchmark's.
      await db.execute(sql`alter table point_events disable trigger point_events_rollup_insert`);
      for (let from = 1; from <= events; from += CHUNK) {
        const to = Math.min(events, from + CHUNK - 1);
        // Skewed activity: low ids play more (power-law-ish), as real communities do.
        await db.execute(sql`insert into point_events (user_id, platform_id, role, reason, points, context_type, context_id, created_at)
          select ${n(first)} + floor(${n(players)} * power(random(), 2))::int,
            1 + (i % ${n(COMMUNITIES)}),
            ${roles}[1 + (i % 6)],
            'Generated',
            case when i % 17 = 0 then -5 else 5 + (i % 12) * 5 end,
            case when i % 3 = 0 then 'challenge' end,
            case when i % 3 = 0 then ${n(firstChallenge)} + (i / 3) % ${n(CHALLENGES)} end,
            now() - (random() * ${n(DAYS)}) * interval '1 day'
          from generate_series(${n(from)}, ${n(to)}) i`);
      }
      await db.execute(sql`alter table point_events enable trigger point_events_rollup_insert`);
      await db.execute(sql`analyze`);
      await db.execute(sql`insert into neuron_totals (user_id, platform_id, role, points, events)
        select user_id, coalesce(platform_id, 0), role, sum(points), count(*) from point_events group by 1, 2, 3`);
      await db.execute(sql`select neuron_board_rebuild(null)`);
    }
    const generateSeconds = (performance.now() - t0) / 1000;
    const [{ first }] = (
      (await db.execute(sql`select min(id) as first from users`)) as unknown as { rows: { first: number }[] }
    ).rows;
    // As autovacuum leaves a table after bulk inserts: without the visibility map every index-only
    // count of a large tie (user= on a category board: 15,000 players at one score) reads the heap.
    await db.execute(sql`vacuum analyze`);

    const now = new Date();
    const base: Omit<LeaderboardInput, 'role' | 'period'> = { size: 20, now };
    const overallAll = { ...base, role: 'overall', period: 'all' } as LeaderboardInput;
    const [{ boardTotal }] = (
      (await db.execute(
        sql`select count(*)::int as "boardTotal" from neuron_board where period = 'all' and scope = 0 and role = 'overall' and points > 0`,
      )) as unknown as { rows: { boardTotal: number }[] }
    ).rows;
    const pages = Math.max(1, Math.ceil(boardTotal / 20));
    const userAt = (i: number) => first + ((i * 7919) % players);
    const [parent] = (await findCategoryFilter(db, 'p1'))!.ids;
    const sub = (await findCategoryFilter(db, 'p1a'))!.ids;
    const categoryAll = { ...overallAll, categoryIds: [parent, ...sub] };
    const timings = [
      await time('leaderboard, every community, overall, all time, page 1', () => loadLeaderboard(db, overallAll)),
      await time('leaderboard, every community, overall, all time, a random page', (i) =>
        loadLeaderboard(db, { ...overallAll, page: 1 + ((i * 104729) % pages) }),
      ),
      await time('leaderboard, every community, overall, all time, a player’s page (user=)', (i) =>
        loadLeaderboard(db, { ...overallAll, userId: userAt(i) }),
      ),
      await time('leaderboard, one community, innovator, this month, page 1', () =>
        loadLeaderboard(db, { ...base, platformId: 2, role: 'innovator', period: 'month' }),
      ),
      await time('leaderboard, every community, overall, this week, page 1', () =>
        loadLeaderboard(db, { ...base, role: 'overall', period: 'week' }),
      ),
      await time('leaderboard, every community, overall, all time, a category with subcategories, page 1', () =>
        loadLeaderboard(db, categoryAll),
      ),
      await time('leaderboard, every community, overall, all time, a category, a player’s page (user=)', (i) =>
        loadLeaderboard(db, { ...categoryAll, userId: userAt(i) }),
      ),
      await time('leaderboard, one community, overall, this month, a subcategory, page 1', () =>
        loadLeaderboard(db, { ...base, platformId: 2, role: 'overall', period: 'month', categoryIds: sub }),
      ),
      await time('leaderboard, every community, overall, all time, a country (place), page 1', () =>
        loadLeaderboard(db, { ...overallAll, place: 'united states' }),
      ),
      await time('leaderboard, every community, overall, all time, a city (place), a player’s page (user=)', (i) =>
        loadLeaderboard(db, { ...overallAll, place: 'austin, texas, united states', userId: userAt(i) }),
      ),
      await time('leaderboard, every community, overall, all time, category and place together, page 1', () =>
        loadLeaderboard(db, { ...categoryAll, place: 'united states' }),
      ),
      await time(
        'leaderboard, every community, overall, all time, category and place together, a player’s page (user=)',
        (i) => loadLeaderboard(db, { ...categoryAll, place: 'united states', userId: userAt(i) }),
      ),
      await time('leaderboard, one community, overall, this month, a subcategory and a city, page 1', () =>
        loadLeaderboard(db, {
          ...base,
          platformId: 2,
          role: 'overall',
          period: 'month',
          categoryIds: sub,
          place: 'austin, texas, united states',
        }),
      ),
    ];
    // The main community's olympiad over a window that is no calendar week or month (its own board,
    // built from the ledger when the olympiad is created, migration 0048), read like the boards
    // above: whole, a role, a category, a place, both, and a player's page on each.
    await db.execute(sql`delete from olympiads where title = 'Scale olympiad'`);
    const created = performance.now();
    const [{ id: olympiadId, start }] = (
      (await db.execute(sql`insert into olympiads (platform_id, title, cycle, start_time, end_time)
        select id, 'Scale olympiad', 'monthly', now() - interval '30 days 3 hours 17 minutes', now() + interval '1 day'
        from platforms where is_main returning id, start_time as start`)) as unknown as {
        rows: { id: number; start: string }[];
      }
    ).rows;
    const buildSeconds = (performance.now() - created) / 1000;
    // The first 'olympiad' rows of the table came after the vacuum analyze above (see
    // olympiad-scale.ts): analyze, as autovacuum would after a build of this size.
    await db.execute(sql`analyze neuron_board`);
    await db.execute(sql`analyze neuron_board_score`);
    const olympiad = { ...overallAll, olympiad: { id: olympiadId, start: new Date(start), end: now } };
    const [{ olympiadTotal }] = (
      (await db.execute(
        sql`select coalesce(sum(players), 0)::int as "olympiadTotal" from neuron_board_score
          where period = 'olympiad' and scope = ${olympiadId} and role = 'overall' and facet = '' and points > 0`,
      )) as unknown as { rows: { olympiadTotal: number }[] }
    ).rows;
    const olympiadPages = Math.max(1, Math.ceil(olympiadTotal / 20));
    const olympiadCategory = { ...olympiad, categoryIds: [parent, ...sub] };
    timings.push(
      await time('olympiad board (main community, 30-day window), overall, page 1', () =>
        loadLeaderboard(db, olympiad),
      ),
      await time('olympiad board, overall, a random page', (i) =>
        loadLeaderboard(db, { ...olympiad, page: 1 + ((i * 104729) % olympiadPages) }),
      ),
      await time('olympiad board, overall, a player’s page (user=)', (i) =>
        loadLeaderboard(db, { ...olympiad, userId: userAt(i) }),
      ),
      await time('olympiad board, scout, page 1', () => loadLeaderboard(db, { ...olympiad, role: 'scout' })),
      await time('olympiad board, a category with subcategories, page 1', () => loadLeaderboard(db, olympiadCategory)),
      await time('olympiad board, a category, a player’s page (user=)', (i) =>
        loadLeaderboard(db, { ...olympiadCategory, userId: userAt(i) }),
      ),
      await time('olympiad board, a country (place), page 1', () =>
        loadLeaderboard(db, { ...olympiad, place: 'united states' }),
      ),
      await time('olympiad board, a city (place), a player’s page (user=)', (i) =>
        loadLeaderboard(db, { ...olympiad, place: 'austin, texas, united states', userId: userAt(i) }),
      ),
      await time('olympiad board, category and place together, page 1', () =>
        loadLeaderboard(db, { ...olympiadCategory, place: 'united states' }),
      ),
      await time('olympiad board, category and place together, a player’s page (user=)', (i) =>
        loadLeaderboard(db, { ...olympiadCategory, place: 'united states', userId: userAt(i) }),
      ),
      await time('GET /brain read (every role of one player)', (i) => loadBrains(db, userAt(i))),
    );
    return { store: external ? 'Postgres' : 'PGlite', players, events, generateSeconds, buildSeconds, timings };
  } finally {
    await database.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

export function gameScaleReport(r: ScaleResult, load = loadavg()[0]): string {
  const rows = r.timings.map((t) => {
    const verdict = /^(leaderboard|olympiad board)/.test(t.read)
      ? t.p95 < BUDGET_MS
        ? 'within budget'
        : 'OVER BUDGET'
      : '';
    return `| ${t.read} | ${t.samples} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} | ${t.max.toFixed(1)} | ${verdict} |`;
  });
  return [
    `Game scale on ${r.store} (${r.players.toLocaleString('en-US')} players, ${r.events.toLocaleString('en-US')} neuron events over ${DAYS} days in ${COMMUNITIES} communities; ledger and aggregates generated in ${r.generateSeconds.toFixed(1)} s; machine load average ${load.toFixed(1)}; budget p95 < ${BUDGET_MS} ms per leaderboard page):`,
    '',
    `Creating the olympiad of the olympiad-board reads (its board summed from ${r.events.toLocaleString('en-US')} events' 30-day window): ${r.buildSeconds.toFixed(2)} s.`,
    '',
    '| read | samples | p50 ms | p95 ms | max ms | budget |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1]?.endsWith('game-scale.ts')) {
  const [players, events] = process.argv.slice(2).map(Number);
  measureGameScale(players || undefined, events || undefined)
    .then((result) => {
      const report = `\n## ${new Date().toISOString()} (${process.platform}, ${cpus().length} cores), game scale only\n\n${gameScaleReport(result)}`;
      console.log(report);
      if (result.players >= 100_000) appendFileSync('tests/bench/RESULTS.md', report);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
