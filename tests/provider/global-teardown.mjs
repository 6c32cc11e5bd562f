// Removes the run's PGlite snapshots (tests/provider/global-setup.mjs).
import { rmSync } from 'node:fs';

export default function globalTeardown() {
  const folder = process.env.NERVUS_PGLITE_SNAPSHOTS;
  if (folder) rmSync(folder, { recursive: true, force: true });
}
