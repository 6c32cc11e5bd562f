// POST /challenges (spec 2 §7): the signed-in catalyst publishes a question. 201 { data: { slug, id } };
// 401 without a token; 422 with the {field, error} list of spec 2 §5 and §8 texts.
// POST /challenges/{slug}/duplicate: its catalyst copies it into a new saved draft (201 the draft).
// POST /challenges/{slug}/ideas/{id}/promote: its catalyst saves a QQ or suggestion-box idea as a
// promotion draft (201, or 200 with the draft it already has); GET /challenges/{slug}/promoted lists them.
import { Hono } from 'hono';
import { challengeCreateSchema } from '@/lib/contracts/challenge-create';
import { copyChallengeToDraft } from '../domain/challenge-copy';
import { withOwnArticlePicture } from '../domain/article-picture';
import { publishChallenge } from '../domain/challenge-publish';
import { LocalDiskStore } from '../storage/store';
import { listPromotedIdeas, promoteIdea, PROMOTE_MESSAGES } from '../domain/idea-promotion';
import { CHALLENGE_NOT_FOUND } from './challenges';
import { currentUser, requireUser } from './auth';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

/** Mounted at /challenges (app.ts), so the paths below are relative to it. */
export function challengeCreateRoutes({ db, config, store: given, fetcher }: Deps) {
  const app = new Hono<AppEnv>();
  const store = given ?? new LocalDiskStore(config.UPLOADS_DIR);
  app.post('/', requireUser, async (c) => {
    const body = await parseBody(c, challengeCreateSchema);
    if (!body.ok) return body.response;
    // The article's picture is published as our own copy, never as the address the browser sent.
    const own = await withOwnArticlePicture(body.data, store, fetcher);
    if (!own.ok) return fail(c, own.status, own.errors);
    const result = await publishChallenge(db, currentUser(c), own.input);
    if (!result.ok) return fail(c, result.status, result.errors);
    return ok(c, { slug: result.slug, id: result.id }, 201);
  });
  app.post('/:slug/duplicate', requireUser, async (c) => {
    const result = await copyChallengeToDraft(db, currentUser(c), c.req.param('slug'));
    if (result.ok) return ok(c, result.draft, 201);
    return result.status === 404
      ? fail(c, 404, CHALLENGE_NOT_FOUND)
      : fail(c, 403, 'Only the catalyst of a challenge can copy it.');
  });
  app.post('/:slug/ideas/:id/promote', requireUser, async (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || id <= 0) return fail(c, 404, PROMOTE_MESSAGES.notFound);
    const result = await promoteIdea(db, currentUser(c), c.req.param('slug'), id);
    if (!result.ok) return fail(c, result.status, result.error);
    return ok(c, { idea_id: id, draft_id: result.draft.id }, result.created ? 201 : 200);
  });
  app.get('/:slug/promoted', requireUser, async (c) =>
    ok(c, await listPromotedIdeas(db, currentUser(c), c.req.param('slug'))),
  );
  return app;
}
