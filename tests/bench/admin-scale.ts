// Admin user search at scale (issue 21 bench, DESIGN.md budget): with 100,000 generated users,
// GET /admin/users?q= (any part of a screen name, name or email; trigram GIN indexes) p95 under
// 50 ms at the provider. In-process: the provider's Hono app (auth, admin guard, zod, the domain
// read) on a fresh PGlite directory with the demo data, or on the Postgres database named by
// BENCH_DATABASE_URL (emptied first: use a scratch database). Runs alone with
// `npx tsx tests/bench/admin-scale.ts [users]` and is part of `npm run bench` (run.ts).
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp } from '@/server/provider/app';
import { loadProviderConfig } from '@/server/provider/config';
import { openDatabase } from '@/server/provider/db/client';
import { seedDemoData } from '@/server/provider/db/seed';
import { issueAccessToken } from '@/server/provider/domain/tokens';
import { findUserByScreenName } from '@/server/provider/domain/users';

const BUDGET_MS = 50;
const SAMPLES = 60;
const FIRST = ['Maya', 'Theo', 'Juno', 'Sam', 'Lena', 'Diego', 'Aisha', 'Owen', 'Noor', 'Kai', 'Elena', 'Marcus'];
const LAST = ['Chen', 'Brooks', 'Park', 'Okafor', 'Vogel', 'Marquez', 'Bello', 'Lindqvist', 'Haddad', 'Rossi'];
/** Partial screen names, names and emails: rare, common, matching everything, and nothing. */
const QUERIES = ['lindqv', 'maya chen', 'okafor4711', 'theo.bro', '99999', 'mail7.example', 'zzqx-nobody'];

export interface AdminTiming {
  read: string;
  samples: number;
  p50: number;
  p95: number;
  max: number;
}
export interface AdminScaleResult {
  engine: string;
  users: number;
  generateSeconds: number;
  timings: AdminTiming[];
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function time(read: string, fn: (i: number) => Promise<Response> | Response): Promise<AdminTiming> {
  const first = await fn(0);
  if (first.status !== 200) throw new Error(`${read}: ${first.status} ${await first.text()}`);
  const took: number[] = [];
  for (let i = 1; i <= SAMPLES; i++) {
    const t = performance.now();
    const res = await fn(i);
    await res.arrayBuffer();
    took.push(performance.now() - t);
  }
  took.sort((a, b) => a - b);
  return { read, samples: SAMPLES, p50: pct(took, 50), p95: pct(took, 95), max: took[took.length - 1] };
}

export async function measureAdminScale(
  users = 100_000,
  databaseUrl = process.env.BENCH_DATABASE_URL,
): Promise<AdminScaleResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nervus-admin-scale-'));
  const url = databaseUrl || dir;
  const database = await openDatabase(url);
  try {
    const db = database.db;
    if (databaseUrl) await db.execute(sql`drop schema if exists public cascade; create schema public`);
    await database.migrate();
    await seedDemoData(db);
    const app = createApp({ db, config: loadProviderConfig({ DATABASE_URL: url, UPLOADS_DIR: path.join(dir, 'up') }) });
    const t0 = performance.now();
    const first = `(array[${FIRST.map((f) => `'${f}'`).join(',')}])[1 + i % ${FIRST.length}]`;
    const last = `(array[${LAST.map((l) => `'${l}'`).join(',')}])[1 + (i / ${FIRST.length}) % ${LAST.length}]`;
    await db.execute(
      sql.raw(`insert into users (screen_name, email, password_hash, first_name, last_name, created_at)
        select ${first} || ${last} || i, lower(${first}) || '.' || lower(${last}) || i || '@mail' || (i % 20) || '.example.org', 'x',
          ${first}, ${last}, now() - (i || ' minutes')::interval
        from generate_series(1, ${Math.trunc(users)}) i`),
    );
    await db.execute(sql`analyze users`);
    const generateSeconds = (performance.now() - t0) / 1000;
    const admin = await findUserByScreenName(db, 'admin');
    const token = await issueAccessToken(db, admin!.id);
    const get = (query: string) =>
      app.request(`/admin/users?${query}`, { headers: { authorization: `Bearer ${token}` } });
    const timings = [
      await time(`GET /admin/users?q= (${QUERIES.length} partial texts in turn)`, (i) =>
        get(`q=${encodeURIComponent(QUERIES[i % QUERIES.length])}`),
      ),
      await time('GET /admin/users?q=&role=player&suspended=no&from=… (search with filters)', (i) =>
        get(`q=${encodeURIComponent(QUERIES[i % QUERIES.length])}&role=player&suspended=no&from=2020-01-01`),
      ),
      await time('GET /admin/users (no text, newest first)', () => get('')),
    ];
    return {
      engine: databaseUrl ? 'Postgres server' : 'PGlite',
      users: users + 30,
      generateSeconds,
      timings,
    };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function adminScaleReport(result: AdminScaleResult, load = loadavg()[0]): string {
  return [
    `Admin user search on ${result.engine}, in-process (${result.users.toLocaleString('en-US')} users, generated in ${result.generateSeconds.toFixed(1)} s; machine load average ${load.toFixed(1)}; budget p95 < ${BUDGET_MS} ms):`,
    '',
    '| read | samples | p50 ms | p95 ms | max ms | p95 budget |',
    '|---|---|---|---|---|---|',
    ...result.timings.map(
      (t) =>
        `| ${t.read} | ${t.samples} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} | ${t.max.toFixed(1)} | ${t.p95 < BUDGET_MS ? 'within budget' : 'OVER BUDGET'} |`,
    ),
    '',
  ].join('\n');
}

if (process.argv[1]?.endsWith(path.join('tests', 'bench', 'admin-scale.ts'))) {
  measureAdminScale(Number(process.argv[2]) || undefined)
    .then((result) => {
      const report = `\n## ${new Date().toISOString()} (${process.platform}, ${cpus().length} cores), admin search only\n\n${adminScaleReport(result)}`;
      console.log(report);
      appendFileSync('tests/bench/RESULTS.md', report);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
