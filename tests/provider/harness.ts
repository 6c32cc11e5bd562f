// Builds a provider app on a fresh database for one test file: an in-memory PGlite by default, or
// an isolated schema on the Postgres server named by DATABASE_URL (CI runs both).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createApp } from '@/server/provider/app';
import type { Deps } from '@/server/provider/http/types';
import { openDatabase, type Database } from '@/server/provider/db/client';
import { loadProviderConfig } from '@/server/provider/config';
import { seedDemoData } from '@/server/provider/db/seed';

export interface TestProvider {
  app: ReturnType<typeof createApp>;
  database: Database;
  config: ReturnType<typeof loadProviderConfig>;
  /** JSON request helper; pass `token` for bearer auth. */
  request(
    path: string,
    init?: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  close(): Promise<void>;
}

/**
 * `env`: provider settings over the pinned ones (e.g. RATING_RATE_LIMIT: '3/60' to reach a limit);
 * `deps`: dependencies to replace (e.g. the fetcher of user-given addresses, or a store that fails).
 */
export async function createTestProvider(
  options: { seed?: boolean; env?: Record<string, string>; deps?: Pick<Deps, 'fetcher' | 'payments' | 'store'> } = {},
): Promise<TestProvider> {
  const baseUrl = process.env.DATABASE_URL || 'memory://';
  // On a Postgres server each test file gets a throwaway database (migrations name "public" in
  // their foreign keys, so a schema per file would not isolate).
  const seed = options.seed !== false;
  const dbName = baseUrl.startsWith('postgres') ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const url = dbName ? await createScratchDatabase(baseUrl, dbName, await serverTemplate(baseUrl, seed)) : baseUrl;
  const database = url === 'memory://' ? await openSnapshot(seed) : await openDatabase(url);
  await database.migrate();
  // Pinned, so the suite does not depend on the product's development defaults.
  const config = loadProviderConfig({
    DATABASE_URL: url,
    ROOT_DOMAIN: 'localhost:3000',
    WEB_URL: 'http://localhost:3000',
    ACCOUNTS_PUBLIC_URL: 'http://localhost:4010',
    UPLOADS_DIR: mkdtempSync(path.join(tmpdir(), 'nervus-uploads-')),
    ...options.env,
  });
  if (seed) await seedDemoData(database.db);
  const app = createApp({ db: database.db, config, ...options.deps });
  return {
    app,
    database,
    config,
    request(path, init = {}) {
      const headers: Record<string, string> = { ...(init.headers ?? {}) };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      return Promise.resolve(
        app.request(path, {
          method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
          headers,
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
        }),
      );
    },
    async close() {
      await database.close();
      if (dbName) await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    },
  };
}

/**
 * A fresh in-memory PGlite, migrated (and seeded): PGlite's first start (initdb in WASM) and the demo
 * seed take most of a test file's time, so the first file of a jest run dumps the result into the
 * run's folder (NERVUS_TEST_SNAPSHOTS, made by tests/provider/global-setup.mjs) and later files
 * load that dump. Every file still gets its own database; the seed's dates are from the run's start.
 */
async function openSnapshot(seed: boolean): Promise<Database> {
  const folder = process.env.NERVUS_TEST_SNAPSHOTS;
  const file = folder && path.join(folder, seed ? 'seeded.tar' : 'migrated.tar');
  if (file && existsSync(file)) return openDatabase('memory://', { loadDataDir: new Blob([readFileSync(file)]) });
  const database = await openDatabase('memory://');
  if (!file) return database;
  await database.migrate();
  if (seed) await seedDemoData(database.db);
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  // Written aside and renamed, so a parallel worker never reads half a file.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return database;
}

/**
 * The same on a Postgres server: the run's first file migrates (and seeds) a template database and
 * names it in the run's folder; later files copy it (CREATE DATABASE … TEMPLATE) instead of
 * template1. tests/provider/global-teardown.mjs drops the templates.
 */
async function serverTemplate(baseUrl: string, seed: boolean): Promise<string> {
  const folder = process.env.NERVUS_TEST_SNAPSHOTS;
  const file = folder && path.join(folder, seed ? 'seeded.template' : 'migrated.template');
  if (!file) return 'template1';
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const name = `nervus_template_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase(await createScratchDatabase(baseUrl, name, 'template1'));
  try {
    await database.migrate();
    if (seed) await seedDemoData(database.db);
  } finally {
    await database.close();
  }
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, name);
  renameSync(partial, file);
  return name;
}

async function adminQuery(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function createScratchDatabase(baseUrl: string, name: string, template: string): Promise<string> {
  // Parallel jest workers copy the template at the same time; Postgres refuses a copy while another
  // is in progress (55006 'source database is being accessed by other users'), so wait and retry.
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(baseUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      break;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
