// Starts the scale test's topology (scripts/scale-topology.mjs): 2 web and 2 provider processes
// behind nginx, on a fresh Postgres database seeded with the demo data, with a Redis prefix of
// its own. SCALE_DATABASE_URL and SCALE_REDIS_URL come from scripts/test.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { pathToFileURL } from 'node:url';
import type * as Topology from '../../scripts/scale-topology.mjs';
import {
  ACCOUNTS_HOST,
  IDEA_LIMIT,
  LB_PROVIDER_PORT,
  LB_WEB_PORT,
  PROVIDER_PORTS,
  ROOT,
  STATE_FILE,
  WEB_PORTS,
} from './topology';

async function freshDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

export default async function globalSetup() {
  const databaseUrl = process.env.SCALE_DATABASE_URL;
  const redisUrl = process.env.SCALE_REDIS_URL;
  if (!databaseUrl || !redisUrl) throw new Error('The scale test needs SCALE_DATABASE_URL and SCALE_REDIS_URL.');
  await freshDatabase(databaseUrl);
  const logDir = path.dirname(STATE_FILE);
  mkdirSync(logDir, { recursive: true });
  // Loaded by Node itself: Playwright's transform would take the ES module for CommonJS.
  const load = new Function('url', 'return import(url)') as (url: string) => Promise<typeof Topology>;
  const { startTopology } = await load(pathToFileURL(path.join(process.cwd(), 'scripts', 'scale-topology.mjs')).href);
  const topology = await startTopology({
    webPort: LB_WEB_PORT,
    providerPort: LB_PROVIDER_PORT,
    webPorts: WEB_PORTS,
    providerPorts: PROVIDER_PORTS,
    databaseUrl,
    redisUrl,
    redisPrefix: `nervus-scale-test-${process.pid}:`,
    rootDomain: ROOT,
    accountsHost: ACCOUNTS_HOST,
    logDir,
    env: { IDEA_RATE_LIMIT: `${IDEA_LIMIT}/600` },
  });
  writeFileSync(
    STATE_FILE,
    JSON.stringify({
      databaseUrl,
      processes: topology.processes.map((p) => ({ label: p.label, pid: p.child.pid, port: p.port, log: p.log })),
    }),
  );
  return async () => topology.stop();
}
