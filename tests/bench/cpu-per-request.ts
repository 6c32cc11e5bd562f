// The web process's own CPU per request for a page, read from /proc (utime + stime of the
// process that listens on the web port) around a closed-loop load: steadier than requests/s on a
// machine whose cores are shared, and it says what a page costs the server, whatever else runs.
// `RSC` rows ask for the page's React Server Components payload alone (a client navigation), which
// is the part of a render that partial prerendering repeats for every request.
//   npx tsx tests/bench/cpu-per-request.ts [--requests=600] [--rounds=3] [--only=<part of a row's label>,…]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { base, firstChallengePath, personalPartsCall, startProduct, WEB_PORT } from './bench-product';
import { load } from './load';
import { signInCookie } from './sign-in';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const REQUESTS = arg('requests', 600);
/** Rounds over every page; the median is reported, as single runs vary by a fifth on a shared machine. */
const ROUNDS = arg('rounds', 3);
/** Rows whose label holds one of these (all rows without it). */
const ONLY = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean);
const TICKS_PER_SECOND = 100;

function listenerPid(port: number): number {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = out.match(/pid=(\d+)/)?.[1];
  if (!pid) throw new Error(`Nothing listens on port ${port}`);
  return Number(pid);
}

function cpuMs(pid: number): number {
  // Fields after the command name (which may hold spaces): utime is the 12th, stime the 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

interface Target {
  label: string;
  url: string;
  headers: Record<string, string>;
}

async function measure(pid: number, target: Target) {
  const before = cpuMs(pid);
  const result = await load(target.url, {
    connections: 20,
    requests: REQUESTS,
    maxSeconds: 60,
    headers: target.headers,
  });
  return { cpu: (cpuMs(pid) - before) / result.requests, rps: result.rps, p99: result.p99, errors: result.errors };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const product = await startProduct('cpu');
  try {
    const pid = listenerPid(WEB_PORT);
    const challenge = firstChallengePath(await (await fetch(`${base}/`)).text());
    const player = await signInCookie(base, 'adalovelace@nervus.test', 'nervus-demo', 'AdaLovelace');
    const signedIn = { cookie: player.cookie };
    // `_rsc` with the RSC header is how the router asks for a page's payload on navigation.
    const rsc = { ...signedIn, rsc: '1' };
    const dashboard = `${base}/${player.screenName}/my-dashboard`;
    const parts = personalPartsCall(challenge);
    const dashboardParts = personalPartsCall(new URL(dashboard).pathname);
    const allTargets: Target[] = [
      { label: '/terms-of-service, visitor (cached)', url: `${base}/terms-of-service`, headers: {} },
      { label: '/terms-of-service?x=1, visitor (rendered)', url: `${base}/terms-of-service?x=1`, headers: {} },
      { label: '/terms-of-service, signed in', url: `${base}/terms-of-service`, headers: signedIn },
      { label: '/terms-of-service, signed in, RSC only', url: `${base}/terms-of-service?_rsc`, headers: rsc },
      { label: 'challenge, signed in', url: `${base}${challenge}`, headers: signedIn },
      { label: 'challenge, signed in, RSC only', url: `${base}${challenge}?_rsc`, headers: rsc },
      {
        label: 'challenge, signed in: its personal parts call',
        ...parts,
        headers: { ...parts.headers, ...signedIn },
      },
      {
        label: 'challenge, signed in, with ?tab=ideas (rendered for the player)',
        url: `${base}${challenge}?tab=ideas`,
        headers: signedIn,
      },
      { label: 'dashboard, signed in', url: dashboard, headers: signedIn },
      { label: 'dashboard, signed in, RSC only', url: `${dashboard}?_rsc`, headers: rsc },
      {
        label: 'dashboard, signed in: its personal parts call',
        ...dashboardParts,
        headers: { ...dashboardParts.headers, ...signedIn },
      },
      {
        label: 'dashboard, signed in, with ?tab=x (rendered for the player)',
        url: `${dashboard}?tab=x`,
        headers: signedIn,
      },
    ];
    const targets = ONLY ? allTargets.filter((t) => ONLY.some((part) => t.label.includes(part))) : allTargets;
    for (const target of targets) await load(target.url, { connections: 10, requests: 100, headers: target.headers });
    const runs = targets.map(() => [] as Awaited<ReturnType<typeof measure>>[]);
    const loadBefore = readFileSync('/proc/loadavg', 'utf8').trim();
    for (let round = 0; round < ROUNDS; round++)
      for (const [i, target] of targets.entries()) runs[i].push(await measure(pid, target));
    console.log(
      `${ROUNDS} rounds of ${REQUESTS} requests at 20 connections; load before ${loadBefore}, after ${readFileSync('/proc/loadavg', 'utf8').trim()}`,
    );
    console.log(
      '| page | web CPU ms/request (median; each round) | req/s (median) | p99 ms (median) | body kB | errors |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const [i, target] of targets.entries()) {
      const r = runs[i];
      const bytes = (await (await fetch(target.url, { headers: target.headers })).arrayBuffer()).byteLength;
      console.log(
        `| ${target.label} | ${median(r.map((x) => x.cpu)).toFixed(1)} (${r.map((x) => x.cpu.toFixed(1)).join(', ')}) | ${median(r.map((x) => x.rps)).toFixed(0)} | ${median(r.map((x) => x.p99)).toFixed(0)} | ${(bytes / 1024).toFixed(0)} | ${r.reduce((n, x) => n + x.errors, 0)} |`,
      );
    }
  } finally {
    await product.stop();
  }
}

void main();
