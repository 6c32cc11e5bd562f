// /sharing (spec 3 §7, issue 20): GET /sharing/intent/{subject}/{target} (the content of a share,
// anyone), POST /sharing/{provider}/{subject}/{target} (records a share, answers the network's
// address), GET/POST /sharing/snoozed and DELETE /sharing/snoozed/{id} (the owner's saved shares;
// someone else's is a 404), POST /sharing/share/twitter (posts through the connected X account;
// answers data.shared), GET /sharing/recruits, POST /sharing/scout (re-scouting after 9 months),
// and the connected accounts: GET /sharing/social, POST /sharing/social/twitter/connect and
// /callback, DELETE /sharing/social/twitter.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  intentQuerySchema,
  rescoutSchema,
  SHARING_NETWORKS,
  SHARING_SUBJECTS,
  SHARING_TEXTS,
  snoozeCreateSchema,
  tweetPostSchema,
} from '@/lib/contracts/sharing';
import { fetchPublic } from '../../shared/safe-fetch';
import { listRecruits, rescout } from '../domain/scouts';
import { findSnoozed, listSnoozed, recordShare, sharingIntent, snooze, unsnooze } from '../domain/sharing';
import {
  disconnect,
  finishTwitterConnect,
  listConnections,
  postTweet,
  startTwitterConnect,
  twitterAvailable,
} from '../domain/twitter';
import { LocalDiskStore } from '../storage/store';
import { currentUser, requireUser } from './auth';
import { parseQuery } from './query';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

const subjectSchema = z.enum(SHARING_SUBJECTS);
const networkSchema = z.enum(SHARING_NETWORKS);
const connectSchema = z.object({ redirect_uri: z.url() });
const callbackSchema = z.object({ state: z.string().min(1).max(200), code: z.string().min(1).max(2000) });

export function sharingRoutes({ db, config, store, fetcher }: Deps) {
  const app = new Hono<AppEnv>();
  // Where the tweet's image is read from (server/provider/domain/tweet-image.ts).
  const images = {
    store: store ?? new LocalDiskStore(config.UPLOADS_DIR),
    libraryDir: config.IMAGE_LIBRARY_DIR,
    fetcher: fetcher ?? fetchPublic,
  };
  const site = {
    rootDomain: config.ROOT_DOMAIN,
    protocol: new URL(config.WEB_URL).protocol === 'https:' ? 'https' : 'http',
  } as const;

  async function intent(c: Context<AppEnv>, subjectParam: string, target: string) {
    const subject = subjectSchema.safeParse(subjectParam);
    if (!subject.success) return null;
    const query = parseQuery(c, intentQuerySchema);
    if (!query.ok) return null;
    return sharingIntent(db, site, c.get('user')?.id ?? null, subject.data, target, {
      surveyMode: query.data.survey_mode === 'true' || query.data.survey_mode === '1',
      skipIdeas: query.data.skip_ideas === 'true',
    });
  }

  app.get('/intent/:subject/:target', async (c) => {
    const content = await intent(c, c.req.param('subject'), c.req.param('target'));
    return content ? ok(c, content) : fail(c, 404, SHARING_TEXTS.unknownTarget);
  });

  app.use('/snoozed', requireUser);
  app.use('/snoozed/*', requireUser);
  app.use('/share/*', requireUser);
  app.use('/recruits', requireUser);
  app.use('/scout', requireUser);
  app.use('/social', requireUser);
  app.use('/social/*', requireUser);

  app.get('/snoozed', async (c) => {
    const { items, total } = await listSnoozed(db, currentUser(c).id);
    return c.json({ data: { items }, meta: { total } });
  });

  app.post('/snoozed', async (c) => {
    const body = await parseBody(c, snoozeCreateSchema);
    if (!body.ok) return body.response;
    const userId = currentUser(c).id;
    await snooze(db, userId, body.data);
    const { items, total } = await listSnoozed(db, userId);
    return c.json({ data: { items }, meta: { total } }, 201);
  });

  app.get('/snoozed/:id', async (c) => {
    const id = Number(c.req.param('id'));
    const item = Number.isSafeInteger(id) && id > 0 ? await findSnoozed(db, currentUser(c).id, id) : null;
    return item ? ok(c, item) : fail(c, 404, SHARING_TEXTS.snoozedNotFound);
  });

  app.delete('/snoozed/:id', async (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || id < 1 || !(await unsnooze(db, currentUser(c).id, id)))
      return fail(c, 404, SHARING_TEXTS.snoozedNotFound);
    return c.body(null, 204);
  });

  app.post('/share/twitter', async (c) => {
    const body = await parseBody(c, tweetPostSchema);
    if (!body.ok) return body.response;
    const outcome = await postTweet(db, config, currentUser(c).id, body.data, images);
    if (outcome.ok) return ok(c, { shared: true, id: outcome.id });
    return fail(c, outcome.status, outcome.status === 409 ? SHARING_TEXTS.notConnected : SHARING_TEXTS.tweetFailed);
  });

  app.get('/recruits', async (c) => ok(c, await listRecruits(db, currentUser(c).id)));

  app.post('/scout', async (c) => {
    const body = await parseBody(c, rescoutSchema);
    if (!body.ok) return body.response;
    return ok(c, { recruited: await rescout(db, currentUser(c).id, body.data.scout_id) });
  });

  app.get('/social', async (c) => ok(c, await listConnections(db, config, currentUser(c).id)));

  app.post('/social/twitter/connect', async (c) => {
    if (!twitterAvailable(config)) return fail(c, 409, SHARING_TEXTS.notSupported('twitter'));
    const body = await parseBody(c, connectSchema);
    if (!body.ok) return body.response;
    return ok(c, await startTwitterConnect(db, config, currentUser(c).id, body.data.redirect_uri));
  });

  app.post('/social/twitter/callback', async (c) => {
    if (!twitterAvailable(config)) return fail(c, 409, SHARING_TEXTS.notSupported('twitter'));
    const body = await parseBody(c, callbackSchema);
    if (!body.ok) return body.response;
    try {
      const done = await finishTwitterConnect(db, config, currentUser(c).id, body.data.state, body.data.code);
      return done ? ok(c, done) : fail(c, 422, 'This connection request has expired. Please start again.');
    } catch {
      return fail(c, 502, 'X did not accept the connection. Please try again.');
    }
  });

  app.delete('/social/twitter', async (c) => {
    await disconnect(db, currentUser(c).id, 'twitter');
    return c.body(null, 204);
  });

  // Last: its three free segments would also match the paths above.
  app.post('/:provider/:subject/:target', async (c) => {
    const provider = networkSchema.safeParse(c.req.param('provider'));
    if (!provider.success) return fail(c, 422, SHARING_TEXTS.notSupported(c.req.param('provider')));
    const content = await intent(c, c.req.param('subject'), c.req.param('target'));
    if (!content) return fail(c, 404, SHARING_TEXTS.unknownTarget);
    const user = c.get('user');
    if (!user) return ok(c, { provider: provider.data, url: content.url });
    return ok(c, await recordShare(db, user.id, provider.data, content));
  });

  return app;
}
