// Where a journey finds its servers. Each Playwright worker has its own web server, provider and
// database (playwright.config.ts starts E2E_WORKERS of them): worker i uses the base ports + i, so
// journeys that change data in one worker never meet another's. Ports can move (E2E_WEB_PORT,
// E2E_PROVIDER_PORT) so that two checkouts can run journeys at once.
export const BASE_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
export const BASE_PROVIDER_PORT = Number(process.env.E2E_PROVIDER_PORT ?? 4110);
/** Set by Playwright in worker processes (0 … workers - 1); the runner itself counts as 0. */
const WORKER = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const WEB_PORT = BASE_WEB_PORT + WORKER;
export const PROVIDER_PORT = BASE_PROVIDER_PORT + WORKER;
/**
 * The provider-down journey's own web server and its switchable proxy to the provider: clear of
 * every worker's ports (base + worker), so a second worker never finds them taken.
 */
export const OUTAGE_OFFSET = 50;
export const OUTAGE_WEB_PORT = WEB_PORT + OUTAGE_OFFSET;
export const OUTAGE_PROXY_PORT = PROVIDER_PORT + OUTAGE_OFFSET;
