// PUT /me/profile: the signed-in user edits their public profile (names, slogan, bio, interests,
// social handles). Answers the updated PublicUser, the shape GET /users/screen-name/{name} serves.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { profileUpdateSchema, socialMap } from '@/lib/contracts/profile';
import { users } from '../db/schema';
import { toPublicUser } from '../domain/mappers';
import { currentUser, requireUser } from './auth';
import { ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

/** Mounted at /me (app.ts), so the paths below are relative to it. */
export function profileRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  app.put('/profile', requireUser, async (c) => {
    const body = await parseBody(c, profileUpdateSchema);
    if (!body.ok) return body.response;
    const { first_name, last_name, slogan, bio, interests, social } = body.data;
    const socialAccounts = social === undefined ? undefined : socialMap(social);
    // Drizzle leaves undefined columns untouched, so a form sends only the fields it shows.
    const [row] = await db
      .update(users)
      .set({
        firstName: first_name,
        lastName: last_name,
        slogan,
        bio,
        interests,
        social: socialAccounts,
        // The older twitter column (spec 1 §3) mirrors the twitter handle, as the seed does.
        twitter: socialAccounts === undefined ? undefined : (socialAccounts.twitter?.handle ?? null),
        updatedAt: new Date(),
      })
      .where(eq(users.id, currentUser(c).id))
      .returning();
    return ok(c, toPublicUser(row));
  });

  return app;
}
