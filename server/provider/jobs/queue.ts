// Scheduled work on a job queue kept in the product's own database (DESIGN.md 'jobs'): pg-boss,
// through its `db` adapter over our connection (Database.executeSql), so the same code runs on
// PGlite and on a Postgres server. pg-boss keeps its tables in the `pgboss` schema; a schedule is
// sent once per tick whichever process's clock sees it first, and each job is fetched by one
// worker (SELECT ... FOR UPDATE SKIP LOCKED), so N provider processes run each job once.
//
// pg-boss 10: the last major version for Node 20 (11 and later need Node 22).
import PgBoss from 'pg-boss';
import type { ProviderConfig } from '../config';
import type { Database } from '../db/client';
import { closeDueChallenges } from '../domain/closing';
import { expireFriendRequests } from '../domain/friends';
import { chargeDueFundings } from '../domain/fundings';
import { closeDueOlympiads } from '../domain/olympiad-closing';
import { releaseDuePrizes } from '../domain/prize-money';
import { sweepExpiredRateLimits } from '../accounts/sign-in-limits';
import { pruneClaims } from '../realtime/deliver';
import { pruneRealtimeEvents } from '../realtime/replay';
import { deliverDueEmails, smtpMailer } from '../email/deliver';
import { sendDueDigests } from '../domain/digest';

/** Each scheduled job: its cron (UTC) and its work. Adding one here is all it takes. */
export function scheduledJobs(database: Database, config: ProviderConfig) {
  const { db } = database;
  const mailer = smtpMailer(config);
  return {
    /** Closes challenges whose duration_end has passed (spec 2 §4). */
    'close-due-challenges': {
      cron: '* * * * *',
      run: async () => {
        const closed = await closeDueChallenges(db, new Date(), config.PRIZE_HOLD_HOURS);
        return closed.length ? `closed ${closed.length} challenge(s): ${closed.join(', ')}` : null;
      },
    },
    /**
     * Closes olympiads whose end_time has passed, holds the allocation for review and renews the
     * cycle (issue 17 §3, §4); the row lock makes a second process's run a no-op.
     */
    'close-due-olympiads': {
      cron: '* * * * *',
      run: async () => {
        const closed = await closeDueOlympiads(db, new Date());
        return closed.length
          ? `closed ${closed.map((o) => `${o.id} (${o.players} players, ${o.winners} winners, next ${o.renewedId ?? 'exists'})`).join(', ')}`
          : null;
      },
    },
    /** Pays held prizes whose hold has ended (issue 16 §4). */
    'release-prizes': {
      cron: '*/5 * * * *',
      run: async () => {
        const paid = await releaseDuePrizes(db);
        return paid ? `paid ${paid} prize(s)` : null;
      },
    },
    /** Charges monthly patron funding that is due (spec 3 §1). */
    'charge-fundings': {
      cron: '17 * * * *',
      run: async () => {
        const { charged, stopped } = await chargeDueFundings(db);
        return charged || stopped ? `charged ${charged} funding(s), stopped ${stopped}` : null;
      },
    },
    /** Deletes sign-in counts that expired over an hour ago (the rate_limits table). */
    'sweep-rate-limits': {
      cron: '*/5 * * * *',
      run: async () => {
        const gone = await sweepExpiredRateLimits(db);
        return gone ? `deleted ${gone} spent rate-limit count(s)` : null;
      },
    },
    /**
     * Forgets realtime delivery claims an hour old (their messages left long ago) and kept
     * messages past the SSE replay window.
     */
    'prune-realtime-claims': {
      cron: '*/10 * * * *',
      run: async () => {
        await pruneClaims(db);
        await pruneRealtimeEvents(db);
        return null;
      },
    },
    /**
     * Sends the email outbox through SMTP_URL (issue 19 §4; email/deliver.ts keeps each message's
     * own retries). Without SMTP_URL messages stay in the outbox for the admins' page.
     */
    'deliver-email': {
      cron: '* * * * *',
      run: async () => {
        if (!mailer) return null;
        const { sent, failed } = await deliverDueEmails(db, config, mailer);
        return sent || failed ? `sent ${sent} email(s), ${failed} failed` : null;
      },
    },
    /** Friend requests still waiting after 30 days expire (spec 3 §4). */
    'expire-friend-requests': {
      cron: '23 * * * *',
      run: async () => {
        const expired = await expireFriendRequests(db, new Date());
        return expired ? `expired ${expired} friend request(s)` : null;
      },
    },
    /**
     * The daily and weekly game digests whose period has ended (issue 19 §4); hourly, so a missed
     * run catches up, and email_digests keeps each player's period to one email.
     */
    'send-digests': {
      cron: '7 * * * *',
      run: async () => {
        const { sent, skipped } = await sendDueDigests(db, config, new Date());
        return sent || skipped ? `queued ${sent} digest(s), ${skipped} with nothing to say` : null;
      },
    },
  } satisfies Record<string, { cron: string; run: () => Promise<string | null> }>;
}

export interface JobQueue {
  /** Runs a scheduled job's work now, in this process (tests; an admin's run-now later). */
  runNow(name: keyof ReturnType<typeof scheduledJobs>): Promise<string | null>;
  stop(): Promise<void>;
}

export async function startJobQueue(
  database: Database,
  config: ProviderConfig,
  log: (message: string) => void = console.log,
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    // Maintenance (archiving finished jobs, failing expired ones) and the clock for schedules.
    supervise: true,
    schedule: true,
  });
  boss.on('error', (err) => console.error('[jobs] queue error', err));
  await boss.start();
  const jobs = scheduledJobs(database, config);
  for (const [name, job] of Object.entries(jobs)) {
    // A failed run (the database gone mid-job) is retried by pg-boss with backoff.
    await boss.createQueue(name, { name, policy: 'singleton', retryLimit: 3, retryDelay: 30, retryBackoff: true });
    await boss.schedule(name, job.cron, {}, { tz: 'UTC' });
    await boss.work(name, { pollingIntervalSeconds: 2 }, async () => {
      const said = await job.run();
      if (said) log(`[jobs] ${name}: ${said}`);
    });
  }
  return {
    runNow: (name) => jobs[name].run(),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
