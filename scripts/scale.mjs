#!/usr/bin/env node
// `npm run scale`: the production shape on this machine (README 'Production shape'): 2 web and 2
// provider processes behind nginx (installed from Debian when missing), on the local Postgres server
// and Redis, with the demo data. Builds the web app when stale. Environment (all optional):
// DATABASE_URL (postgres://postgres@127.0.0.1:5432/nervus), REDIS_URL (redis://127.0.0.1:6379),
// PORT (nginx for browsers, 3000), PROVIDER_PORT (nginx for the API and accounts, 4010),
// SCALE_WEB (2), SCALE_PROVIDERS (2).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { markBuilt, staleReason } from './build-state.mjs';
import { root, startTopology } from './scale-topology.mjs';
import { postgres, redis } from './test-services.mjs';

const port = Number(process.env.PORT ?? 3000);
const providerPort = Number(process.env.PROVIDER_PORT ?? 4010);
const webCount = Number(process.env.SCALE_WEB ?? 2);
const providerCount = Number(process.env.SCALE_PROVIDERS ?? 2);

const server = await postgres();
if (!server.url) throw new Error(`npm run scale needs Postgres: ${server.skip}`);
const databaseUrl = process.env.DATABASE_URL?.startsWith('postgres')
  ? process.env.DATABASE_URL
  : server.url.replace(/\/[^/]*$/, '/nervus');
const cache = await redis();
if (!cache.url) throw new Error(`npm run scale needs Redis: ${cache.skip}`);

const stale = staleReason(root);
if (stale) {
  console.log(`[scale] building the web app (${stale})…`);
  const started = Date.now();
  const built = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
  markBuilt(root, started);
}

const t0 = Date.now();
const topology = await startTopology({
  webPort: port,
  providerPort,
  webPorts: Array.from({ length: webCount }, (_, i) => port + 1 + i),
  providerPorts: Array.from({ length: providerCount }, (_, i) => providerPort + 1 + i),
  databaseUrl,
  redisUrl: cache.url,
});
const { rootDomain } = topology;
console.log(`
  Nervus is running scaled out (${((Date.now() - t0) / 1000).toFixed(1)} s): ${webCount} web and ${providerCount} provider processes behind nginx
    main community   http://${rootDomain}
    a community      http://comedy.${rootDomain}
    accounts         http://localhost:${providerPort}/accounts/gateway
    processes        ${topology.processes.map((p) => `${p.label} :${p.port} (pid ${p.child.pid})`).join(', ')}
    database         ${databaseUrl}
    redis            ${cache.url}
    nginx            ${topology.nginxConf}
  Demo sign-in: admin@nervus.test / nervus-demo (more in README.md). Ctrl-C stops everything.
`);
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await topology.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const { child, label } of topology.processes)
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[scale] ${label} exited (${code ?? signal}); the others keep serving`);
  });
