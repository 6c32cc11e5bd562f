// One folder per jest run for the database snapshots that tests/provider/harness.ts keeps; test files
// and workers started after this read its name from the environment.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default function globalSetup() {
  process.env.NERVUS_TEST_SNAPSHOTS = mkdtempSync(path.join(tmpdir(), 'nervus-test-db-'));
}
