// Money at scale (issue 16 bench, DESIGN.md budget): with 1,000,000 ledger entries in the database,
// a wallet-to-escrow transfer (postTransaction in its own transaction) p95 under 20 ms, and a
// wallet's balance and first history page (the wallet page's provider call) under 20 ms, on PGlite
// and on the Postgres server when one answers (MONEY_SCALE_POSTGRES_URL, default the machine's
// postgres://postgres@127.0.0.1:5432/postgres; a scratch database is created and dropped there).
// Generation is bulk SQL with triggers off (session_replication_role = replica), then every
// balance row is set from its entries once, exactly as the trigger would have left it.
// Runs alone with `npx tsx tests/bench/money-scale.ts` and is part of `npm run bench` (run.ts).
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { MONEY_REASONS } from '@/lib/payments';
import { openDatabase, type Database } from '@/server/provider/db/client';
import { escrowOf, postTransaction, walletOf } from '@/server/provider/domain/ledger';
import { walletView } from '@/server/provider/domain/wallet';
import { sandboxProvider } from '@/server/provider/payments/provider';

const BUDGET_MS = 20;
const SAMPLES = 200;
const WALLETS = 10_000;
const ENTRIES = 1_000_000;

export interface MoneyTiming {
  store: string;
  read: string;
  samples: number;
  p50: number;
  p95: number;
  max: number;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function time(store: string, read: string, fn: (i: number) => Promise<unknown>): Promise<MoneyTiming> {
  for (let i = 0; i < 5; i++) await fn(-1 - i);
  const took: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t = performance.now();
    await fn(i);
    took.push(performance.now() - t);
  }
  took.sort((a, b) => a - b);
  return { store, read, samples: SAMPLES, p50: pct(took, 50), p95: pct(took, 95), max: took[took.length - 1] };
}

/** 1,000,000 entries: deposits into 10,000 wallets and fees from them into 500 escrows. */
async function generate(database: Database) {
  const db = database.db;
  const n = (v: number) => sql.raw(String(v));
  await db.execute(sql`insert into users (screen_name, email, password_hash, first_name, last_name)
    select 'Payer' || i, 'payer' || i || '@money.test', 'x', 'Payer', 'No ' || i from generate_series(1, ${n(WALLETS)}) i`);
  await db.execute(sql`insert into money_accounts (kind, key, user_id)
    select 'wallet', u.id::text, u.id from users u where u.email like '%@money.test'`);
  await db.execute(
    sql`insert into money_accounts (kind, key) select 'escrow', 'bench-' || i from generate_series(1, 500) i`,
  );
  await db.execute(sql`insert into money_accounts (kind, key) values ('external', 'main') on conflict do nothing`);
  const [{ first }] = (
    (await db.execute(sql`select min(id) as first from users where email like '%@money.test'`)) as unknown as {
      rows: { first: number }[];
    }
  ).rows;
  // Triggers off for the bulk load: the balances are set from the entries below instead.
  await database.executeSql(`begin;
    set local session_replication_role = replica;
    insert into money_transactions (reason, reference_type, reference_id, idempotency_key, created_at)
      select case when i % 2 = 0 then 'deposit' else 'idea_entry_fee' end, 'bench', i, 'bench-' || i,
        now() - (${ENTRIES / 2} - i) * interval '1 second'
      from generate_series(1, ${ENTRIES / 2}) i;
    insert into money_entries (transaction_id, account_id, amount_cents, created_at)
      select t.id, w.id, case when t.reference_id % 2 = 0 then 1000 else -100 end, t.created_at
      from money_transactions t
      join money_accounts w on w.kind = 'wallet' and w.key = (${first} + (t.reference_id / 2) % ${WALLETS})::text
      where t.reference_type = 'bench';
    insert into money_entries (transaction_id, account_id, amount_cents, created_at)
      select t.id, (select id from money_accounts where kind = 'external' and key = 'main'), -1000, t.created_at
      from money_transactions t where t.reference_type = 'bench' and t.reference_id % 2 = 0;
    insert into money_entries (transaction_id, account_id, amount_cents, created_at)
      select t.id, e.id, 100, t.created_at
      from money_transactions t
      join money_accounts e on e.kind = 'escrow' and e.key = 'bench-' || (1 + t.reference_id % 500)
      where t.reference_type = 'bench' and t.reference_id % 2 = 1;
    update money_accounts a set balance_cents = s.total
      from (select account_id, sum(amount_cents) as total from money_entries group by account_id) s
      where s.account_id = a.id;
    commit;
    analyze money_entries; analyze money_accounts; analyze money_transactions;`);
  return first;
}

async function measure(store: string, database: Database): Promise<MoneyTiming[]> {
  await database.migrate();
  const first = await generate(database);
  const db = database.db;
  const [{ entries }] = (
    (await db.execute(sql`select count(*)::int as entries from money_entries`)) as unknown as {
      rows: { entries: number }[];
    }
  ).rows;
  if (entries < ENTRIES) throw new Error(`Generated ${entries} entries, expected ${ENTRIES}`);
  const wallet = (i: number) => first + (((i % WALLETS) + WALLETS) % WALLETS);
  return [
    await time(store, 'wallet-to-escrow transfer (one transaction, 2 entries)', (i) =>
      db.transaction((tx) =>
        postTransaction(tx, {
          key: `bench-transfer-${store}-${i}-${randomBytes(4).toString('hex')}`,
          reason: MONEY_REASONS.ideaEntryFee,
          reference: { type: 'challenge', id: 1 },
          legs: [
            { account: walletOf(wallet(i * 37)), cents: -1 },
            { account: escrowOf(1 + (i % 500)), cents: 1 },
          ],
        }),
      ),
    ),
    await time(store, "a wallet's balance and first history page (GET /wallet)", (i) =>
      walletView(db, sandboxProvider, wallet(i * 53), 1),
    ),
  ];
}

async function postgresScratch(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const base = process.env.MONEY_SCALE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: base });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `money_scale_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function measureMoneyScale(): Promise<MoneyTiming[]> {
  const timings: MoneyTiming[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'nervus-money-scale-'));
  const lite = await openDatabase(dir);
  try {
    timings.push(...(await measure('PGlite', lite)));
  } finally {
    await lite.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const server = await postgresScratch();
  if (server) {
    const database = await openDatabase(server.url);
    try {
      timings.push(...(await measure('Postgres', database)));
    } finally {
      await database.close();
      await server.drop();
    }
  }
  return timings;
}

export function moneyScaleReport(timings: MoneyTiming[], load = loadavg()[0]): string {
  return [
    `Money at scale (${ENTRIES.toLocaleString('en-US')} ledger entries, ${WALLETS.toLocaleString('en-US')} wallets; machine load average ${load.toFixed(1)}; budget p95 < ${BUDGET_MS} ms):`,
    '',
    '| store | operation | samples | p50 ms | p95 ms | max ms | budget |',
    '|---|---|---|---|---|---|---|',
    ...timings.map(
      (t) =>
        `| ${t.store} | ${t.read} | ${t.samples} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} | ${t.max.toFixed(1)} | ${t.p95 < BUDGET_MS ? 'within budget' : 'OVER BUDGET'} |`,
    ),
  ].join('\n');
}

if (process.argv[1]?.endsWith('money-scale.ts')) {
  measureMoneyScale()
    .then((timings) => {
      const report = `\n## ${new Date().toISOString()} (${process.platform}, ${cpus().length} cores), money scale only\n\n${moneyScaleReport(timings)}\n`;
      console.log(report);
      appendFileSync(path.join(process.cwd(), 'tests/bench/RESULTS.md'), report);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
