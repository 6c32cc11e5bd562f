// The game digest at scale (issue 19 bench): every digest of 10,000 players built and queued under
// 60 s on PGlite. In-process, on a fresh PGlite directory (migrated, no demo data): players with
// last week's neurons (through the ledger trigger, so the boards are real), ideas, ratings given
// and received, challenges closing this week, a current weekly tournament and unread
// notifications; a quarter of them take the daily digest. The measured call is the job's own
// sendDueDigests. Runs alone with `npx tsx tests/bench/digest-scale.ts` and in `npm run bench`.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { digestPeriod } from '@/lib/game/digest';
import { periodStart } from '@/lib/leaderboard';
import { openDatabase } from '@/server/provider/db/client';
import { sendDueDigests } from '@/server/provider/domain/digest';

const BUDGET_S = 60;
const CHALLENGES = 50;

export interface DigestScaleResult {
  players: number;
  generateSeconds: number;
  seconds: number;
  sent: number;
  skipped: number;
}

export async function measureDigestScale(players = 10_000): Promise<DigestScaleResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nervus-digest-scale-'));
  const database = await openDatabase(dir);
  try {
    await database.migrate();
    const db = database.db;
    const n = (value: number) => sql.raw(String(Math.trunc(value)));
    const now = new Date();
    const week = digestPeriod('weekly', now);
    const day = digestPeriod('daily', now);
    const thisWeek = periodStart(now, 'week')!;
    const iso = (d: Date) => sql.raw(`'${d.toISOString()}'::timestamptz`);
    const t0 = performance.now();
    await db.execute(sql`insert into platforms (name, title, subdomain, slug, is_main)
      values ('main', 'Main', 'platform', 'platform', true)`);
    await db.execute(sql`insert into users (screen_name, email, password_hash, first_name, preferences, created_at)
      select 'Player' || i, 'player' || i || '@scale.test', 'x', 'Player',
        case when i % 4 = 0 then '{"email_digest_frequency":"daily"}'::jsonb else '{}'::jsonb end,
        ${iso(new Date(week.start.getTime() - 86_400_000))}
      from generate_series(1, ${n(players)}) i`);
    await db.execute(sql`insert into challenges (slug, platform_id, catalyst_id, question_title, duration_start, duration_end)
      select 'c' || i, 1, 1 + (i % ${n(players)}), 'Question ' || i, ${iso(week.start)},
        ${iso(now)} + (i || ' hours')::interval
      from generate_series(1, ${n(CHALLENGES)}) i`);
    await db.execute(sql`insert into ideas (challenge_id, author_id, title)
      select 1 + (u.id % ${n(CHALLENGES)}), u.id, 'Idea of ' || u.screen_name from users u`);
    // Three ratings given per player, on the ideas of the next three players.
    await db.execute(sql`insert into ratings (idea_id, user_id, value, created_at)
      select 1 + ((u.id + k) % ${n(players)}), u.id, 1 + (u.id + k) % 5,
        case when u.id % 4 = 0 then ${iso(day.start)} else ${iso(week.start)} end + (k || ' hours')::interval
      from users u, generate_series(1, 3) k`);
    // Neurons: three events in the digest's period, one this week (the tournament's board).
    await db.execute(sql`insert into point_events (user_id, platform_id, role, reason, points, created_at)
      select u.id, 1, case k when 1 then 'innovator' else 'rater' end, 'bench', 5 * (1 + (u.id + k) % 7),
        case when k = 4 then ${iso(thisWeek)} when u.id % 4 = 0 then ${iso(day.start)} else ${iso(week.start)} end
          + (k || ' hours')::interval
      from users u, generate_series(1, 4) k`);
    await db.execute(sql`insert into olympiads (platform_id, title, cycle, start_time, end_time, is_current)
      values (1, 'Nervus Idea Olympiad', 'weekly', ${iso(thisWeek)}, ${iso(new Date(thisWeek.getTime() + 7 * 86_400_000))}, true)`);
    await db.execute(sql`insert into notifications (user_id, kind, text, href)
      select u.id, 'follow', 'Someone followed you', '/x' from users u, generate_series(1, 2) k where u.id % 3 <> 0`);
    await db.execute(sql`analyze`);
    const generateSeconds = (performance.now() - t0) / 1000;
    const t1 = performance.now();
    const run = await sendDueDigests(db, { WEB_URL: 'http://localhost:3000' }, now);
    const seconds = (performance.now() - t1) / 1000;
    if (run.sent !== players) throw new Error(`sent ${run.sent} digests, expected ${players}`);
    // Every digest carries the tournament standing and the ratings on the player's idea.
    const [check] = (
      (await db.execute(sql`select count(*) filter (where text like '%Tournament standing%') as standing,
          count(*) filter (where text like '%New ratings on your ideas%') as rated from email_outbox`)) as unknown as {
        rows: { standing: string | number; rated: string | number }[];
      }
    ).rows;
    if (Number(check.standing) !== players || Number(check.rated) === 0)
      throw new Error(`digests without their sections: ${JSON.stringify(check)}`);
    return { players, generateSeconds, seconds, ...run };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function digestScaleReport(r: DigestScaleResult, load = loadavg()[0]): string {
  return [
    `Game digest on PGlite, in-process (machine load average ${load.toFixed(1)}):`,
    `- the digests of ${r.players.toLocaleString('en-US')} players (data generated in ${r.generateSeconds.toFixed(1)} s): ${r.sent.toLocaleString('en-US')} queued, ${r.skipped} with nothing to say, in ${r.seconds.toFixed(1)} s (budget < ${BUDGET_S} s): ${r.seconds < BUDGET_S ? 'within budget' : 'OVER BUDGET'}`,
  ].join('\n');
}

if (process.argv[1]?.endsWith('digest-scale.ts')) {
  measureDigestScale()
    .then((r) => console.log(digestScaleReport(r)))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
