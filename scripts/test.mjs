#!/usr/bin/env node
// `npm test`: every test. Formatting, lint, unit tests, provider tests on PGlite and again on a
// Postgres server (DATABASE_URL=postgres://…, else the local one at 127.0.0.1:5432 when it answers),
// and the production build run side by side, as many at once as the machine has cores; then the
// Playwright journeys in Chromium against that build, one server and database per worker. What the
// machine lacks is installed or started (scripts/test-services.mjs) or named in one line.
// Ends with the step times, the ten slowest test files, the flaky journeys and one
// 'N passed, N failed, N skipped, N flaky' line. `node scripts/test.mjs lint|unit|provider|e2e|scale`
// runs one part. The scale test (tests/scale/) runs after the journeys when Postgres and Redis answer.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markBuilt, staleReason } from './build-state.mjs';
import { chromium, postgres, redis } from './test-services.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const results = path.join(root, 'test-results');
const logs = path.join(results, 'logs');
rmSync(results, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });

const cores = os.availableParallelism?.() ?? os.cpus().length;
/** Steps run side by side (TEST_JOBS overrides). */
const slots = Math.max(1, Number(process.env.TEST_JOBS ?? cores));
/** Journeys at once, each with its own servers (E2E_WORKERS overrides). */
const e2eWorkers = process.env.E2E_WORKERS ?? String(Math.max(1, Math.min(4, cores)));
const only = process.argv[2];
const wants = (part) => !only || only === part;

const t0 = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const failedSteps = [];
const stepTimes = [];
const fileTimes = [];
const flakyJourneys = [];
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * Runs one step. `quiet` steps write to test-results/logs/<name>.log (they run side by side) and
 * print it only when they fail; the journeys print as they go.
 */
