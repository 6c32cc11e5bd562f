// Discussions and channels (spec 3 §7 'Discussions', 'Channels'; the spec shows paths, not bodies).
// Mounted at /content. Answers are { data } or the {field, error} list: 401 signed out, 403 the
// posting gate, a suspension, a members-only channel or not the author, 404 unknown, 409 a locked
// topic or an answered post, 422 the body's rules, 429 posting too fast (Retry-After).
//   GET    /content/channels?platform=&owner=                  a forum's channels (invite codes to their moderators)
//   GET    /content/channels/invite/{code}?platform=&owner=    the channel an invite code opens ({slug})
//   POST   /content/management/{platform}/channels?owner=      open a channel
//   POST   /content/channels/{id}/signup  {code?}              join a members-only channel
//   GET    /content/discussions?platform=&owner=&view=&channel=&category=&page=   topic lists
//   GET    /content/contexts/topic/{id}/messages?page=&post=   a topic and a page of its posts (post: the one holding it)
//   POST   /content/contexts/channel/{id}/messages             start a topic {title, body}
//   POST   /content/contexts/topic/{id}/messages               reply {body, parent_id?, quote_id?}
//   GET    /content/contexts/challenge/{slug}/messages?page=&post=   a challenge's thread (404 before its first post)
//   POST   /content/contexts/challenge/{slug}/messages         post in it (the first post opens it)
//   PUT    /content/messages/{id}                              edit, until someone replies or votes
//   DELETE /content/messages/{id}                              soft delete by the author
//   POST   /content/views {topic_id}                           count a view
//   PUT    /content/saved/{topicId}, DELETE                    save a topic for later
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { tooManyPostsMessage } from '@/lib/rate-limits';
import { FORUM_MESSAGES } from '@/lib/forums';
import {
  forumChannelEntrySchema,
  forumEditSchema,
  forumListQuerySchema,
  forumReplyEntrySchema,
  forumTopicEntrySchema,
} from '@/lib/contracts/forums';
import { resolveForumScope } from '../domain/forum-access';
import {
  countView,
  createChannel,
  createReply,
  createTopic,
  deletePost,
  editPost,
  joinChannel,
  postInChallenge,
  type Posted,
  type Write,
} from '../domain/forum-posts';
import { findChannelByInvite, listChannels, listTopics } from '../domain/forum-reads';
import { challengeTopicId, saveTopic, topicPage } from '../domain/forum-topic-page';
import { announceTopicReply } from '../realtime/publishers';
import { publisherFor } from '../realtime/service';
import { currentUser, requireUser } from './auth';
import { parseQuery } from './query';
import { perUserRateLimit } from './rate-limits';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

const idParam = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);
const scopeQuery = z.object({ platform: z.string().min(1), owner: z.string().optional() });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(100000).default(1) });
/** A topic's page, or the page that holds one of its posts (`post`, over `page`). */
const topicPageQuery = pageQuery.extend({ post: z.coerce.number().int().min(1).max(2147483647).optional() });
const answer = <T>(c: Context, write: Write<T>, status: 200 | 201 = 200) =>
  write.ok ? ok(c, write.data, status) : fail(c, write.status, write.errors);

