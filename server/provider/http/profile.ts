// PUT /me/profile: the signed-in user edits their public profile (names, slogan, bio, interests,
// social handles). Answers the updated PublicUser, the shape GET /users/screen-name/{name} serves.
import { Hono } from 'hono';
import { profileUpdateSchema } from '@/lib/contracts/profile';
import { toPublicUser } from '../domain/mappers';
import { updateProfile } from '../domain/profile';
import { currentUser, requireUser } from './auth';
import { ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

/** Mounted at /me (app.ts), so the paths below are relative to it. */
export function profileRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  // A form sends only the fields it shows; the others stay as they are.
  app.put('/profile', requireUser, async (c) => {
    const body = await parseBody(c, profileUpdateSchema);
    if (!body.ok) return body.response;
    return ok(c, toPublicUser(await updateProfile(db, currentUser(c).id, body.data)));
  });

  return app;
}
