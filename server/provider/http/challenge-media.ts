// PUT /challenges/{slug}/media: the catalyst's pictures and links after publishing (spec 2 §2).
// Body { pictures: string[], links: [{url, title}] } replaces both lists (lib/challenges/media.ts
// limits). 200 { data: { slug, platform, media } }; 401 signed out; 403 not the catalyst; 404
// unknown or unpublished; 422 with the {field, error} list.
import { Hono } from 'hono';
import { challengeMediaSchema } from '@/lib/challenges/media';
import { updateChallengeMedia } from '../domain/challenge-media';
import { currentUser, requireUser } from './auth';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

/** Mounted at /challenges (app.ts), so the paths below are relative to it. */
export function challengeMediaRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.put('/:slug/media', requireUser, async (c) => {
    const body = await parseBody(c, challengeMediaSchema);
    if (!body.ok) return body.response;
    const result = await updateChallengeMedia(db, currentUser(c), c.req.param('slug'), body.data);
    return result.ok
      ? ok(c, { slug: result.slug, platform: result.platform, media: result.media })
      : fail(c, result.status, result.errors);
  });
  return app;
}
