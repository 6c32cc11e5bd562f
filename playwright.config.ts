// User journeys in Debian's Chromium (browsers cannot be downloaded here). Communities are real
// subdomains of nervus.test, mapped to loopback with --host-resolver-rules.
import { defineConfig } from '@playwright/test';
import { BASE_PROVIDER_PORT, BASE_WEB_PORT, OUTAGE_WEB_PORT, WEB_PORT } from './tests/e2e/ports';

// E2E_WORKERS journeys at once, each worker against its own servers and database (tests/e2e/ports.ts).
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
export const ROOT = `nervus.test:${WEB_PORT}`;
/** The demo communities' subdomains (server/provider/db/seed/communities.ts). */
const COMMUNITY_HOSTS = [
  'www',
  'innovators',
  'comedy',
  'news',
  'politics',
  'captions',
  'spaces',
  'life',
  'regional',
  'business',
  'college',
  'roleplay',
  'science',
  'admin',
];

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
          domain: '.nervus.test',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--host-resolver-rules=MAP nervus.test 127.0.0.1, MAP *.nervus.test 127.0.0.1',
        // Service workers need a secure context; production is https, the test hosts are plain http.
        // Fetch metadata (Sec-Fetch-Site, which the BFF checks on GETs) is sent only in secure
        // contexts, so every community host is listed (the flag takes no wildcards), on the run's
        // web port and on the provider-down journey's own web server's.
        `--unsafely-treat-insecure-origin-as-secure=${[WEB_PORT, OUTAGE_WEB_PORT]
          .flatMap((port) => ['', ...COMMUNITY_HOSTS.map((c) => `${c}.`)].map((c) => `http://${c}nervus.test:${port}`))
          .join(',')}`,
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
        ROOT_DOMAIN: `nervus.test:${web}`,
        WEB_URL: `http://nervus.test:${web}`,
        ACCOUNTS_URL: `http://accounts.nervus.test:${provider}`,
        DATABASE_URL: data,
        UPLOADS_DIR: `${data}-uploads`,
      },
    };
  }),
});
