#!/usr/bin/env node
// What `npm test` needs from the machine, each found, installed or started, or else skipped with one
// line that says why: Chromium for the journeys, a Postgres server for the provider suite's second
// pass, Redis for the scale test. Installing and starting only happen as root with Debian's tools
// (apt-get, pg_ctlcluster, redis-server); NERVUS_TEST_INSTALL=0 forbids both.
// `node scripts/test-services.mjs` only reports what this machine has.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** The first executable called `name` on PATH, or undefined. */
export function which(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {}
  }
  return undefined;
}

/** Root and allowed to change the machine (NERVUS_TEST_INSTALL=0 says no). */
function mayChangeMachine() {
  return process.env.NERVUS_TEST_INSTALL !== '0' && process.getuid?.() === 0;
}

/**
 * Installs a Debian package with apt-get when allowed (root, NERVUS_TEST_INSTALL not 0), updating
 * the package lists once if the first try fails; whether it installed.
 */
export function installFromDebian(pkg) {
  const apt = which('apt-get');
  if (!apt || !mayChangeMachine()) return false;
  console.log(`[services] installing ${pkg} (apt-get install ${pkg})…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (run(apt, ['install', '-y', '-qq', pkg], env)) return true;
  return run(apt, ['update', '-qq'], env) && run(apt, ['install', '-y', '-qq', pkg], env);
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** Whether something accepts TCP connections at host:port within `timeoutMs`. */
export function listening(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitListening(host, port, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await listening(host, port, 250)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/**
 * The journeys' browser: Debian's Chromium headless shell, the same engine built for automation, as
 * Playwright's own downloads use for headless runs. It needs about a third less CPU than the full
 * browser (measured on browse, admin and sharing: 148 s against 227 s), and the journeys' hosts
 * under *.localhost are secure contexts in it as in the full browser. The full browser is the
 * fallback, started behind Debian's launcher script (/usr/bin/chromium), which adds a desktop's
 * defaults: GPU rasterization on a machine without a GPU, extension loading.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const FULL_BROWSER = '/usr/lib/chromium/chromium';
const LAUNCHERS = { '/usr/bin/chromium': FULL_BROWSER, '/usr/bin/chromium-headless-shell': HEADLESS_SHELL };

/**
 * Chromium for Playwright: CHROMIUM_PATH (a launcher script of Debian's is swapped for the binary
 * behind it), else Debian's headless shell, installed with apt-get when missing and allowed, else
 * Debian's full chromium. `{ path }` when there is one, `{ missing }` (one line) when not.
 */
export function chromium({ install = true } = {}) {
  const wanted = process.env.CHROMIUM_PATH;
  if (wanted) {
    const binary = LAUNCHERS[wanted] && existsSync(LAUNCHERS[wanted]) ? LAUNCHERS[wanted] : wanted;
    if (existsSync(binary)) return { path: binary };
    return { missing: `CHROMIUM_PATH=${wanted} does not exist: unset it or point it at a Chromium or Chrome binary.` };
  }
  if (existsSync(HEADLESS_SHELL)) return { path: HEADLESS_SHELL };
  const apt = which('apt-get');
  if (install && apt && mayChangeMachine()) {
    console.log("[services] installing Debian's Chromium headless shell (apt-get install chromium-headless-shell)…");
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if (run(apt, ['update', '-qq'], env)) run(apt, ['install', '-y', '-qq', 'chromium-headless-shell'], env);
    if (existsSync(HEADLESS_SHELL)) return { path: HEADLESS_SHELL, installed: true };
  }
  if (existsSync(FULL_BROWSER)) {
    if (install)
      console.log(`[services] no headless shell: the journeys use the full browser, ${FULL_BROWSER} (slower)`);
    return { path: FULL_BROWSER };
  }
  return {
    missing:
      'Chromium not found: install it (Debian/Ubuntu: sudo apt-get install chromium-headless-shell) ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary, then run npm test again.',
  };
}

/** Connects and runs one query; the error's message on failure. */
async function tryPostgres(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A Postgres server for the provider suite's second pass: DATABASE_URL=postgres://… when set, else
 * the local server at 127.0.0.1:5432 as user postgres (started with pg_ctlcluster when it is
 * installed but down). `{ url, how }` to use it, `{ skip }` (one line) when there is none.
 */
export async function postgres({ start = true } = {}) {
  const named = process.env.DATABASE_URL;
  if (named?.startsWith('postgres')) return { url: named, how: 'DATABASE_URL' };
  let how = 'found at 127.0.0.1:5432';
  if (!(await listening('127.0.0.1', 5432))) {
    const ctl = which('pg_ctlcluster');
    const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql').sort() : [];
    if (!start || !ctl || !versions.length || !mayChangeMachine())
      return {
        skip: 'no Postgres server at 127.0.0.1:5432 and none to start here; set DATABASE_URL=postgres://user@host/db to run it.',
      };
    const version = versions.at(-1);
    console.log(`[services] starting Postgres ${version} (pg_ctlcluster ${version} main start)…`);
    if (
      !run(ctl, ['--skip-systemctl-redirect', version, 'main', 'start']) ||
      !(await waitListening('127.0.0.1', 5432, 20))
    )
      return { skip: `Postgres ${version} did not start (pg_ctlcluster ${version} main start).` };
    how = `started Postgres ${version} with pg_ctlcluster`;
  }
  const refused = await tryPostgres(LOCAL_POSTGRES);
  if (refused)
    return {
      skip: `Postgres at 127.0.0.1:5432 refused ${LOCAL_POSTGRES} (${refused}); set DATABASE_URL=postgres://user:password@host/db to run it.`,
    };
  return { url: LOCAL_POSTGRES, how };
}

/**
 * Redis for the scale test: REDIS_URL when set, else 127.0.0.1:6379, started as a throwaway
 * `redis-server --daemonize yes` (no persistence) when installed but down.
 */
export async function redis({ start = true } = {}) {
  const url = process.env.REDIS_URL || LOCAL_REDIS;
  const { hostname, port } = new URL(url);
  const at = `${hostname}:${port || 6379}`;
  if (await listening(hostname, Number(port || 6379))) return { url, how: `found at ${at}` };
  const server = which('redis-server');
  const local = hostname === '127.0.0.1' || hostname === 'localhost';
  if (!start || !server || !local || !mayChangeMachine())
    return {
      skip: `no Redis at ${at} and none to start here; install redis-server (apt-get install redis-server) or set REDIS_URL.`,
    };
  console.log(`[services] starting redis-server on ${at}…`);
  const args = ['--port', String(port || 6379), '--save', '', '--appendonly', 'no', '--daemonize', 'yes'];
  if (!run(server, args) || !(await waitListening(hostname, Number(port || 6379), 10)))
    return { skip: `redis-server did not start on ${at}.` };
  return { url, how: `started redis-server on ${at}` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const browser = chromium({ install: false });
  console.log(`chromium  ${browser.path ?? browser.missing}`);
  const database = await postgres({ start: false });
  console.log(`postgres  ${database.url ? `${database.url} (${database.how})` : `skipped: ${database.skip}`}`);
  const cache = await redis({ start: false });
  console.log(`redis     ${cache.url ? `${cache.url} (${cache.how})` : `skipped: ${cache.skip}`}`);
}
