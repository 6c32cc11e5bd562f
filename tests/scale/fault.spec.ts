// The fault test (issue 24): 30 s of load at 50 connections through nginx (visitor pages, feedback
// sent anonymously, ratings by a signed-in player), and one web and one provider process killed by
// PID a third of the way in. Every write the client was told succeeded is stored exactly once (a
// feedback by its own marker; a rating by its row and its ledger rows), none is stored twice, and
// errors (no answer, or a 5xx) stay under 1 % of the requests. nginx retries a request on the other
// process only when it cannot have been done (scripts/scale-topology.mjs), so a write in flight on
// the killed process may fail, which is the error budget, but is never done twice.
import { expect, test } from '@playwright/test';
import net from 'node:net';
import pg from 'pg';
import { challengePaths, signIn, state } from './session';
import { direct, LB_WEB_PORT } from './topology';

const SECONDS = 30;

/** Whether something accepts connections on this loopback port. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
const CONNECTIONS = 50;
const RATER = 'TheoBrooks';

test('killing a web and a provider process under load loses and doubles no write; errors stay under 1 %', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const cookie = await signIn(page, `${RATER.toLowerCase()}@nervus.test`);
  const { databaseUrl, processes } = state();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const paths = await challengePaths();
    // Ideas the rater may rate: others' ideas in open challenges he has not rated yet.
    const rateable = (
      await db.query<{ id: number; slug: string }>(
        `select i.id, c.slug from ideas i join challenges c on c.id = i.challenge_id
         join users me on me.screen_name = $1
         where c.state = 'published' and not c.is_closed and c.duration_end > now() and i.author_id <> me.id
           and not exists (select 1 from ratings r where r.idea_id = i.id and r.user_id = me.id)
         order by i.id`,
        [RATER],
      )
    ).rows;
    const run = `fault-${Date.now()}`;
    const acked = { feedback: [] as string[], ratings: [] as number[] };
    let requests = 0;
    const errors: string[] = [];
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    let next = 0;
    let nextIdea = 0;

    const killed: string[] = [];
    const kill = setTimeout(
      () => {
        for (const label of ['web-1', 'provider-1']) {
          const target = processes.find((p) => p.label === label)!;
          process.kill(target.pid, 'SIGKILL');
          killed.push(`${label} (pid ${target.pid}) at ${((Date.now() - started) / 1000).toFixed(1)} s`);
        }
      },
      (SECONDS * 1000) / 3,
    );

    async function one(i: number) {
      requests++;
      try {
        if (i % 10 === 3) {
          const marker = `${run}-${i}`;
          const res = await direct(LB_WEB_PORT, '/api/feedback', {
            method: 'POST',
            body: { about: marker, feedback: 'Sent by the fault test while processes die.' },
          });
          if (res.status === 201) acked.feedback.push(marker);
          else if (res.status >= 500) errors.push(`feedback ${res.status}`);
        } else if (i % 10 === 7 && nextIdea < rateable.length) {
          const target = rateable[nextIdea++];
          const res = await direct(LB_WEB_PORT, `/api/challenges/${target.slug}/ratings`, {
            method: 'POST',
            cookie,
            body: { idea_id: target.id, value: 4 },
          });
          if (res.status === 201) acked.ratings.push(target.id);
          else if (res.status >= 500) errors.push(`rating ${res.status}`);
        } else {
          const res = await direct(LB_WEB_PORT, paths[i % paths.length]);
          if (res.status >= 500) errors.push(`page ${res.status}`);
        }
      } catch (err) {
        errors.push(`no answer: ${(err as Error).message}`);
      }
    }
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < deadline) await one(next++);
      }),
    );
    clearTimeout(kill);
    expect(killed, 'both processes were killed during the load').toHaveLength(2);
    // And they are gone: nothing answers on their ports (had the PID been a launcher's, its server
    // would have run on, and the load would have tested nothing).
    for (const label of ['web-1', 'provider-1']) {
      const { port } = processes.find((p) => p.label === label)!;
      expect(await answers(port), `${label} still answers on port ${port}`).toBe(false);
    }

    // Stored exactly once: every acknowledged feedback, and no marker twice.
    const stored = (
      await db.query<{ about: string; n: number }>(
        `select about, count(*)::int as n from feedback where about like $1 group by about`,
        [`${run}-%`],
      )
    ).rows;
    const times = new Map(stored.map((row) => [row.about, row.n]));
    expect(acked.feedback.filter((marker) => times.get(marker) !== 1)).toEqual([]);
    expect(stored.filter((row) => row.n > 1)).toEqual([]);
    // Every acknowledged rating has its row and its one RatingCreated ledger row.
    const ratings = (
      await db.query<{ idea_id: number; ledger: number }>(
        `select r.idea_id, (select count(*)::int from point_events e where e.user_id = r.user_id
           and e.reason = 'RatingCreated' and e.context_type = 'idea' and e.context_id = r.idea_id) as ledger
         from ratings r join users u on u.id = r.user_id where u.screen_name = $1 and r.idea_id = any($2)`,
        [RATER, rateable.map((idea) => idea.id)],
      )
    ).rows;
    const ledgerOf = new Map(ratings.map((row) => [row.idea_id, row.ledger]));
    expect(acked.ratings.filter((id) => ledgerOf.get(id) !== 1)).toEqual([]);
    expect(ratings.filter((row) => row.ledger > 1)).toEqual([]);

    const share = errors.length / requests;
    const kinds = new Map<string, number>();
    for (const e of errors) kinds.set(e, (kinds.get(e) ?? 0) + 1);
    console.log(
      `fault test: ${requests} requests in ${SECONDS} s, ${errors.length} errors (${(share * 100).toFixed(2)} %), ` +
        `${acked.feedback.length} feedback and ${acked.ratings.length} ratings acknowledged; killed ${killed.join(', ')}; ` +
        `errors: ${[...kinds].map(([kind, n]) => `${n} × ${kind}`).join(', ') || 'none'}`,
    );
    expect(share, `errors: ${errors.slice(0, 10).join('; ')}`).toBeLessThan(0.01);
  } finally {
    await db.end();
  }
});
