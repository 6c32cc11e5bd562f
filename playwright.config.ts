// User journeys in Debian's Chromium (browsers cannot be downloaded here). Communities are real
// subdomains of nervus.localhost, mapped to loopback with --host-resolver-rules. Chromium counts every
// *.localhost origin as a secure context, as production's https is: service workers, the clipboard
// and fetch metadata (Sec-Fetch-Site, which the BFF checks) work on plain http, in the full browser
// and in the headless shell alike.
import { defineConfig } from '@playwright/test';
import { BROWSER_PATH } from './tests/e2e/browser';
import { BASE_PROVIDER_PORT, BASE_WEB_PORT, WEB_PORT } from './tests/e2e/ports';

// E2E_WORKERS journeys at once, each worker against its own servers and database (tests/e2e/ports.ts).
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
export const ROOT = `nervus.localhost:${WEB_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // The longest journeys (creation, organizations, people) take 40-70 s on a loaded 2-core machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Its own folder: Playwright empties outputDir at start, and npm test's step logs (test-results/logs)
  // and the scale test's report are written beside it while the journeys run.
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: `http://${ROOT}`,
    // The start guide of the onboarding tour opens by itself once per browser (lib/tour.ts); every
    // journey starts as a browser that has finished it, except tour.spec.ts, which starts empty.
    storageState: {
      cookies: [
        {
          name: 'nervus_tours',
          value: 'start-guide',
          domain: '.nervus.localhost',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    // Recording a trace costs every journey CPU; the retry of a failed one records it (npm test retries once).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: BROWSER_PATH,
      args: [
        // *.localhost names resolve to loopback in Chromium anyway; the rule says so for the reader.
        '--host-resolver-rules=MAP nervus.localhost 127.0.0.1, MAP *.nervus.localhost 127.0.0.1',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Started one after another, so the first one builds when the build is stale and the others reuse it.
  webServer: Array.from({ length: WORKERS }, (_, worker) => {
    const web = BASE_WEB_PORT + worker;
    const provider = BASE_PROVIDER_PORT + worker;
    const data = `${process.cwd()}/.data/e2e-${Date.now()}-${worker}`;
    return {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${web}/`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      env: {
        PORT: String(web),
        PROVIDER_PORT: String(provider),
        ROOT_DOMAIN: `nervus.localhost:${web}`,
        WEB_URL: `http://nervus.localhost:${web}`,
        ACCOUNTS_URL: `http://accounts.nervus.localhost:${provider}`,
        DATABASE_URL: data,
        UPLOADS_DIR: `${data}-uploads`,
      },
    };
  }),
});
