// Service worker rules (spec 1 §2): registered at /sw.js when that path answers 200; these paths
// skip the routine update check (long-lived pages where a mid-session update would disturb work).
export const SERVICE_WORKER_PATH = '/sw.js';
export const SKIP_UPDATE_PREFIXES = [
  '/discussion-forums',
  '/challenges',
  '/my-account/forum-tools',
  '/presentation',
] as const;

export function skipsUpdateCheck(pathname: string): boolean {
  return SKIP_UPDATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
