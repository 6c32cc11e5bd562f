// Closing an olympiad at scale (issue 17 bench): on 100,000 players and 1,000,000 neuron events over
// 60 days (generated here in bulk, the board rollup trigger off: closing and these reads use the
// ledger and the results, not neuron_board), a monthly olympiad of every
// community over the last 30 days and a weekly one over the last 7 are closed — ranking, fair-play
// check, top-third allocation and the results written — and timed; then the olympiad board reads
// (the frozen result of the closed one, the live window of an open one) are timed like the boards.
// Needs GAME_SCALE_DATABASE_URL (an empty Postgres scratch database, or one this script filled).
//   GAME_SCALE_DATABASE_URL=postgres://… npx tsx tests/bench/olympiad-scale.ts
import { appendFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MONEY_REASONS } from '@/lib/payments';
import { openDatabase } from '@/server/provider/db/client';
import { olympiads } from '@/server/provider/db/schema';
import { EXTERNAL, postTransaction, prizePoolOf } from '@/server/provider/domain/ledger';
import { loadLeaderboard } from '@/server/provider/domain/leaderboard';
import { closeOlympiad } from '@/server/provider/domain/olympiad-closing';
import { loadResultsPage, olympiadBoardSource } from '@/server/provider/domain/olympiad-reads';

const SAMPLES = 40;
const DAY = 86_400_000;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const url = process.env.GAME_SCALE_DATABASE_URL;
  if (!url) throw new Error('Set GAME_SCALE_DATABASE_URL to a Postgres scratch database');
  const database = await openDatabase(url);
  await database.migrate();
  const [{ n }] = (
    (await database.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  const db = database.db;
  if (n === 0) {
    console.log('generating 100,000 players and 1,000,000 neuron events…');
    await db.execute(
      sql`insert into platforms (name, title, subdomain, slug, is_main) values ('m', 'Main', 'm', 'm', true)`,
    );
    await db.execute(sql`insert into users (screen_name, email, password_hash, first_name, last_name)
      select 'Player' || i, 'player' || i || '@scale.test', 'x', 'Player', 'No ' || i from generate_series(1, 100000) i`);
    await db.execute(sql`alter table point_events disable trigger user`);
    for (let from = 1; from <= 1_000_000; from += 250_000)
      await db.execute(sql`insert into point_events (user_id, platform_id, role, reason, points, created_at)
        select (select min(id) from users) + floor(100000 * power(random(), 2))::int, (select id from platforms limit 1),
          (array['catalyst','innovator','rater','mentor','scout','director'])[1 + (i % 6)], 'Generated',
          case when i % 17 = 0 then -5 else 5 + (i % 12) * 5 end, now() - (random() * 60) * interval '1 day'
        from generate_series(${sql.raw(String(from))}, ${sql.raw(String(from + 249_999))}) i`);
    await db.execute(sql`alter table point_events enable trigger user`);
    await db.execute(sql`vacuum analyze`);
  }
  const lines: string[] = [];
  const now = new Date();
  const run = Date.now();
  const make = async (title: string, cycle: 'weekly' | 'monthly', days: number) => {
    const [row] = await db
      .insert(olympiads)
      .values({
        platformId: sql`(select id from platforms where is_main)` as unknown as number,
        title: `${title} ${run}`,
        cycle,
        startTime: new Date(now.getTime() - days * DAY - (run % 1000)),
        endTime: new Date(now.getTime() - 60_000),
      })
      .returning();
    await db.transaction((tx) =>
      postTransaction(tx, {
        key: `bench:pool:${row.id}`,
        reason: MONEY_REASONS.olympiadPool,
        reference: { type: 'olympiad', id: row.id },
        legs: [
          { account: EXTERNAL, cents: -250_000 },
          { account: prizePoolOf(row.id), cents: 250_000 },
        ],
        sandbox: true,
      }),
    );
    return row;
  };
  for (const [title, cycle, days] of [
    ['Bench monthly', 'monthly', 30],
    ['Bench weekly', 'weekly', 7],
  ] as const) {
    const row = await make(title, cycle, days);
    const t = performance.now();
    const closed = await closeOlympiad(db, row.id, now);
    const took = (performance.now() - t) / 1000;
    lines.push(
      `| close ${cycle} (${days} days, every community): rank, fair-play check, allocation, results | ${closed!.players.toLocaleString('en-US')} players, ${closed!.winners.toLocaleString('en-US')} paid | ${took.toFixed(2)} s | ${took < 10 ? 'ok' : 'OVER BUDGET'} |`,
    );
    const [frozen] = await db
      .select()
      .from(olympiads)
      .where(sql`id = ${row.id}`);
    for (const [read, fn] of [
      [
        `${cycle} closed board (frozen results), page 1`,
        () => loadResultsPage(db, frozen, { size: 20, role: 'overall' }),
      ],
      [
        `${cycle} closed board, deep page (500)`,
        () => loadResultsPage(db, frozen, { size: 20, role: 'overall', page: 500 }),
      ],
      [
        `${cycle} open window board (ledger window), page 1`,
        () =>
          loadLeaderboard(db, {
            role: 'overall',
            period: 'month',
            size: 20,
            now,
            ...olympiadBoardSource({ ...frozen, endTime: new Date(now.getTime() + DAY) }, now),
          }),
      ],
    ] as const) {
      await fn();
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const t0 = performance.now();
        await fn();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const p95 = pct(times, 95);
      lines.push(
        `| ${read} | ${SAMPLES} | p50 ${pct(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms | ${p95 < 50 ? 'ok' : 'OVER BUDGET'} |`,
      );
    }
  }
  const report = [
    '',
    `### Olympiad closing at scale (${new Date().toISOString().slice(0, 10)}, Postgres, load ${loadavg()[0].toFixed(2)})`,
    '',
    '| what | size | time | budget |',
    '|---|---|---|---|',
    ...lines,
    '',
  ].join('\n');
  console.log(report);
  appendFileSync(path.join(__dirname, 'RESULTS.md'), report);
  await database.close();
}

void main();
