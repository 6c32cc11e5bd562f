// One database handle for the provider: PGlite (embedded Postgres in WASM) by default, a Postgres
// server when DATABASE_URL is set. Same schema, same migrations, same queries.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import path from 'node:path';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(process.cwd(), 'server/provider/db/migrations');

/** `url` is a postgres:// URL, a directory for PGlite, or 'memory://' for a throwaway PGlite (tests). */
export async function openDatabase(url: string): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection can be cut by the server (restart, failover, DROP DATABASE ... FORCE);
    // pg-pool then emits 'error' on the pool, which would crash the process if nobody listened.
    // The pool has already discarded that connection, so noting it is all there is to do.
    pool.on('error', (err) => console.warn(`[db] idle connection lost: ${err.message}`));
    const close = closablePool(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close,
    };
  }
  // pg_trgm backs the search indexes (migration 0003); a Postgres server ships it as contrib.
  const options = { extensions: { pg_trgm } };
  const client = url === 'memory://' ? new PGlite(options) : new PGlite(url, options);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * pool.end() resolves once its connections are asked to close, not once they have closed; wait
 * for every connection to be gone so that a caller may drop the database right after.
 */
function closablePool(pool: pg.Pool): () => Promise<void> {
  let open = 0;
  let allClosed: (() => void) | undefined;
  pool.on('connect', () => { open++; });
  pool.on('remove', () => {
    open--;
    if (open === 0) allClosed?.();
  });
  return async () => {
    const closed = open === 0 ? Promise.resolve() : new Promise<void>((resolve) => { allClosed = resolve; });
    await pool.end();
    await closed;
  };
}
