#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed, starts the provider (which migrates and
// seeds demo data on an empty database), waits for it, starts the web app and prints the URLs.
// `--dev` runs `next dev` instead. Environment: see README (all optional).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { markBuilt, staleReason } from './build-state.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dev = process.argv.includes('--dev');
const env = { ...process.env };
const port = env.PORT ?? '3000';
const providerPort = env.PROVIDER_PORT ?? '4010';
env.PROVIDER_PORT = providerPort;
env.PROVIDER_API_URL ??= `http://127.0.0.1:${providerPort}`;
env.ROOT_DOMAIN ??= `nervus.localhost:${port}`;
env.WEB_URL ??= `http://${env.ROOT_DOMAIN}`;
env.ACCOUNTS_URL ??= `http://localhost:${providerPort}`;
env.ACCOUNTS_PUBLIC_URL ??= env.ACCOUNTS_URL;
env.NEXT_TELEMETRY_DISABLED = '1';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function buildIfStale() {
  const stale = staleReason(root);
  if (!stale) return;
  console.log(`[start] building the web app (${stale})…`);
  const started = Date.now();
  const result = spawnSync(bin('next'), ['build'], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  markBuilt(root, started);
  console.log(`[start] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function waitFor(url, label, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${label} did not start within ${timeoutMs / 1000} s`);
}

const children = [];
function run(command, args, label) {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM') console.error(`[start] ${label} exited (${code ?? signal})`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const t0 = Date.now();
if (!dev) buildIfStale();
const coldStart = Date.now();
run(bin('tsx'), ['server/provider/main.ts'], 'provider');
await waitFor(`${env.PROVIDER_API_URL}/health`, 'provider');
run(bin('next'), [dev ? 'dev' : 'start', '-p', port], 'web');
await waitFor(`http://127.0.0.1:${port}/`, 'web');
console.log(`
  Nervus is running (cold start ${((Date.now() - coldStart) / 1000).toFixed(1)} s, total ${((Date.now() - t0) / 1000).toFixed(1)} s)
    main community   ${env.WEB_URL}
    a community      http://comedy.${env.ROOT_DOMAIN}
    accounts         ${env.ACCOUNTS_URL}/accounts/gateway
  Demo sign-in: admin@nervus.test / nervus-demo (more in README.md)
`);
