// The organizations anyone can find (spec 3 §2.10; issue 19 §6): GET /social/organizations lists
// them, largest first, optionally those whose name or description contains the search words, so a
// player can reach an organization's page and ask to join it.
import { and, asc, count, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  ORGANIZATIONS_PAGE_SIZE,
  type OrganizationList,
  type OrganizationListQuery,
} from '@/lib/contracts/organizations';
import type { Db } from '../db/client';
import { organizationMembers, organizations } from '../db/schema';
import { summaries } from './organizations';

/** `%` and `_` typed by the player are letters, not wildcards. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Every word must appear in the name or the description. */
function searchCondition(q: string): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  if (!words.length) return undefined;
  return and(
    ...words.map((w) =>
      or(ilike(organizations.name, likePattern(w)), ilike(organizations.description, likePattern(w))),
    ),
  );
}

export async function listOrganizations(db: Db, query: OrganizationListQuery): Promise<OrganizationList> {
  const where = searchCondition(query.q);
  const size = ORGANIZATIONS_PAGE_SIZE;
  const members = db
    .select({ id: organizationMembers.organizationId, n: count().as('n') })
    .from(organizationMembers)
    .groupBy(organizationMembers.organizationId)
    .as('members');
  const [rows, [total]] = await Promise.all([
    db
      .select({ org: organizations })
      .from(organizations)
      .leftJoin(members, sql`${members.id} = ${organizations.id}`)
      .where(where)
      .orderBy(desc(sql`coalesce(${members.n}, 0)`), asc(organizations.name), asc(organizations.id))
      .limit(size)
      .offset((query.page - 1) * size),
    db.select({ n: count() }).from(organizations).where(where),
  ]);
  return {
    organizations: await summaries(
      db,
      rows.map((r) => r.org),
    ),
    total: Number(total?.n ?? 0),
    page: query.page,
    size,
  };
}
