// Whether the production build in .next still matches the sources, so that `npm start`, `npm test`
// and the journeys' web server build once and reuse it. A build counts only when `next build`
// finished (Next writes .next/BUILD_ID before prerendering, so a failed build can leave one): this
// module's marker records when a successful build started, and any web source changed since then
// makes it stale. Sources are everything but what the web app cannot import (the provider, tests,
// scripts, tool configs), so a new top-level file rebuilds rather than being missed.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MARKER = path.join('.next', 'nervus-build.json');
/** Not part of the web build: folders (any depth from the root) and root files. */
const IGNORED_DIRS = new Set([
  'node_modules',
  'tests',
  'scripts',
  'test-results',
  'playwright-report',
  'coverage',
  path.join('server', 'provider'),
]);
const IGNORED_FILES = new Set([
  'next-env.d.ts',
  'README.md',
  'jest.config.cjs',
  'playwright.config.ts',
  'drizzle.config.ts',
  'eslint.config.mjs',
  '.prettierrc.json',
  '.prettierignore',
  '.gitignore',
]);

function newest(root, relative, found) {
  for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
    const rel = path.join(relative, entry.name);
    if (entry.isDirectory()) {
      // Dot folders are tooling (.git, .next, .data, .ci); dot files such as .env are read by Next.
      if (entry.name.startsWith('.') || IGNORED_DIRS.has(rel)) continue;
      newest(root, rel, found);
    } else if (!IGNORED_FILES.has(rel) && !rel.endsWith('.tsbuildinfo')) {
      const mtime = statSync(path.join(root, rel)).mtimeMs;
      if (mtime > found.mtime) Object.assign(found, { mtime, file: rel });
    }
  }
  return found;
}

/** Why .next must be built again, or undefined when the last successful build is current. */
export function staleReason(root) {
  const marker = path.join(root, MARKER);
  if (!existsSync(marker) || !existsSync(path.join(root, '.next', 'BUILD_ID'))) return 'no finished build';
  const { startedAt } = JSON.parse(readFileSync(marker, 'utf8'));
  const { mtime, file } = newest(root, '', { mtime: 0, file: '' });
  return mtime > startedAt ? `${file} changed since the last build` : undefined;
}

/** Records a successful `next build` that started at `startedAt` (ms since the epoch). */
export function markBuilt(root, startedAt) {
  writeFileSync(path.join(root, MARKER), JSON.stringify({ startedAt }));
}
