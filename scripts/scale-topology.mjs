// The production shape on one machine (DESIGN.md 'scale-out'): N web and M provider processes behind
// nginx, on a Postgres server and Redis. nginx listens twice: the web port (what browsers use) spreads
// page requests over the web processes, and the provider port (the accounts service for browsers, the
// API for the web processes) over the provider processes. Shared by `npm run scale` (scripts/scale.mjs)
// and the scale test (tests/scale/), which start it on their own ports, database and Redis prefix.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { installFromDebian, which } from './test-services.mjs';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const NEXT = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
// tsx as a loader in the provider's own process, not its CLI: the CLI runs the server in a child, so
// a process killed by its PID (the fault test) would leave the server running, orphaned.
const TSX = path.join(root, 'node_modules', 'tsx', 'dist');
const TSX_HOOKS = [
  '--require',
  path.join(TSX, 'preflight.cjs'),
  '--import',
  pathToFileURL(path.join(TSX, 'loader.mjs')).href,
];

/** nginx from Debian when missing (as root, with apt-get); its path, or throws with what to do. */
export function ensureNginx() {
  const found = which('nginx') ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined);
  if (found) return found;
  if (!installFromDebian('nginx-light')) {
    if (process.getuid?.() !== 0 || process.env.NERVUS_TEST_INSTALL === '0' || !which('apt-get'))
      throw new Error('nginx is missing: install it (sudo apt-get install nginx-light) and run again.');
    throw new Error('apt-get install nginx-light failed.');
  }
  return '/usr/sbin/nginx';
}

/** Creates the database of a postgres:// URL when it does not exist yet. */
export async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** The nginx configuration of the topology: the sample in README.md, with these ports. */
export function nginxConfig({ prefix, webPort, providerPort, webPorts, providerPorts }) {
  const servers = (ports) => ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n');
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 12m;
  upstream nervus_web {
${servers(webPorts)}
    keepalive 64;
  }
  upstream nervus_provider {
${servers(providerPorts)}
    keepalive 64;
  }
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  # A request that found its process gone is tried once on the next one. A write (POST) is retried
  # only when it never reached the process (connection refused): one that was sent may have been
  # done, and trying it again could do it twice. A process's own 5xx is an answer, not a failure:
  # counted as one (http_502 here), a write relayed from a killed provider marked the healthy web
  # process down too, and with its peer dead every request got nginx's 502 for fail_timeout.
  proxy_next_upstream error timeout;
  proxy_next_upstream_tries 2;
  proxy_http_version 1.1;
  proxy_set_header Connection $connection_upgrade;
  proxy_set_header Upgrade $http_upgrade;
  proxy_set_header Host $http_host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  proxy_set_header X-Forwarded-Proto $scheme;
  # Live updates (SSE) pass through as they are written, and may stay open for hours.
  proxy_buffering off;
  # A kept page's headers carry the hash of each of its inline scripts (server/cache/kept-page-policy.cjs):
  # room for a long page's, past the default of one memory page.
  proxy_buffer_size 16k;
  proxy_buffers 4 16k;
  proxy_busy_buffers_size 32k;
  proxy_read_timeout 1h;
  server {
    listen 127.0.0.1:${webPort} reuseport;
    location / { proxy_pass http://nervus_web; }
  }
  server {
    listen 127.0.0.1:${providerPort} reuseport;
    location / { proxy_pass http://nervus_provider; }
  }
}
`;
}

async function waitFor(url, label, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${label} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Starts the topology and resolves once every process answers. Options: webPort and providerPort
 * (nginx), webPorts and providerPorts (one process each), databaseUrl (postgres://), redisUrl,
 * redisPrefix, rootDomain (default localhost-style nervus.localhost:webPort), env (extra for every
 * process), logDir (each process's output; inherited when absent).
 */
export async function startTopology(options) {
  const { webPort, providerPort, webPorts, providerPorts, databaseUrl, redisUrl } = options;
  const rootDomain = options.rootDomain ?? `nervus.localhost:${webPort}`;
  const accountsHost = options.accountsHost ?? 'localhost';
  const nginx = ensureNginx();
  await ensureDatabase(databaseUrl);
  const prefix = path.join(options.logDir ?? path.join(root, '.data', 'scale'), 'nginx');
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(prefix, dir), { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ prefix, webPort, providerPort, webPorts, providerPorts }));
  const common = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: options.redisPrefix ?? 'nervus:',
    ROOT_DOMAIN: rootDomain,
    WEB_URL: `http://${rootDomain}`,
    PROVIDER_API_URL: `http://127.0.0.1:${providerPort}`,
    ACCOUNTS_URL: `http://${accountsHost}:${providerPort}`,
    ACCOUNTS_PUBLIC_URL: `http://${accountsHost}:${providerPort}`,
    // nginx is the one proxy in front of the accounts service: its X-Forwarded-For is believed.
    TRUSTED_PROXY: '1',
    ...options.env,
  };
  const processes = [];
  const spawnOne = (role, index, port, command, args, env) => {
    const label = `${role}-${index + 1}`;
    const out = options.logDir ? createWriteStream(path.join(options.logDir, `${label}.log`)) : null;
    const child = spawn(command, args, {
      cwd: root,
      env: { ...common, ...env },
      stdio: out ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (out) {
      child.stdout.pipe(out);
      child.stderr.pipe(out);
    }
    const entry = { role, label, port, child, log: out ? path.join(options.logDir, `${label}.log`) : null };
    processes.push(entry);
    return entry;
  };
  const startProvider = (index) =>
    spawnOne('provider', index, providerPorts[index], process.execPath, [...TSX_HOOKS, 'server/provider/main.ts'], {
      PROVIDER_PORT: String(providerPorts[index]),
    });
  const startWeb = (index) =>
    spawnOne('web', index, webPorts[index], process.execPath, [NEXT, 'start', '-p', String(webPorts[index])], {
      PORT: String(webPorts[index]),
    });
  const stop = async () => {
    spawnSync(nginx, ['-p', prefix, '-c', conf, '-s', 'quit'], { stdio: 'ignore' });
    await Promise.all(
      processes.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
  };
  try {
    // The first provider migrates and seeds alone; the others start on a ready database.
    startProvider(0);
    await waitFor(`http://127.0.0.1:${providerPorts[0]}/health`, 'provider 1');
    for (let i = 1; i < providerPorts.length; i++) startProvider(i);
    // The web processes reach the providers through nginx: it starts before them.
    const started = spawnSync(nginx, ['-p', prefix, '-c', conf], { encoding: 'utf8' });
    if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`);
    for (let i = 0; i < webPorts.length; i++) startWeb(i);
    await Promise.all([
      ...providerPorts.slice(1).map((p, i) => waitFor(`http://127.0.0.1:${p}/health`, `provider ${i + 2}`)),
      ...webPorts.map((p, i) => waitFor(`http://127.0.0.1:${p}/`, `web ${i + 1}`)),
    ]);
    await waitFor(`http://127.0.0.1:${webPort}/`, 'nginx');
  } catch (err) {
    await stop();
    throw err;
  }
  return { processes, stop, startProvider, startWeb, rootDomain, nginxConf: conf };
}
