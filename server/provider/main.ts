// Provider process: migrate, seed demo data on an empty database, serve the API and accounts service.
import { serve } from '@hono/node-server';
import { mkdirSync } from 'node:fs';
import { createApp } from './app';
import { loadProviderConfig } from './config';
import { defaultSecretProblems } from '@/lib/production-secrets';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed';
import { startJobQueue } from './jobs/queue';
import { enableFlags } from './domain/flags';
import { startRealtime } from './realtime/service';
import { Redis } from 'ioredis';
import { shareRateLimits } from './http/rate-limits';

async function main() {
  const config = loadProviderConfig();
  const problems = defaultSecretProblems(process.env, ['OAUTH_CLIENT_SECRET', 'UPLOAD_SIGNING_SECRET']);
  if (problems.length) {
    for (const problem of problems) console.error(`[provider] refusing to start: ${problem}`);
    process.exit(1);
  }
  if (!config.DATABASE_URL.startsWith('postgres')) mkdirSync(config.DATABASE_URL, { recursive: true });
  const database = await openDatabase(config.DATABASE_URL);
  await database.migrate();
  if (config.SEED_DEMO_DATA === 'true') await seedDemoData(database.db);
  const enabled = await enableFlags(database.db, config.ENABLE_FLAGS);
  const unknown = config.ENABLE_FLAGS.filter((name) => !enabled.includes(name));
  if (enabled.length) console.log(`[provider] feature flags switched on: ${enabled.join(', ')}`);
  if (unknown.length) console.warn(`[provider] ENABLE_FLAGS names unknown flags: ${unknown.join(', ')}`);
  // After the seed: its thousands of demo neurons are history, not news.
  const realtime = config.REALTIME_ENABLED === 'true' ? await startRealtime(database, config) : null;
  if (realtime)
    console.log(`[provider] realtime over ${realtime.transport === 'pusher' ? 'Pusher' : 'the built-in SSE stream'}`);
  // Scaled out: the write limits count in Redis for every provider process (http/rate-limits.ts).
  // No offline queue: while Redis is down a command fails at once and the in-memory insurance counts.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : null;
  if (redis) {
    redis.on('error', (err) => console.warn('[provider] Redis:', err.message));
    shareRateLimits(redis, config.REDIS_KEY_PREFIX);
  }
  const app = createApp({ db: database.db, config, realtime: realtime?.hub });
  const server = serve({ fetch: app.fetch, hostname: config.PROVIDER_HOST, port: config.PROVIDER_PORT }, (info) => {
    console.log(`[provider] API and accounts on http://${info.address}:${info.port}`);
  });
  // Closing, prize release and recurring funding run on the job queue (server/provider/jobs); only
  // here, never in createApp, so tests run the jobs' work explicitly.
  const jobs = config.JOBS_ENABLED === 'true' ? await startJobQueue(database, config) : null;
  const stop = async () => {
    await jobs?.stop();
    server.close();
    await realtime?.stop();
    await database.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error('[provider] failed to start', err);
  process.exit(1);
});
