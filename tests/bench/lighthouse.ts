// Lighthouse (mobile, its default) in Debian's Chromium for one page: the four category scores,
// the paint and blocking metrics, and the JavaScript the page loads (compressed bytes). The
// `lighthouse` package's CLI launches Chromium through its chrome-launcher; a signed-in page gets
// the session's Cookie header (--extra-headers). Budgets (issue 22): accessibility 100 and
// performance at least 95 on every page measured.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
// Lighthouse runs in a plain node process: tsx's transform would rename the functions Lighthouse
// sends into the page, and they fail there ('__name is not defined').
const CLI = path.join(process.cwd(), 'node_modules', 'lighthouse', 'cli', 'index.js');
// The same flags the journeys use: no sandbox as root, no calls to the outside world.
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

export interface LighthouseResult {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  /** Audits that cost points outside performance, with what they found first. */
  failing: string[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<
    string,
    { score: number | null; numericValue?: number; details?: { items?: Record<string, unknown>[] } } | undefined
  >;
}

export const LIGHTHOUSE_BUDGET = { accessibility: 100, performance: 95 } as const;

/** 'within budget', or what missed it. */
export function lighthouseVerdict(r: Pick<LighthouseResult, 'accessibility' | 'performance'>): string {
  const misses = [
    r.accessibility < LIGHTHOUSE_BUDGET.accessibility ? `accessibility ${r.accessibility} < 100` : '',
    r.performance < LIGHTHOUSE_BUDGET.performance ? `performance ${r.performance} < 95` : '',
  ].filter(Boolean);
  return misses.length ? `OVER BUDGET (${misses.join(', ')})` : 'within budget';
}

export async function runLighthouse(url: string, options: { cookie?: string } = {}): Promise<LighthouseResult> {
  const extra = options.cookie ? [`--extra-headers=${JSON.stringify({ Cookie: options.cookie })}`] : [];
  const audit = () =>
    run(
      process.execPath,
      [CLI, url, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${CHROME_FLAGS}`, ...extra],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
        timeout: 180_000,
      },
    );
  // Lighthouse now and then fails to record its trace (NO_NAVSTART, "Please run Lighthouse
  // again"): once more, rather than lose the whole bench run's report to it.
  const { stdout } = await audit().catch((err: Error) => {
    console.error(`Lighthouse failed on ${url}, once more: ${err.message.split('\n')[0]}`);
    return audit();
  });
  const { categories, audits } = JSON.parse(stdout) as Lhr;
  const scripts = audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script') as
    { transferSize: number } | undefined;
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((key) =>
    (categories[key]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id}: ${JSON.stringify(audits[ref.id]?.details?.items?.[0] ?? {}).slice(0, 160)}`),
  );
  return {
    url,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? 0,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    scriptKb: (scripts?.transferSize ?? 0) / 1024,
    failing,
  };
}
