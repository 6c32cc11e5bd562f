// The scale test (issue 24): one topology of 2 web and 2 provider processes behind nginx on Postgres
// and Redis (global-setup.ts), driven by Chromium for sign-in and by direct requests to each process.
// Run by scripts/test.mjs when Postgres and Redis are reachable:
//   SCALE_DATABASE_URL=postgres://… SCALE_REDIS_URL=redis://… npx playwright test -c tests/scale
import { defineConfig } from '@playwright/test';
import { BROWSER_PATH } from '../e2e/browser';
import { ROOT } from './topology';

export default defineConfig({
  testDir: '.',
  timeout: 150_000,
  expect: { timeout: 10_000 },
  workers: 1,
  globalSetup: './global-setup.ts',
  reporter: [['list'], ['json', { outputFile: '../../test-results/scale.json' }]],
  // Its own folder (the default is the root test-results, which Playwright empties at start: it would
  // wipe the journeys' artifacts and npm test's logs running beside it).
  outputDir: '../../test-results/scale-artifacts',
  // The fault test kills a web and a provider process: it runs after every other test has its four.
  projects: [
    { name: 'agree', testIgnore: /fault\.spec\.ts/ },
    { name: 'fault', testMatch: /fault\.spec\.ts/, dependencies: ['agree'] },
  ],
  use: {
    baseURL: `http://${ROOT}`,
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
    launchOptions: {
      executablePath: BROWSER_PATH,
      args: [
        '--host-resolver-rules=MAP nervus.localhost 127.0.0.1, MAP *.nervus.localhost 127.0.0.1',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
      ],
    },
  },
});
