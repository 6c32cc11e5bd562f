// The subdomains of the communities that exist, which the accounts service trusts as `continue`
// and OAuth redirect_uri hosts (DESIGN.md, security posture). Read from the platforms table and
// kept per process for a short while: a sign-in page does not cost a query, and a new community
// is trusted within TTL.
import { isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { platforms } from '../db/schema';

export const COMMUNITY_HOSTS_TTL_MS = 30_000;

export async function listCommunitySubdomains(db: Db): Promise<ReadonlySet<string>> {
  const rows = await db.select({ subdomain: platforms.subdomain }).from(platforms).where(isNull(platforms.deletedAt));
  return new Set(rows.map((row) => row.subdomain.toLowerCase()));
}

/** A reader of listCommunitySubdomains that asks the database at most once per `ttlMs`. */
export function communitySubdomainsReader(db: Db, ttlMs = COMMUNITY_HOSTS_TTL_MS) {
  let kept: { at: number; subdomains: ReadonlySet<string> } | null = null;
  return async (now = Date.now()): Promise<ReadonlySet<string>> => {
    if (kept && now - kept.at < ttlMs) return kept.subdomains;
    kept = { at: now, subdomains: await listCommunitySubdomains(db) };
    return kept.subdomains;
  };
}
