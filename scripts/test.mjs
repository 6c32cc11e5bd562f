#!/usr/bin/env node
// `npm test`: every test. Unit tests, provider tests on PGlite (and again on the Postgres server
// named by DATABASE_URL when it is set), then the Playwright journeys in Chromium against a
// production build. Ends with one 'N passed, N failed' line over all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = [];

function step(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`◀ ${label}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0) failedSteps.push(label);
  return result.status === 0;
}

function countJest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const vm = ['--experimental-vm-modules', jest];
const only = process.argv[2];
const { DATABASE_URL, ...withoutDb } = process.env;

if (!only || only === 'lint') {
  // Unformatted files fail the run before lint: `npm run format` fixes them.
  step('format (prettier --check)', path.join(root, 'node_modules', '.bin', 'prettier'), [
    '--check',
    '--log-level=warn',
    '.',
  ]);
  step('lint (eslint)', path.join(root, 'node_modules', '.bin', 'eslint'), ['.']);
}
if (!only || only === 'unit') {
  step('unit tests', process.execPath, [
    jest,
    '--selectProjects',
    'unit',
    '--json',
    `--outputFile=${results}/unit.json`,
  ]);
  countJest(`${results}/unit.json`);
}
if (!only || only === 'provider') {
  // The embedded default first, whatever the environment says.
  const env = { ...withoutDb, DATABASE_URL: '' };
  console.log('\n▶ provider tests on PGlite');
  const r = spawnSync(
    process.execPath,
    [...vm, '--selectProjects', 'provider', '--json', `--outputFile=${results}/provider-pglite.json`],
    { cwd: root, stdio: 'inherit', env },
  );
  if (r.status !== 0) failedSteps.push('provider tests on PGlite');
  countJest(`${results}/provider-pglite.json`);
  if (DATABASE_URL && DATABASE_URL.startsWith('postgres')) {
    step(
      'provider tests on Postgres (DATABASE_URL)',
      process.execPath,
      [...vm, '--selectProjects', 'provider', '--json', `--outputFile=${results}/provider-postgres.json`],
      { DATABASE_URL },
    );
    countJest(`${results}/provider-postgres.json`);
  }
}
if (!only || only === 'e2e') {
  const built = step('next build', path.join(root, 'node_modules', '.bin', 'next'), ['build'], {
    NEXT_TELEMETRY_DISABLED: '1',
  });
  if (built) {
    step(
      'end-to-end journeys (Playwright, Chromium)',
      path.join(root, 'node_modules', '.bin', 'playwright'),
      ['test'],
      { DATABASE_URL: '' },
    );
    countPlaywright(`${results}/e2e.json`);
  }
}

console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
