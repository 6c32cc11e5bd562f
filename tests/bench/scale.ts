// Scale-out bench (issue 24): the visitor challenge page at 20 connections from one web process and
// through nginx in front of two (2 web + 2 provider on Postgres and Redis, scripts/scale-topology.mjs),
// with the machine's CPU use during each run and its load average. On a 2-core machine the cores, not
// the code, cap the gain: two web processes share them with nginx, the providers and this load
// generator. Part of `npm run bench` (run.ts) when a Postgres server and Redis answer, else skipped
// with the reason; alone: npx tsx tests/bench/scale.ts (ports 3770-3772, 4770-4772;
// SCALE_BENCH_DATABASE_URL, REDIS_URL), which appends its table to RESULTS.md.
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Services from '../../scripts/test-services.mjs';
import type * as Topology from '../../scripts/scale-topology.mjs';
import { stopOnInterrupt } from './bench-product';

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Like load.ts, over node:http: fetch drops a Host header, and each process must get the site's. */
async function load(
  url: string,
  o: { connections: number; requests: number; maxSeconds: number; headers: { host: string } },
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  const latencies: number[] = [];
  let sent = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + o.maxSeconds * 1000;
  const once = () =>
    new Promise<number>((resolve) => {
      const req = http.get(url, { agent, headers: o.headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        // An answer cut short ends with neither 'end' nor (unlistened) 'error': count it as failed.
        res.on('close', () => resolve(res.complete ? (res.statusCode ?? 0) : 0));
      });
      req.on('error', () => resolve(0));
    });
  const worker = async () => {
    while (sent < o.requests && performance.now() < deadline) {
      sent++;
      const t0 = performance.now();
      const status = await once();
      if (status === 0 || status >= 400) errors++;
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: o.connections }, worker));
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return { rps: latencies.length / seconds, p50: at(50), p99: at(99), errors };
}

/**
 * wrk, a load generator in C (Debian's package, installed with apt-get when missing, as root): on a
 * 2-core machine the generator shares the cores with what it measures, and wrk takes a fraction of
 * the CPU a Node.js client takes per request, so the web processes get the cores (as they would
 * with the load coming from elsewhere). Without it, the Node.js client above.
 */
async function findWrk(): Promise<string | undefined> {
  const { installFromDebian, which } = await importScript<typeof Services>('test-services.mjs');
  return which('wrk') ?? (installFromDebian('wrk') ? which('wrk') : undefined);
}

/** wrk's latency with its unit (us, ms, s) in milliseconds. */
function wrkMs(text: string): number {
  const m = text.match(/([\d.]+)(us|ms|s|m)\b/);
  if (!m) return Number.NaN;
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(m[1]) * scale;
}

