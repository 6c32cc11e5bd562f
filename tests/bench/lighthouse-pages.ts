// `npx tsx tests/bench/lighthouse-pages.ts [--runs=3] [--label=text]`: the Lighthouse part of
// `npm run bench` alone, repeated, for the pages of issue 22's budget (home, a challenge, My
// Progress signed in, sign-up), with each page's median. Lighthouse's performance score moves a
// few points from run to run with the machine's load, so one run cannot tell a 92 from a 95: this
// runs them in rounds (every page once per round, so load drifts touch all pages alike) and records
// the load average beside the figures. My Progress is measured for the bench's player and for
// MayaChen, the demo player issue 22's profile used. Ports: BENCH_WEB_PORT, BENCH_PROVIDER_PORT
// (defaults in bench-product.ts), so helpers sharing a machine do not collide. Needs a fresh build:
// scripts/start.mjs would otherwise start one inside the measurement. Appends to RESULTS.md.
import { appendFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { base, firstChallengePath, PROVIDER_PORT, startProduct } from './bench-product';
import { lighthouseVerdict, runLighthouse, type LighthouseResult } from './lighthouse';
import { signInCookie } from './sign-in';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(arg('runs') ?? 3);
const LABEL = arg('label') ?? '';
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

/** scripts/build-state.mjs is plain JavaScript without types: its one function, typed here. */
const BUILD_STATE = '../../scripts/build-state.mjs';

async function main() {
  const { staleReason } = (await import(BUILD_STATE)) as { staleReason: (root: string) => string | undefined };
  const stale = staleReason(process.cwd());
  // scripts/start.mjs would otherwise build inside the measurement.
  if (stale) throw new Error(`The build is stale (${stale}): build again first`);
  const product = await startProduct('bench-lh');
  try {
    const challengePath = firstChallengePath(await (await fetch(`${base}/`)).text());
    const ada = await signInCookie(base, 'adalovelace@nervus.test', 'nervus-demo', 'AdaLovelace');
    const maya = await signInCookie(base, 'mayachen@nervus.test', 'nervus-demo', 'MayaChen');
    const progress = (p: { screenName: string }) => `${base}/${p.screenName}/my-dashboard/my-progress/score-stats`;
    const pages: { url: string; cookie?: string }[] = [
      { url: `${base}/` },
      { url: `${base}${challengePath}` },
      { url: progress(ada), cookie: ada.cookie },
      { url: progress(maya), cookie: maya.cookie },
      { url: `http://localhost:${PROVIDER_PORT}/accounts/signup` },
    ];
    // One unmeasured pass warms the server's caches and Next's compiled routes.
    for (const { url, cookie } of pages) await fetch(url, { headers: cookie ? { cookie } : {} });
    const loadBefore = load();
    const runs = new Map<string, LighthouseResult[]>(pages.map((p) => [p.url, []]));
    for (let round = 1; round <= RUNS; round++) {
      for (const { url, cookie } of pages) {
        // Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART): one more try.
        const r = await runLighthouse(url, { cookie }).catch(() => runLighthouse(url, { cookie }));
        runs.get(url)!.push(r);
        console.log(`round ${round} ${url.replace(base, '') || '/'}: ${r.performance} (TBT ${r.tbtMs.toFixed(0)} ms)`);
      }
    }
    const loadAfter = load();
    const rows = [...runs].map(([url, rs]) => {
      const m = (pick: (r: LighthouseResult) => number) => median(rs.map(pick));
      const perf = m((r) => r.performance);
      const verdict = lighthouseVerdict({ performance: perf, accessibility: m((r) => r.accessibility) });
      return `| ${url.replace(base, '') || '/'} | ${rs.map((r) => r.performance).join(', ')} | ${perf} | ${m((r) => r.accessibility)} | ${m((r) => r.fcpMs).toFixed(0)} | ${m((r) => r.lcpMs).toFixed(0)} | ${m((r) => r.tbtMs).toFixed(0)} | ${m((r) => r.cls).toFixed(3)} | ${m((r) => r.scriptKb).toFixed(0)} | ${verdict} |`;
    });
    const report = [
      `\n## ${new Date().toISOString()} Lighthouse only, ${RUNS} rounds${LABEL ? `: ${LABEL}` : ''}`,
      `Load average (1, 5, 15 min): ${loadBefore} before, ${loadAfter} after.`,
      '',
      '| path | performance per run | median performance | accessibility | FCP | LCP | TBT | CLS | script kB | budget (median) |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n');
    console.log(report);
    appendFileSync('tests/bench/RESULTS.md', report);
  } finally {
    await product.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
