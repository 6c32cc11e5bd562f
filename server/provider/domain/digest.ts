// The game digest job (issue 19 §4): for every player whose daily or weekly digest is due (the
// period before now is complete and email_digests has no row for it), one email built around the
// game (digest-facts.ts, email/templates/digest.tsx). Players go in batches, each fact one
// statement per batch. A batch's email_digests rows and its emails are written in one
// transaction, and the rows' primary key (user, frequency, period) makes a second run, or a
// second process running at the same time, send nothing twice. A player with nothing to say gets
// a row without an email, so the period is settled for them too.
import { sql } from 'drizzle-orm';
import { DIGEST_FREQUENCIES, type DigestFrequency } from '@/lib/contracts/preferences';
import { digestPeriod, type DigestPeriod } from '@/lib/game/digest';
import type { ProviderConfig } from '../config';
import { rows, type Db } from '../db/client';
import { digestEmail } from '../email/templates/digest';
import { hasNews, loadDigestFacts, ranksAtStart, type DigestFacts } from './digest-facts';
import { queueEmails } from './email-outbox';

export const DIGEST_BATCH = 500;

interface Candidate {
  id: number;
  email: string;
  screen_name: string;
  first_name: string;
  preferences: Record<string, unknown>;
}

export interface DigestRun {
  sent: number;
  skipped: number;
}

/** The next batch of players due a digest of this frequency for this period, after `after`. */
function dueBatch(db: Db, period: DigestPeriod, after: number, size: number) {
  return rows<Candidate>(
    db,
    sql`select u.id, u.email, u.screen_name, u.first_name, u.preferences from users u
      where u.id > ${after} and u.deleted_at is null and u.suspended_at is null and not u.is_organization
        and u.created_at < ${period.end.toISOString()}
        and (case when u.preferences->>'email_digest_frequency' = 'daily' then 'daily' else 'weekly' end) = ${period.frequency}
        and (u.preferences->'email_weekly_digest') is distinct from 'false'::jsonb
        and not exists (select 1 from email_digests d
          where d.user_id = u.id and d.frequency = ${period.frequency} and d.period_start = ${period.key}::date)
      order by u.id limit ${size}`,
  );
}

async function sendBatch(
  db: Db,
  config: Pick<ProviderConfig, 'WEB_URL'>,
  period: DigestPeriod,
  batch: Candidate[],
  facts: Map<number, DigestFacts>,
  now: Date,
): Promise<DigestRun> {
  return db.transaction(async (tx) => {
    const ids = batch.map((c) => c.id);
    const ranks = ids.map((id) => facts.get(id)!.rankNow ?? 'null').join(',');
    const neurons = ids.map((id) => facts.get(id)!.neurons).join(',');
    // Claim the period first: a concurrent run's rows win the conflict and this one sends nothing.
    const claimed = (await tx.execute(
      sql`insert into email_digests (user_id, frequency, period_start, rank, neurons, created_at)
        select u, ${period.frequency}, ${period.key}::date, r, p, ${now.toISOString()}
        from unnest(${sql.raw(`array[${ids.join(',')}]::int[]`)}, ${sql.raw(`array[${ranks}]::int[]`)},
          ${sql.raw(`array[${neurons}]::numeric[]`)}) as t(u, r, p)
        on conflict do nothing returning user_id`,
    )) as unknown as { rows: { user_id: number }[] };
    const mine = new Set(claimed.rows.map((r) => r.user_id));
    const messages = batch
      .filter((c) => mine.has(c.id) && hasNews(facts.get(c.id)!))
      .map((c) => ({
        to: c.email,
        toUserId: c.id,
        kind: 'digest' as const,
        preferences: c.preferences,
        ...digestEmail(c.first_name || c.screen_name, facts.get(c.id)!, period, config.WEB_URL),
      }));
    const queued = await queueEmails(tx, messages, now);
    if (queued.size) {
      const users = [...queued.keys()].join(',');
      const emails = [...queued.values()].join(',');
      await tx.execute(sql`update email_digests d set email_id = t.e
        from unnest(${sql.raw(`array[${users}]::int[]`)}, ${sql.raw(`array[${emails}]::int[]`)}) as t(u, e)
        where d.user_id = t.u and d.frequency = ${period.frequency} and d.period_start = ${period.key}::date`);
    }
    return { sent: queued.size, skipped: mine.size - queued.size };
  });
}

/** Sends every due digest of one frequency. */
export async function sendDigests(
  db: Db,
  config: Pick<ProviderConfig, 'WEB_URL'>,
  frequency: DigestFrequency,
  now = new Date(),
  batchSize = DIGEST_BATCH,
): Promise<DigestRun> {
  const period = digestPeriod(frequency, now);
  const total: DigestRun = { sent: 0, skipped: 0 };
  let after = 0;
  let startRanks: Map<number, number> | null = null;
  for (;;) {
    const batch = await dueBatch(db, period, after, batchSize);
    if (!batch.length) break;
    // The board at the period's start, read once per run and only when a digest is due.
    startRanks ??= await ranksAtStart(db, period);
    const facts = await loadDigestFacts(
      db,
      batch.map((c) => c.id),
      period,
      now,
      startRanks,
    );
    const done = await sendBatch(db, config, period, batch, facts, now);
    total.sent += done.sent;
    total.skipped += done.skipped;
    after = batch[batch.length - 1].id;
  }
  return total;
}

/** The job: daily and weekly digests that are due at `now`. */
export async function sendDueDigests(
  db: Db,
  config: Pick<ProviderConfig, 'WEB_URL'>,
  now = new Date(),
  batchSize = DIGEST_BATCH,
): Promise<DigestRun> {
  const total: DigestRun = { sent: 0, skipped: 0 };
  for (const frequency of DIGEST_FREQUENCIES) {
    const run = await sendDigests(db, config, frequency, now, batchSize);
    total.sent += run.sent;
    total.skipped += run.skipped;
  }
  return total;
}