export function forumsRoutes({ db, config }: Deps) {
  const app = new Hono<AppEnv>();
  const limit = perUserRateLimit(config.FORUM_POST_RATE_LIMIT, tooManyPostsMessage);
  const publisher = publisherFor(config, { db });

  /**
   * Tells the topic's other participants live (DESIGN.md realtime), and with one NOTIFY every reader
   * with the topic open; a failure costs no post.
   */
  const announce = (posted: Posted) => {
    announceTopicReply(db, posted.topic_id, posted.message_id).catch((err) =>
      console.warn('[forums] live reply not announced', err),
    );
    for (const userId of posted.participants)
      publisher
        .publish(userId, [
          { event: 'forum__reply-posted', data: { topic_id: posted.topic_id, message_id: posted.message_id } },
        ])
        .catch((err) => console.warn('[forums] live reply not sent', err));
  };
  const posted = (c: Context, write: Write<Posted>) => {
    if (!write.ok) return fail(c, write.status, write.errors);
    announce(write.data);
    return ok(c, { topic_id: write.data.topic_id, message_id: write.data.message_id }, 201);
  };

  app.get('/channels', async (c) => {
    const query = parseQuery(c, scopeQuery);
    if (!query.ok) return query.response;
    const scope = await resolveForumScope(db, query.data.platform, query.data.owner);
    return scope ? ok(c, await listChannels(db, scope, c.get('user'))) : fail(c, 404, FORUM_MESSAGES.channelNotFound);
  });

  app.get('/channels/invite/:code', async (c) => {
    const query = parseQuery(c, scopeQuery);
    if (!query.ok) return query.response;
    const scope = await resolveForumScope(db, query.data.platform, query.data.owner);
    const code = c.req.param('code');
    const channel = scope && code.length <= 40 ? await findChannelByInvite(db, scope, code) : null;
    return channel ? ok(c, channel) : fail(c, 404, FORUM_MESSAGES.badInvite);
  });

  app.post('/management/:platform/channels', requireUser, limit, async (c) => {
    const body = await parseBody(c, forumChannelEntrySchema);
    if (!body.ok) return body.response;
    const scope = await resolveForumScope(db, c.req.param('platform'), c.req.query('owner') || undefined);
    if (!scope) return fail(c, 404, FORUM_MESSAGES.channelNotFound);
    const made = await createChannel(db, currentUser(c), scope, body.data);
    return made.ok
      ? ok(c, { id: made.data.id, slug: made.data.slug, invite_code: made.data.inviteCode }, 201)
      : fail(c, made.status, made.errors);
  });

  app.post('/channels/:id/signup', requireUser, async (c) => {
    const body = await parseBody(c, z.object({ code: z.string().max(40).optional() }));
    if (!body.ok) return body.response;
    return answer(c, await joinChannel(db, currentUser(c), idParam(c.req.param('id')), body.data.code));
  });

  app.get('/discussions', async (c) => {
    const query = parseQuery(c, forumListQuerySchema);
    if (!query.ok) return query.response;
    const scope = await resolveForumScope(db, query.data.platform, query.data.owner);
    if (!scope) return fail(c, 404, FORUM_MESSAGES.channelNotFound);
    const list = await listTopics(db, scope, query.data, c.get('user'));
    return list ? ok(c, list) : fail(c, 404, FORUM_MESSAGES.channelNotFound);
  });

  app.get('/contexts/topic/:id/messages', async (c) => {
    const query = parseQuery(c, topicPageQuery);
    if (!query.ok) return query.response;
    const page = await topicPage(db, idParam(c.req.param('id')), c.get('user'), query.data.page, query.data.post);
    return page ? ok(c, page) : fail(c, 404, FORUM_MESSAGES.notFound);
  });

  app.get('/contexts/challenge/:slug/messages', async (c) => {
    const query = parseQuery(c, topicPageQuery);
    if (!query.ok) return query.response;
    const topicId = await challengeTopicId(db, c.req.param('slug'));
    const page = topicId ? await topicPage(db, topicId, c.get('user'), query.data.page, query.data.post) : null;
    return page ? ok(c, page) : fail(c, 404, FORUM_MESSAGES.notFound);
  });

  app.post('/contexts/channel/:id/messages', requireUser, limit, async (c) => {
    const body = await parseBody(c, forumTopicEntrySchema);
    if (!body.ok) return body.response;
    return posted(c, await createTopic(db, currentUser(c), idParam(c.req.param('id')), body.data));
  });

  app.post('/contexts/topic/:id/messages', requireUser, limit, async (c) => {
    const body = await parseBody(c, forumReplyEntrySchema);
    if (!body.ok) return body.response;
    return posted(c, await createReply(db, currentUser(c), idParam(c.req.param('id')), body.data));
  });

  app.post('/contexts/challenge/:slug/messages', requireUser, limit, async (c) => {
    const body = await parseBody(c, forumReplyEntrySchema);
    if (!body.ok) return body.response;
    return posted(c, await postInChallenge(db, currentUser(c), c.req.param('slug'), body.data));
  });

  app.put('/messages/:id', requireUser, async (c) => {
    const body = await parseBody(c, forumEditSchema);
    if (!body.ok) return body.response;
    return answer(c, await editPost(db, currentUser(c), idParam(c.req.param('id')), body.data));
  });

  app.delete('/messages/:id', requireUser, async (c) =>
    answer(c, await deletePost(db, currentUser(c), idParam(c.req.param('id')))),
  );

  app.post('/views', async (c) => {
    const body = await parseBody(c, z.object({ topic_id: z.number().int().positive() }));
    if (!body.ok) return body.response;
    await countView(db, body.data.topic_id);
    return ok(c, { topic_id: body.data.topic_id });
  });

  app.put('/saved/:topicId', requireUser, async (c) => {
    await saveTopic(db, currentUser(c), idParam(c.req.param('topicId')), true);
    return ok(c, { saved: true });
  });
  app.delete('/saved/:topicId', requireUser, async (c) => {
    await saveTopic(db, currentUser(c), idParam(c.req.param('topicId')), false);
    return ok(c, { saved: false });
  });

  return app;
}
