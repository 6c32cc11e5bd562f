// The product as the web benches run it (run.ts, lighthouse-pages.ts): `scripts/start.mjs` on its own
// ports and a fresh embedded database, the root domain being the host itself so that pages call
// their own BFF as same-origin, with an existing build. Ports: BENCH_WEB_PORT, BENCH_PROVIDER_PORT,
// so sessions sharing the machine give each run its own.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { personalPageFor, personalPartsQuery } from '../../lib/personal-parts';

export const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3200);
export const PROVIDER_PORT = Number(process.env.BENCH_PROVIDER_PORT ?? 4210);
export const base = `http://localhost:${WEB_PORT}`;

export async function waitFor(url: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The first challenge the home links to (not the create or test-idea pages). */
export function firstChallengePath(homeHtml: string): string {
  const found = homeHtml.match(/href="(\/challenges\/(?!create"|test-idea")[^"?]+)"/)?.[1];
  if (!found) throw new Error('No challenge link on the home page');
  return found;
}

/** What a bench started and has not stopped yet: stopped when the bench is interrupted (Ctrl-C, kill). */
const running = new Set<() => Promise<void>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void Promise.allSettled([...running].map((stop) => stop())).then(() => process.exit(130));
  });

/** Stops `stop`'s processes if the bench is interrupted before it does; the returned function forgets it. */
export function stopOnInterrupt(stop: () => Promise<void>): () => void {
  running.add(stop);
  return () => running.delete(stop);
}

/**
 * Starts the product and resolves once the home answers, with the seconds that took and stop(),
 * which ends it and removes its database.
 */
export async function startProduct(label: string): Promise<{ coldStart: number; stop: () => Promise<void> }> {
  if (!existsSync('.next/BUILD_ID')) throw new Error('Build first: npx next build');
  const dataDir = path.join(process.cwd(), '.data', `${label}-${Date.now()}`);
  const env = {
    ...process.env,
    PORT: String(WEB_PORT),
    PROVIDER_PORT: String(PROVIDER_PORT),
    DATABASE_URL: dataDir,
    ROOT_DOMAIN: `localhost:${WEB_PORT}`,
  };
  const t0 = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: 'ignore', detached: true });
  const stop = async () => {
    release();
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  };
  const release = stopOnInterrupt(stop);
  try {
    await waitFor(`${base}/`);
  } catch (err) {
    await stop();
    throw err;
  }
  return { coldStart: (performance.now() - t0) / 1000, stop };
}

/**
 * The call a page kept for players makes for the viewer's own parts (components/personal/):
 * GET /api/me/parts for the page at `pagePath` (a challenge, a dashboard home), as the browser
 * sends it. Add the player's cookie to its headers.
 */
export function personalPartsCall(pagePath: string) {
  return {
    url: `${base}/api/me/parts${personalPartsQuery(personalPageFor(pagePath))}`,
    headers: { accept: 'application/json' } as Record<string, string>,
  };
}
