// Notifications at scale (issue 19 bench, DESIGN.md budget): notify() fanning one event out to
// 10,000 followers (one INSERT ... SELECT) under 2 s, and the bell's list (GET /me/notification,
// first page) p95 under 20 ms with 1,000,000 notifications stored. In-process: the provider's Hono
// app on a fresh PGlite directory (migrated, no demo data), players and rows generated in bulk.
// Runs alone with `npx tsx tests/bench/notifications-scale.ts` and is part of `npm run bench` (run.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp } from '@/server/provider/app';
import { loadProviderConfig } from '@/server/provider/config';
import { openDatabase } from '@/server/provider/db/client';
import { notify } from '@/server/provider/domain/notifications';
import { issueAccessToken } from '@/server/provider/domain/tokens';

const FANOUT_BUDGET_S = 2;
const BELL_BUDGET_MS = 20;
const SAMPLES = 60;

export interface NotificationScaleResult {
  followers: number;
  fanoutSeconds: number;
  stored: number;
  generateSeconds: number;
  bell: { p50: number; p95: number; max: number };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const one = async <T>(db: Parameters<typeof notify>[0], query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];

export async function measureNotificationScale(
  followers = 10_000,
  stored = 1_000_000,
): Promise<NotificationScaleResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nervus-notifications-scale-'));
  const database = await openDatabase(dir);
  try {
    await database.migrate();
    const db = database.db;
    const app = createApp({ db, config: loadProviderConfig({ DATABASE_URL: dir, UPLOADS_DIR: path.join(dir, 'up') }) });
    const n = (value: number) => sql.raw(String(Math.trunc(value)));
    await db.execute(sql`insert into users (screen_name, email, password_hash)
      select 'player' || g, 'player' || g || '@example.test', 'x' from generate_series(0, ${n(followers)}) g`);
    const { star, lo, hi } = await one<{ star: number; lo: number; hi: number }>(
      db,
      sql`select min(id) as star, min(id) + 1 as lo, max(id) as hi from users`,
    );
    await db.execute(sql`insert into follows (follower_id, followee_id)
      select id, ${star} from users where id <> ${star}`);
    await db.execute(sql`analyze`);
    const t0 = performance.now();
    const written = await notify(db, {
      kind: 'prize',
      to: { followersOf: star },
      actorId: star,
      text: '@player0 won a prize.',
      href: '/player0',
    });
    const fanoutSeconds = (performance.now() - t0) / 1000;
    if (written !== followers) throw new Error(`fan-out wrote ${written}, expected ${followers}`);
    const t1 = performance.now();
    await db.execute(sql`insert into notifications (user_id, kind, actor_id, text, href, created_at, read_at)
      select ${n(lo)} + (i % (${n(hi)} - ${n(lo)} + 1)), 'rating', ${star}, 'Your idea was rated ' || i, '/x',
        now() - (i || ' seconds')::interval, case when i % 3 = 0 then now() end
      from generate_series(1, ${n(stored - followers)}) i`);
    await db.execute(sql`analyze`);
    const generateSeconds = (performance.now() - t1) / 1000;
    const { total } = await one<{ total: number }>(db, sql`select count(*)::int as total from notifications`);
    const token = await issueAccessToken(db, lo);
    const get = () => app.request('/me/notification?size=5', { headers: { authorization: `Bearer ${token}` } });
    const first = await get();
    if (first.status !== 200) throw new Error(`bell: ${first.status} ${await first.text()}`);
    const took: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const t = performance.now();
      await (await get()).arrayBuffer();
      took.push(performance.now() - t);
    }
    took.sort((a, b) => a - b);
    return {
      followers,
      fanoutSeconds,
      stored: Number(total),
      generateSeconds,
      bell: { p50: pct(took, 50), p95: pct(took, 95), max: took[took.length - 1] },
    };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function notificationScaleReport(r: NotificationScaleResult, load = loadavg()[0]): string {
  return [
    `Notifications on PGlite, in-process (machine load average ${load.toFixed(1)}):`,
    `- fan-out of one event to ${r.followers.toLocaleString('en-US')} followers (one INSERT ... SELECT): ${r.fanoutSeconds.toFixed(2)} s (budget < ${FANOUT_BUDGET_S} s): ${r.fanoutSeconds < FANOUT_BUDGET_S ? 'within budget' : 'OVER BUDGET'}`,
    `- the bell's list (GET /me/notification, 5 newest) with ${r.stored.toLocaleString('en-US')} notifications stored (generated in ${r.generateSeconds.toFixed(1)} s), ${SAMPLES} samples: p50 ${r.bell.p50.toFixed(1)} ms, p95 ${r.bell.p95.toFixed(1)} ms, max ${r.bell.max.toFixed(1)} ms (budget p95 < ${BELL_BUDGET_MS} ms): ${r.bell.p95 < BELL_BUDGET_MS ? 'within budget' : 'OVER BUDGET'}`,
  ].join('\n');
}

if (process.argv[1]?.endsWith('notifications-scale.ts')) {
  measureNotificationScale()
    .then((r) => console.log(notificationScaleReport(r)))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
