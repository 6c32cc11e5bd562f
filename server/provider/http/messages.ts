// Direct messages (spec 3 §6; issue 19 §2), mounted at /messages: my conversations with unread
// counts, opening one with a player (403 without a mutual follow or friendship), a page of one
// (which marks what was sent to me read), and sending (rate limited: 429 with Retry-After). The
// recipient, and the sender's other tabs, hear of a new message live on their own channel.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { friendRequestBodySchema, messageBodySchema } from '@/lib/contracts/social';
import { tooManyMessagesMessage } from '@/lib/rate-limits';
import {
  conversationPage,
  listConversations,
  openConversation,
  sendMessage,
  type Sent,
} from '../domain/direct-messages';
import type { Outcome } from '../domain/friends';
import { publisherFor } from '../realtime/service';
import { currentUser, requireUser } from './auth';
import { parseQuery } from './query';
import { perUserRateLimit } from './rate-limits';
import { personOf } from './relationships';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

const idParam = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);
const pageQuery = z.object({ before: z.coerce.number().int().positive().optional() });
const answer = <T>(c: Context, outcome: Outcome<T>, status: 200 | 201 = 200) =>
  outcome.ok ? ok(c, outcome.data, status) : fail(c, outcome.status, outcome.errors);

export function messagesRoutes({ db, config }: Deps) {
  const app = new Hono<AppEnv>();
  const limit = perUserRateLimit(config.MESSAGE_RATE_LIMIT, tooManyMessagesMessage);
  const publisher = publisherFor(config, { db });
  /** A failure to push costs no message: the recipient sees it on the next load. */
  const announce = (sent: Sent, senderId: number) => {
    for (const userId of [sent.recipientId, senderId])
      publisher
        .publish(userId, [
          { event: 'message__received', data: { conversation_id: sent.conversationId, message_id: sent.message.id } },
        ])
        .catch((err) => console.warn('[messages] live message not sent', err));
  };

  app.get('/conversations', requireUser, async (c) => ok(c, await listConversations(db, currentUser(c).id)));
  app.post('/conversations', requireUser, async (c) => {
    const body = await parseBody(c, friendRequestBodySchema);
    if (!body.ok) return body.response;
    return answer(c, await openConversation(db, currentUser(c).id, body.data.user_id));
  });
  app.get('/conversations/:id', requireUser, async (c) => {
    const query = parseQuery(c, pageQuery);
    if (!query.ok) return query.response;
    // An admin shadowing the player reads without marking read: a GET is not a confirmed mutation.
    const markRead = c.var.shadowAdminId === null;
    return answer(
      c,
      await conversationPage(db, currentUser(c).id, idParam(c.req.param('id')), query.data.before, { markRead }),
    );
  });
  app.post('/conversations/:id/messages', requireUser, limit, async (c) => {
    const body = await parseBody(c, messageBodySchema);
    if (!body.ok) return body.response;
    const user = currentUser(c);
    const sent = await sendMessage(db, personOf(user), idParam(c.req.param('id')), body.data.body);
    if (!sent.ok) return fail(c, sent.status, sent.errors);
    announce(sent.data, user.id);
    return ok(c, sent.data.message, 201);
  });
  return app;
}
