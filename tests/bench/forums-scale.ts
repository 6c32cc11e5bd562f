// Forums at scale (issue 18 bench, DESIGN.md budget): with 100,000 posts generated, the first page
// of a topic with 1,000 replies and discussion search (tsvector, GIN, websearch_to_tsquery), each
// p95 under 50 ms at the provider. In-process: the provider's Hono app (auth, zod, the domain
// reads) on a fresh PGlite directory with the demo data, plus generated topics and posts (bulk
// INSERT ... SELECT generate_series; votes on the big topic's first page). Runs alone with
// `npx tsx tests/bench/forums-scale.ts [posts]` and is part of `npm run bench` (run.ts).
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp } from '@/server/provider/app';
import { loadProviderConfig } from '@/server/provider/config';
import { openDatabase } from '@/server/provider/db/client';
import { seedDemoData } from '@/server/provider/db/seed';
import { issueAccessToken } from '@/server/provider/domain/tokens';

const BUDGET_MS = 50;
const SAMPLES = 60;
const BIG_TOPIC_REPLIES = 1_000;
const WORDS = [
  'compost',
  'bus',
  'library',
  'packaging',
  'school',
  'garden',
  'bike',
  'solar',
  'market',
  'river',
  'tenant',
  'volunteer',
  'budget',
  'noise',
  'coffee',
  'refill',
  'deposit',
  'transit',
  'mural',
  'repair',
  'recycling',
  'playground',
  'kitchen',
  'parking',
  'festival',
  'museum',
  'clinic',
  'bakery',
  'ferry',
  'tram',
];
const QUERIES = ['compost', 'bus transit', '"refill deposit"', 'library -noise', 'solar garden volunteer', 'zeppelin'];