function step(label, command, args, { env = {}, quiet = true } = {}) {
  const started = Date.now();
  const log = path.join(logs, `${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`);
  console.log(`▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let out;
    if (quiet) {
      out = createWriteStream(log);
      child.stdout.pipe(out);
      child.stderr.pipe(out);
    }
    child.on('close', async (code) => {
      if (out) await new Promise((done) => out.end(done));
      const took = Date.now() - started;
      stepTimes.push({ label, took });
      console.log(`◀ ${label}: ${code === 0 ? 'passed' : `exit ${code}`} in ${seconds(took)}`);
      if (code !== 0) {
        failedSteps.push(label);
        if (quiet) {
          const lines = readFileSync(log, 'utf8').split('\n');
          console.log(`── ${label}: last lines of ${path.relative(root, log)} ──`);
          console.log(lines.slice(-200).join('\n'));
        }
      }
      resolve(code === 0);
    });
  });
}

/** Runs the jobs, `size` at a time, longest first as listed. */
async function pool(jobs, size) {
  const queue = [...jobs];
  const lane = async () => {
    while (queue.length) await queue.shift()();
  };
  await Promise.all(Array.from({ length: Math.min(size, queue.length) }, lane));
}

function countJest(file, suite) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests;
  for (const t of report.testResults)
    fileTimes.push({ suite, file: path.relative(root, t.name), took: t.endTime - t.startTime });
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const perFile = new Map();
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const took = test.results.reduce((sum, r) => sum + r.duration, 0);
        perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + took);
        if (test.status === 'flaky') flakyJourneys.push([spec.file, ...titles, spec.title].join(' › '));
      }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  for (const [name, took] of perFile)
    fileTimes.push({ suite: 'e2e', file: path.join(path.relative(root, report.config.rootDir), name), took });
  const { stats } = report;
  totals.passed += stats.expected;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  totals.flaky += stats.flaky ?? 0;
}

const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
// Each jest run takes its share of the cores: on two, one in-band run beside another step.
const jestWorkers = `--maxWorkers=${Math.max(1, Math.floor(cores / 2))}`;
const jobs = [];
const { DATABASE_URL: _, ...withoutDb } = process.env;

/** One pass of the provider suite on one database engine, its report counted under `label`. */
function providerPass(label, file, env) {
  return async () => {
    await step(
      `provider tests on ${label}`,
      process.execPath,
      ['--experimental-vm-modules', jest, '--selectProjects=provider', jestWorkers, '--json', `--outputFile=${file}`],
      { env },
    );
    countJest(file, `provider (${label})`);
  };
}

// The embedded default, whatever the environment says. The Redis cases of the sign-in limits run
// in this pass (TEST_REDIS_URL), on the machine's Redis, found or started, or skipped with the reason.
if (wants('provider')) {
  const cache = await redis();
  console.log(
    `  Redis for the provider tests: ${cache.url ? `${cache.url} (${cache.how})` : `skipped, ${cache.skip}`}`,
  );
  const env = { ...withoutDb, DATABASE_URL: '', ...(cache.url ? { TEST_REDIS_URL: cache.url } : {}) };
  jobs.push(providerPass('PGlite', `${results}/provider-pglite.json`, env));
}

let browser;
if (wants('e2e')) {
  browser = chromium();
  if (browser.missing) console.log(`✖ ${browser.missing}`);
  else if (browser.installed) console.log(`Installed Debian's Chromium headless shell: ${browser.path}`);
  // Without a browser the build is of no use to this run.
  const stale = browser.path ? staleReason(root) : undefined;
  if (stale)
    jobs.push(async () => {
      const started = Date.now();
      console.log(`  next build: ${stale}`);
      const ok = await step('next build', bin('next'), ['build'], { env: { NEXT_TELEMETRY_DISABLED: '1' } });
      if (ok) markBuilt(root, started);
    });
  else if (browser.path) console.log('  next build: skipped, the last finished build is current');
}

/** The scale test's services (tests/scale/): a Postgres server and Redis, or the reason it is skipped. */
let scale;
if (wants('scale') || wants('e2e')) {
  const [server, cache] = [await postgres(), await redis()];
  const skip = server.url ? cache.skip : server.skip;
  scale = skip
    ? { skip }
    : { database: server.url.replace(/\/[^/]*$/, '/nervus_scale_test'), redis: cache.url, browser: chromium() };
  if (!skip && scale.browser.missing) scale = { skip: scale.browser.missing };
  console.log(
    `  scale test (2 web + 2 provider behind nginx): ${scale.skip ? `skipped, ${scale.skip}` : 'after the journeys'}`,
  );
}

if (wants('provider')) {
  const server = await postgres();
  if (server.url) {
    console.log(`  provider tests on Postgres: ${server.url} (${server.how})`);
    jobs.push(providerPass('Postgres', `${results}/provider-postgres.json`, { DATABASE_URL: server.url }));
  } else console.log(`  provider tests on Postgres: skipped, ${server.skip}`);
}

if (wants('unit')) {
  jobs.push(async () => {
    await step('unit tests', process.execPath, [
      jest,
      '--selectProjects=unit',
      jestWorkers,
      '--json',
      `--outputFile=${results}/unit.json`,
    ]);
    countJest(`${results}/unit.json`, 'unit');
  });
}

if (wants('lint')) {
  jobs.push(() => step('lint (eslint)', bin('eslint'), ['.']));
  // Unformatted files fail the run: `npm run format` fixes them. The cache (by content) keeps a
  // second run short; it lives with the local data, outside the tree.
  jobs.push(() =>
    step('format (prettier --check)', bin('prettier'), [
      '--check',
      '--log-level=warn',
      '--cache',
      '--cache-strategy=content',
      `--cache-location=${path.join(root, '.data', 'cache', 'prettier')}`,
      '.',
    ]),
  );
}

console.log(`Running ${jobs.length} steps, ${Math.min(slots, jobs.length)} at a time (${cores} cores).`);
await pool(jobs, slots);

const afterBuild = [];
if (wants('e2e')) {
  if (browser.missing) failedSteps.push('end-to-end journeys (no Chromium)');
  else if (!failedSteps.includes('next build')) {
    // One retry tells a flaky journey from a failing one; flaky ones are listed below.
    afterBuild.push(async () => {
      await step('end-to-end journeys (Playwright, Chromium)', bin('playwright'), ['test', '--retries=1'], {
        env: {
          DATABASE_URL: '',
          CHROMIUM_PATH: browser.path,
          E2E_WORKERS: e2eWorkers,
          E2E_SCREENSHOTS: process.env.E2E_SCREENSHOTS ?? '0',
        },
        quiet: false,
      });
      countPlaywright(`${results}/e2e.json`);
    });
  }
}
// After the journeys, on its own ports (3760-3762, 4760-4762), database and Redis prefix: its fault
// test puts 50 connections of load on 4 processes and kills two; beside the journeys on 2 cores it
// ran at 5 requests/s (10 s per request), so the requests in flight at the kill were 7 % of all.
if (scale && !scale.skip && !failedSteps.includes('next build'))
  afterBuild.push(async () => {
    await step('scale test (2 web + 2 provider behind nginx)', bin('playwright'), ['test', '-c', 'tests/scale'], {
      env: { SCALE_DATABASE_URL: scale.database, SCALE_REDIS_URL: scale.redis, CHROMIUM_PATH: scale.browser.path },
    });
    countPlaywright(`${results}/scale.json`);
  });
for (const run of afterBuild) await run();

console.log(`\nStep times (wall clock ${seconds(Date.now() - t0)}):`);
for (const { label, took } of stepTimes) console.log(`  ${seconds(took).padStart(6)}  ${label}`);
if (fileTimes.length) {
  console.log('Ten slowest test files:');
  for (const { suite, file, took } of fileTimes.sort((a, b) => b.took - a.took).slice(0, 10))
    console.log(`  ${seconds(took).padStart(6)}  ${file} (${suite})`);
}
if (flakyJourneys.length) {
  console.log('Flaky journeys (failed, then passed on retry; fix them):');
  for (const name of flakyJourneys) console.log(`  ${name}`);
}
if (browser?.missing) console.log(`✖ ${browser.missing}`);
console.log(failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.');
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, ${totals.flaky} flaky`);
process.exit(failedSteps.length ? 1 : 0);