/** A fixed-length wrk run on one thread: its rate, p50 and p99 (--latency), and failed requests. */
async function wrkLoad(wrk: string, url: string, o: { connections: number; seconds: number; host: string }) {
  const args = ['-t1', `-c${o.connections}`, `-d${o.seconds}s`, '--latency', '-H', `Host: ${o.host}`, url];
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(wrk, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (c) => (text += c));
    child.on('error', reject);
    // 'close', not 'exit': the last lines (the rate) may still be on their way when it exits.
    child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}`))));
  });
  const number = (re: RegExp) => Number(out.match(re)?.[1] ?? 0);
  const rate = out.match(/Requests\/sec:\s+([\d.]+)/)?.[1];
  const p50 = wrkMs(out.match(/^\s+50%\s+(\S+)/m)?.[1] ?? '');
  const p99 = wrkMs(out.match(/^\s+99%\s+(\S+)/m)?.[1] ?? '');
  if (rate === undefined || Number.isNaN(p50) || Number.isNaN(p99))
    throw new Error(`wrk's output was not understood:\n${out}`);
  const socketErrors = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return {
    rps: Number(rate),
    p50,
    p99,
    errors:
      number(/Non-2xx or 3xx responses:\s+(\d+)/) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

const LB = 3770;
/** Issue 24: through the load balancer, 2 web + 2 provider processes serve at least 1.3x one web process. */
export const SCALE_OUT_BUDGET = 1.3;

/** Busy and total CPU jiffies of the whole machine (/proc/stat). */
function cpuTimes(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = fields[3] + (fields[4] ?? 0);
  const total = fields.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

type Measured = LoadResult & { cpu: number; loadAvg: number };

/** A warm-up, then 20 connections for 20 s (at most 6,000 requests with the Node.js client). */
async function measured(url: string, host: string, wrk: string | undefined): Promise<Measured> {
  const run = (seconds: number, requests: number) =>
    wrk
      ? wrkLoad(wrk, url, { connections: 20, seconds, host })
      : load(url, { connections: 20, requests, maxSeconds: seconds, headers: { host } });
  await run(5, 400);
  const before = cpuTimes();
  const loadAvg = os.loadavg()[0];
  const result = await run(20, 6000);
  const after = cpuTimes();
  return { ...result, cpu: (after.busy - before.busy) / Math.max(1, after.total - before.total), loadAvg };
}

export type ScaleOutResult =
  { skipped: string } | { challenge: string; generator: string; one: Measured; both: Measured };

/** Loaded by Node itself: tsx would compile these ES modules (top-level await) to CommonJS. */
function importScript<T>(name: string): Promise<T> {
  const importer = new Function('url', 'return import(url)') as (url: string) => Promise<T>;
  return importer(pathToFileURL(path.join(process.cwd(), 'scripts', name)).href);
}

/** Postgres and Redis as `npm test` finds them (started when installed and allowed), or why not. */
async function services(): Promise<{ databaseUrl: string; redisUrl: string } | { skipped: string }> {
  const { postgres, redis } = await importScript<typeof Services>('test-services.mjs');
  const [server, cache] = [await postgres(), await redis()];
  if (server.skip !== undefined) return { skipped: server.skip };
  if (cache.skip !== undefined) return { skipped: cache.skip };
  const scratch = new URL(server.url);
  scratch.pathname = '/nervus_scale_bench';
  return { databaseUrl: process.env.SCALE_BENCH_DATABASE_URL ?? scratch.toString(), redisUrl: cache.url };
}

/** The visitor challenge page from one web process, then through nginx in front of two. */
export async function measureScaleOut(): Promise<ScaleOutResult> {
  const found = await services();
  if ('skipped' in found) return found;
  const { ensureNginx, startTopology } = await importScript<typeof Topology>('scale-topology.mjs');
  try {
    ensureNginx();
  } catch (err) {
    // No nginx and none to install here: the rest of the bench still runs.
    return { skipped: err instanceof Error ? err.message : String(err) };
  }
  const topology = await startTopology({
    webPort: LB,
    providerPort: 4770,
    webPorts: [LB + 1, LB + 2],
    providerPorts: [4771, 4772],
    databaseUrl: found.databaseUrl,
    redisUrl: found.redisUrl,
    redisPrefix: 'nervus-scale-bench:',
    logDir: path.join(process.cwd(), '.data', 'scale-bench'),
  });
  const release = stopOnInterrupt(topology.stop);
  try {
    const host = topology.rootDomain;
    const home = await new Promise<string>((resolve, reject) =>
      http
        .get(`http://127.0.0.1:${LB}/`, { headers: { host } }, (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve(text));
        })
        .on('error', reject),
    );
    // A challenge's own page (not the create or test-idea pages that share the /challenges/ prefix).
    const challenge = [...home.matchAll(/href="(\/challenges\/[a-z0-9-]+)"/g)]
      .map((m) => m[1])
      .find((p) => !/\/challenges\/(create|test-idea)$/.test(p));
    if (!challenge) throw new Error('No challenge on the home page');
    const wrk = await findWrk();
    const generator = wrk ? 'wrk, one thread' : 'a Node.js client (no wrk here)';
    const one = await measured(`http://127.0.0.1:${LB + 1}${challenge}`, host, wrk);
    const both = await measured(`http://127.0.0.1:${LB}${challenge}`, host, wrk);
    return { challenge, generator, one, both };
  } finally {
    release();
    await topology.stop();
  }
}

export function scaleOutReport(result: ScaleOutResult): string {
  if ('skipped' in result) return `Scale-out (2 web + 2 provider behind nginx): skipped, ${result.skipped}\n`;
  const { challenge, generator, one, both } = result;
  const row = (label: string, r: Measured) =>
    `| ${label} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${(r.cpu * 100).toFixed(0)} % | ${r.loadAvg.toFixed(1)} |`;
  const ratio = both.rps / one.rps;
  const errors = one.errors + both.errors;
  const verdict =
    errors > 0
      ? `OVER BUDGET: ${errors} failed requests`
      : ratio >= SCALE_OUT_BUDGET
        ? 'within budget'
        : `UNDER ${SCALE_OUT_BUDGET}x: ${both.cpu >= 0.9 ? `the machine's cores were ${(both.cpu * 100).toFixed(0)} % busy, so they, not the code, capped it` : 'the cores were not the cap'}`;
  return [
    `Scale-out: the visitor challenge page (${challenge}) at 20 connections, from one web process and through nginx in front of 2 web + 2 provider processes (Postgres, Redis), load from ${generator}. CPU: the whole machine's busy share during the run; load: 1-minute load average at its start.`,
    '',
    '| served by | req/s | p50 ms | p99 ms | errors | machine CPU | load average |',
    '|---|---|---|---|---|---|---|',
    row('one web process (direct)', one),
    row('nginx, 2 web processes', both),
    '',
    `- 2+2 / 1: ${ratio.toFixed(2)}x (budget >= ${SCALE_OUT_BUDGET}): ${verdict}. Two web processes, nginx, the providers and the load generator share ${os.cpus().length} cores.`,
    '',
  ].join('\n');
}

if (path.basename(process.argv[1] ?? '') === 'scale.ts') {
  measureScaleOut()
    .then((result) => {
      const report = `\n## ${new Date().toISOString()} (${os.platform()}, ${os.cpus().length} cores), scale-out only\n\n${scaleOutReport(result)}`;
      console.log(report);
      if (!('skipped' in result)) appendFileSync(path.join(process.cwd(), 'tests', 'bench', 'RESULTS.md'), report);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
