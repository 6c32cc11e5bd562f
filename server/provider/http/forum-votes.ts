// Votes on discussion posts (spec 3 §3, §7 'POST /vote/votes'), mounted at /vote: POST casts one of
// the seven types (casting it again changes nothing), DELETE withdraws it. 401 signed out, 403 one's
// own post, 404 no such post, 422 an unknown type.
import { Hono } from 'hono';
import { forumVoteEntrySchema } from '@/lib/contracts/forums';
import { castVote, withdrawVote } from '../domain/forum-votes';
import { currentUser, requireUser } from './auth';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

export function forumVotesRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/votes', requireUser, async (c) => {
    const body = await parseBody(c, forumVoteEntrySchema);
    if (!body.ok) return body.response;
    const vote = await castVote(db, currentUser(c), body.data.message_id, body.data.type);
    return vote.ok ? ok(c, vote.data) : fail(c, vote.status, vote.errors);
  });
  app.delete('/votes', requireUser, async (c) => {
    const body = await parseBody(c, forumVoteEntrySchema);
    if (!body.ok) return body.response;
    const vote = await withdrawVote(db, currentUser(c), body.data.message_id, body.data.type);
    return vote.ok ? ok(c, vote.data) : fail(c, vote.status, vote.errors);
  });
  return app;
}
