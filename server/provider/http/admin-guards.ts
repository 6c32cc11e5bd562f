// Who may use the admin calls (spec 1 §6 'admin-only calls'; issue 21): global admins only; a
// platform ambassador gets the same 403 as any player.
import type { MiddlewareHandler } from 'hono';
import { ADMIN_TEXTS } from '@/lib/contracts/admin';
import { currentUser } from './auth';
import { fail } from './respond';
import type { AppEnv } from './types';

/** 403 unless the caller is a global admin (after requireUser). */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!currentUser(c).globalAdmin) return fail(c, 403, ADMIN_TEXTS.forbidden);
  await next();
};
