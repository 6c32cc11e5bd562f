// Provider budget (DESIGN.md): idea submit and rating p95 under 30 ms. Measured in-process: the
// provider's Hono app (bearer auth, rate limit, zod, the domain transaction with its neuron events)
// on an embedded PGlite database in a fresh directory (the product's default store), with the demo
// data seeded and the default rate limits on. Requests go one at a time, as PGlite serves one
// connection; a warm-up of each call is not counted. Part of `npm run bench` (run.ts); runs alone
// with `npx tsx tests/bench/provider.ts`, which prints the table and appends it to RESULTS.md.
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { createApp } from '@/server/provider/app';
import { loadProviderConfig } from '@/server/provider/config';
import { openDatabase } from '@/server/provider/db/client';
import { seedDemoData } from '@/server/provider/db/seed';
import { challenges, users } from '@/server/provider/db/schema';
import { issueAccessToken } from '@/server/provider/domain/tokens';

const BUDGET_P95_MS = 30;
const PLAYERS = 300;
const IDEAS_PER_PLAYER = 2;
const RATINGS_PER_PLAYER = 8;
const WARM_UP = 20;

export interface ProviderTiming {
  call: string;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
}

function summarise(call: string, latencies: number[], errors: number): ProviderTiming {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    call,
    requests: sorted.length,
    errors,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}

export async function measureProvider(): Promise<ProviderTiming[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nervus-bench-provider-'));
  const database = await openDatabase(dir);
  try {
    await database.migrate();
    await seedDemoData(database.db);
    const db = database.db;
    const app = createApp({
      db,
      config: loadProviderConfig({ DATABASE_URL: dir, UPLOADS_DIR: path.join(dir, 'uploads') }),
    });
    const open = await db
      .select({ slug: challenges.slug })
      .from(challenges)
      .where(
        and(
          eq(challenges.isClosed, false),
          eq(challenges.ideaEntryFeeCents, 0),
          eq(challenges.solutionFormat, 'challenge'),
          eq(challenges.state, 'published'),
        ),
      );
    const players = await db
      .insert(users)
      .values(
        Array.from({ length: PLAYERS }, (_, i) => ({
          screenName: `BenchPlayer${i}`,
          email: `bench-player-${i}@nervus.test`,
          passwordHash: 'not-a-login',
        })),
      )
      .returning({ id: users.id });
    const tokens = await Promise.all(players.map((p) => issueAccessToken(db, p.id)));

    const timed = async (path: string, token: string, body: unknown) => {
      const t0 = performance.now();
      const res = await app.request(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const payload = await res.json();
      return { ms: performance.now() - t0, status: res.status, payload };
    };

    // Each player enters ideas in the open challenges in turn (within 3 per challenge and the rate limit).
    const ideaTimes: number[] = [];
    let ideaErrors = 0;
    const entered: { id: number; slug: string; author: number }[] = [];
    for (let round = 0; round < IDEAS_PER_PLAYER; round++) {
      for (const [i, token] of tokens.entries()) {
        const n = round * PLAYERS + i;
        const slug = open[n % open.length].slug;
        const r = await timed('/ideas/v2', token, {
          challenge: slug,
          title: `Bench idea ${n}`,
          description: `An idea entered by the benchmark, number ${n}, with a description of ordinary length.`,
        });
        if (r.status !== 201) ideaErrors++;
        else entered.push({ id: r.payload.data.id, slug, author: i });
        if (n >= WARM_UP) ideaTimes.push(r.ms);
      }
    }

    // Then each rates ideas of others in the same challenges (never their own, each idea once).
    const ratingTimes: number[] = [];
    let ratingErrors = 0;
    let sent = 0;
    for (const [i, token] of tokens.entries()) {
      const others = entered.filter((idea) => idea.author !== i);
      for (let k = 0; k < RATINGS_PER_PLAYER; k++) {
        const idea = others[(i * RATINGS_PER_PLAYER + k * 7) % others.length];
        const r = await timed(`/challenges/${idea.slug}/ratings`, token, {
          idea_id: idea.id,
          value: 1 + ((i + k) % 41) / 10,
        });
        // A player may meet the same idea twice in this walk: the 409 is a real answer, timed too.
        if (r.status !== 201 && r.status !== 409) ratingErrors++;
        if (sent++ >= WARM_UP) ratingTimes.push(r.ms);
      }
    }
    return [
      summarise('POST /ideas/v2 (idea submit)', ideaTimes, ideaErrors),
      summarise('POST /challenges/{slug}/ratings (rating)', ratingTimes, ratingErrors),
    ];
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The markdown section of RESULTS.md for these timings. */
export function providerReport(timings: ProviderTiming[], load = loadavg()[0]): string {
  const rows = timings.map(
    (t) =>
      `| ${t.call} | ${t.requests} | ${t.errors} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} | ${t.p99.toFixed(1)} | ${t.max.toFixed(1)} | ${t.p95 < BUDGET_P95_MS ? 'within budget' : 'OVER BUDGET'} |`,
  );
  return [
    `Provider, in-process on PGlite (${PLAYERS} players, one request at a time; machine load average ${load.toFixed(1)}; budget p95 < ${BUDGET_P95_MS} ms):`,
    '',
    '| call | requests | errors | p50 ms | p95 ms | p99 ms | max ms | p95 budget |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1]?.endsWith(path.join('tests', 'bench', 'provider.ts'))) {
  measureProvider()
    .then((timings) => {
      const report = `\n## ${new Date().toISOString()} (${process.platform}, ${cpus().length} cores), provider only\n\n${providerReport(timings)}`;
      console.log(report);
      appendFileSync('tests/bench/RESULTS.md', report);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
