// One database handle for the provider: PGlite (embedded Postgres in WASM) by default, a Postgres
// server when DATABASE_URL is set. Same schema, same migrations, same queries.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
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

/** The rows of a raw query (db.execute): PGlite and node-postgres both answer with a `rows` list. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Database {
  db: Db;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel (Postgres NOTIFY, server/provider/realtime). PGlite delivers in-process;
   * on a server a dedicated connection listens (a pooled one would lose its LISTEN when returned)
   * and comes back after a drop. Resolves once listening; the function it returns stops.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Raw SQL for the job queue (pg-boss's `db` adapter, server/provider/jobs): parameterised single
   * statements, and multi-statement scripts without parameters (its migrations and locked commands).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

const migrationsFolder = path.join(process.cwd(), 'server/provider/db/migrations');

/**
 * `url` is a postgres:// URL, a directory for PGlite, or 'memory://' for a throwaway PGlite (tests).
 * `loadDataDir`: a PGlite data directory dumped earlier (dumpDataDir), to start from instead of an
 * empty cluster (the tests' snapshot of a migrated and seeded database).
 */
export async function openDatabase(url: string, { loadDataDir }: { loadDataDir?: Blob } = {}): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection can be cut by the server (restart, failover, DROP DATABASE ... FORCE);
    // pg-pool then emits 'error' on the pool, which would crash the process if nobody listened.
    // The pool has already discarded that connection, so noting it is all there is to do.
    pool.on('error', (err) => console.warn(`[db] idle connection lost: ${err.message}`));
    const close = closablePool(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      executeSql: (text, values) => pool.query(text, values as unknown[]),
      migrate: () => migratePg(db as never, { migrationsFolder }),
      async close() {
        await Promise.all([...listeners].map((stop) => stop()));
        await close();
      },
      async listen(channel, onPayload) {
        const stop = await listenOnServer(url, channel, onPayload);
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
    };
  }
  // pg_trgm backs the search indexes (migration 0003); a Postgres server ships it as contrib.
  const options = { extensions: { pg_trgm }, loadDataDir };
  const client = url === 'memory://' ? new PGlite(options) : new PGlite(url, options);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // PGlite's query() takes one statement; exec() takes a script and answers each statement.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
  };
}

const RELISTEN_DELAY_MS = 1000;

/**
 * A dedicated client that LISTENs and reconnects after a drop (server restart, failover). What was
 * notified while it was away is lost, as with any NOTIFY; realtime is best effort by design.
 */
async function listenOnServer(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let reconnecting = false;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    client.on('error', (err) => {
      console.warn(`[db] listener on ${channel} lost: ${err.message}`);
      client.end().catch(() => {});
      if (current === client) current = null;
      if (!stopped)
        retry = setTimeout(() => {
          connect().catch(() => {});
        }, RELISTEN_DELAY_MS);
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      current = client;
    } catch (err) {
      client.end().catch(() => {});
      // The first attempt reports to the caller; a reconnect keeps trying until stopped.
      if (!reconnecting || stopped) throw err;
      retry = setTimeout(() => {
        connect().catch(() => {});
      }, RELISTEN_DELAY_MS);
    }
  };
  await connect();
  reconnecting = true;
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await current?.end().catch(() => {});
    current = null;
  };
}

/**
 * pool.end() resolves once its connections are asked to close, not once they have closed; wait
 * for every connection to be gone so that a caller may drop the database right after.
 */
function closablePool(pool: pg.Pool): () => Promise<void> {
  let open = 0;
  let allClosed: (() => void) | undefined;
  pool.on('connect', () => {
    open++;
  });
  pool.on('remove', () => {
    open--;
    if (open === 0) allClosed?.();
  });
  return async () => {
    const closed =
      open === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            allClosed = resolve;
          });
    await pool.end();
    await closed;
  };
}
