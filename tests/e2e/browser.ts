// The browser a journey run starts when nothing names one: CHROMIUM_PATH (npm test always sets it,
// from scripts/test-services.mjs), else the first of Debian's headless shell and full browser that
// this machine has, in the order npm test picks them.
import { existsSync } from 'node:fs';

const DEBIAN_BROWSERS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/lib/chromium/chromium'];

export const BROWSER_PATH =
  process.env.CHROMIUM_PATH || DEBIAN_BROWSERS.find((file) => existsSync(file)) || '/usr/bin/chromium';
