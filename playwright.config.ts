// User journeys in Debian's Chromium (browsers cannot be downloaded here). Communities are real
// subdomains of nervus.test, mapped to loopback with --host-resolver-rules.
import { defineConfig } from '@playwright/test';

// Ports can move (E2E_WEB_PORT, E2E_PROVIDER_PORT) so that two checkouts can run journeys at once.
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const PROVIDER_PORT = Number(process.env.E2E_PROVIDER_PORT ?? 4110);
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
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://${ROOT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--host-resolver-rules=MAP nervus.test 127.0.0.1, MAP *.nervus.test 127.0.0.1',
        // Service workers need a secure context; production is https, the test hosts are plain http.
        // Fetch metadata (Sec-Fetch-Site, which the BFF checks on GETs) is sent only in secure
        // contexts, so every community host is listed (the flag takes no wildcards), on the run's
        // web port and on the next one (the provider-down journey's own web server).
        `--unsafely-treat-insecure-origin-as-secure=${[WEB_PORT, WEB_PORT + 1]
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
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${WEB_PORT}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(WEB_PORT),
      PROVIDER_PORT: String(PROVIDER_PORT),
      ROOT_DOMAIN: ROOT,
      WEB_URL: `http://${ROOT}`,
      ACCOUNTS_URL: `http://accounts.nervus.test:${PROVIDER_PORT}`,
      DATABASE_URL: `${process.cwd()}/.data/e2e-${Date.now()}`,
      UPLOADS_DIR: `${process.cwd()}/.data/e2e-uploads-${Date.now()}`,
    },
  },
});
