// POST /acl/permissions (spec 1 §7; issue 21 §3): a global admin grants or revokes a person's
// platform ambassador role for one community, through the same action as the users dashboard.
import { eq } from 'drizzle-orm';
import { ADMIN_TEXTS } from '@/lib/contracts/admin';
import type { AclPermissionInput } from '@/lib/contracts/moderation';
import type { Db } from '../db/client';
import { platforms } from '../db/schema';
import { applyUserAction } from './admin-users';
import { findUserByScreenName, type UserRow } from './users';

export async function changePermission(db: Db, actor: UserRow, input: AclPermissionInput, now = new Date()) {
  const target = await findUserByScreenName(db, input.screen_name);
  if (!target)
    return { ok: false as const, status: 404 as const, field: 'screen_name', error: ADMIN_TEXTS.userNotFound };
  const result = await applyUserAction(
    db,
    actor,
    target.id,
    {
      action: input.action === 'grant' ? 'grant-ambassador' : 'revoke-ambassador',
      reason: input.reason,
      platform: input.platform,
    },
    now,
  );
  if (!result.ok) return result;
  const [platform] = result.platformId
    ? await db.select({ slug: platforms.slug }).from(platforms).where(eq(platforms.id, result.platformId))
    : [];
  return {
    ok: true as const,
    platformId: result.platformId,
    data: {
      user_id: target.id,
      screen_name: result.user.screen_name,
      permission: input.permission,
      granted: result.user.platform_ambassador,
      platform: platform?.slug ?? null,
    },
  };
}