export interface ForumTiming {
  read: string;
  samples: number;
  p50: number;
  p95: number;
  max: number;
}
export interface ForumScaleResult {
  posts: number;
  generateSeconds: number;
  timings: ForumTiming[];
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function time(read: string, fn: (i: number) => Promise<Response> | Response): Promise<ForumTiming> {
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

export async function measureForumScale(posts = 100_000): Promise<ForumScaleResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nervus-forum-scale-'));
  const database = await openDatabase(dir);
  try {
    await database.migrate();
    await seedDemoData(database.db);
    const db = database.db;
    const app = createApp({
      db,
      config: loadProviderConfig({ DATABASE_URL: dir, UPLOADS_DIR: path.join(dir, 'uploads') }),
    });
    const t0 = performance.now();
    const n = (value: number) => sql.raw(String(Math.trunc(value)));
    const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
    // A sentence of 12 words by the row number (deterministic): one word in four from the list
    // above, the others from 5,000 made-up words, so a listed word is in about a tenth of the posts.
    const sentence = (seed: string) =>
      sql.raw(
        `(select string_agg(case when (${seed} + k) % 4 = 0 then (${words})[1 + ((${seed} * 7919 + k * 104729) % ${WORDS.length})] else 'w' || ((${seed} * 31 + k * 7207) % 5000) end, ' ') from generate_series(1, 12) k)`,
      );
    const [{ platform, channel, author }] = (
      (await db.execute(sql`select c.platform_id as platform, c.id as channel, u.id as author
        from forum_channels c, users u where c.slug = 'general' and u.screen_name = 'MayaChen'`)) as unknown as {
        rows: { platform: number; channel: number; author: number }[];
      }
    ).rows;
    const [{ lo, hi }] = (
      (await db.execute(sql`select min(id) as lo, max(id) as hi from users`)) as unknown as {
        rows: { lo: number; hi: number }[];
      }
    ).rows;
    const topics = Math.max(1, Math.floor((posts - BIG_TOPIC_REPLIES) / 50));
    // One big topic, then topics of ~50 posts each.
    await db.execute(sql`insert into forum_topics (platform_id, channel_id, author_id, title, reply_count)
      select ${platform}, ${channel}, ${author}, 'Bench topic ' || i || ' about ' || ${sentence('i')}, case when i = 1 then ${n(BIG_TOPIC_REPLIES)} else 49 end
      from generate_series(1, ${n(topics)}) i`);
    const [{ first }] = (
      (await db.execute(
        sql`select min(id) as first from forum_topics where title like 'Bench topic %'`,
      )) as unknown as {
        rows: { first: number }[];
      }
    ).rows;
    await db.execute(sql`insert into forum_posts (topic_id, author_id, title, body, is_opening)
      select t.id, ${author}, t.title, ${sentence('t.id')}, true from forum_topics t where t.title like 'Bench topic %'`);
    await db.execute(sql`insert into forum_posts (topic_id, author_id, body)
      select ${first}, ${n(lo)} + (i % (${n(hi)} - ${n(lo)} + 1)), ${sentence('i')} || ' reply ' || i
      from generate_series(1, ${n(BIG_TOPIC_REPLIES)}) i`);
    const rest = posts - BIG_TOPIC_REPLIES - topics;
    await db.execute(sql`insert into forum_posts (topic_id, author_id, body)
      select ${first} + 1 + (i % ${n(Math.max(1, topics - 1))}), ${n(lo)} + (i % (${n(hi)} - ${n(lo)} + 1)), ${sentence('i + 5')}
      from generate_series(1, ${n(rest)}) i`);
    // Votes on the big topic's first page: every demo user votes a few types on its first 50 posts.
    await db.execute(sql`insert into forum_votes (post_id, user_id, type)
      select p.id, u.id, (array['insightful','helpful','funny','off-topic'])[1 + ((p.id + u.id) % 4)]
      from (select id from forum_posts where topic_id = ${first} order by id limit 50) p, users u
      where u.id <> ${author} on conflict do nothing`);
    await db.execute(sql`analyze`);
    const generateSeconds = (performance.now() - t0) / 1000;
    const [{ total }] = (
      (await db.execute(sql`select count(*)::int as total from forum_posts`)) as unknown as {
        rows: { total: number }[];
      }
    ).rows;
    const token = await issueAccessToken(db, lo);
    const get = (url: string, auth?: string) =>
      app.request(url, { headers: auth ? { authorization: `Bearer ${auth}` } : {} });
    const timings = [
      await time(`GET topic with ${BIG_TOPIC_REPLIES} replies, first page (visitor)`, () =>
        get(`/content/contexts/topic/${first}/messages`),
      ),
      await time(`GET topic with ${BIG_TOPIC_REPLIES} replies, first page (signed in)`, () =>
        get(`/content/contexts/topic/${first}/messages`, token),
      ),
      await time(`GET topic with ${BIG_TOPIC_REPLIES} replies, last page`, () =>
        get(`/content/contexts/topic/${first}/messages?page=21`),
      ),
      await time('GET /search/discussions (6 queries in turn)', (i) =>
        get(`/search/discussions?platform=nervus&q=${encodeURIComponent(QUERIES[i % QUERIES.length])}`),
      ),
      await time('GET /content/discussions (most recent, page 1)', () => get('/content/discussions?platform=nervus')),
    ];
    return { posts: total, generateSeconds, timings };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function forumScaleReport(result: ForumScaleResult, load = loadavg()[0]): string {
  return [
    `Forums on PGlite, in-process (${result.posts.toLocaleString('en-US')} posts, generated in ${result.generateSeconds.toFixed(1)} s; machine load average ${load.toFixed(1)}; budget p95 < ${BUDGET_MS} ms):`,
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

if (process.argv[1]?.endsWith(path.join('tests', 'bench', 'forums-scale.ts'))) {
  measureForumScale(Number(process.argv[2]) || undefined)
    .then((result) => {
      const report = `\n## ${new Date().toISOString()} (${process.platform}, ${cpus().length} cores), forums only\n\n${forumScaleReport(result)}`;
      console.log(report);
      appendFileSync('tests/bench/RESULTS.md', report);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
