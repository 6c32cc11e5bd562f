// Removes the run's PGlite snapshots and drops its template databases on a Postgres server
// (tests/provider/global-setup.mjs, tests/provider/harness.ts).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export default async function globalTeardown() {
  const folder = process.env.NERVUS_TEST_SNAPSHOTS;
  if (!folder) return;
  const url = process.env.DATABASE_URL;
  for (const file of ['seeded.template', 'migrated.template'].map((name) => path.join(folder, name))) {
    if (!url?.startsWith('postgres') || !existsSync(file)) continue;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${readFileSync(file, 'utf8')}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
  rmSync(folder, { recursive: true, force: true });
}
