// Composes the provider API and the accounts service into one Hono app. Each area's router is mounted
// at its path prefix (spec 2 §7 paths). Hono tries routes in the order they were mounted, so a
// request two routers can match goes to the one mounted first: AREAS below share no request with
// any router but the late catch-alls, so their order is free; ORDERED keeps, in one place, the order
// of the routers whose paths meet (or that span several first segments), each with the reason.
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { BODY_LIMITS, isUploadPath } from '@/lib/body-limits';
import { BODY_TEXTS } from '@/lib/contracts/errors';
import type { AppEnv, Deps } from './http/types';
import { bearerAuth } from './http/auth';
import { shadowGuard } from './http/shadow-guard';
import { adminAudit } from './http/admin-audit';
import { fail } from './http/respond';
import { MESSAGES } from '@/lib/constants';
import { accountsRoutes } from './accounts/routes';
import { feedbackRoutes } from './http/feedback';
import { accountRoutes } from './http/account';
import { challengesRoutes } from './http/challenges';
import { leaderboardRoutes } from './http/leaderboard';
import { searchRoutes } from './http/search';
import { challengeCreateRoutes } from './http/challenge-create';
import { draftsRoutes } from './http/drafts';
import { articleScrapeRoutes } from './http/article-scrape';
import { assistantRoutes } from './http/assistant';
import { geolocationRoutes } from './http/geolocation';
import { prizesRoutes } from './http/prizes';
import { filesRoutes } from './http/files';
import { mediaRoutes } from './http/media';
import { challengeMediaRoutes } from './http/challenge-media';
import { challengeClosingRoutes } from './http/challenge-closing';
import { catalystRoutes } from './http/catalyst';
import { ideaNotesRoutes } from './http/idea-notes';
import { flagsRoutes } from './http/flags';
import { meRoutes } from './http/me';
import { dashboardsRoutes } from './http/dashboards';
import { nervesRoutes } from './http/nerves';
import { platformsRoutes } from './http/platforms';
import { sitemapRoutes } from './http/sitemap';
import { profileRoutes } from './http/profile';
import { usersRoutes } from './http/users';
import { neuronsRoutes } from './http/neurons';
import { awardsRoutes } from './http/awards';
import { brainRoutes } from './http/brain';
import { userChallengesRoutes } from './http/user-challenges';
import { ideaPresentationRoutes } from './http/idea-presentation';
import { ideasRoutes } from './http/ideas';
import { insightfulRoutes, insightRatingsRoutes, myInsightfulRoutes } from './http/insightful';
import { ratingsRoutes } from './http/ratings';
import { mentoringRoutes } from './http/mentoring';
import { platformWidgetsRoutes, widgetsRoutes } from './http/widgets';
import { surveysRoutes } from './http/surveys';
import { forumGateRoutes } from './http/forum-gate';
import { suggestionBoxRoutes } from './http/suggestion-box';
import { gamedashRoutes } from './http/gamedash';
import { walletRoutes } from './http/wallet';
import { paymentsWebhookRoutes } from './http/payments-webhook';
import { adminPaymentsRoutes } from './http/admin-payments';
import { adminEmailRoutes } from './http/admin-email';
import { forumsRoutes } from './http/forums';
import { forumVotesRoutes } from './http/forum-votes';
import { forumModerationRoutes } from './http/forum-moderation';
import { forumSearchRoutes } from './http/forum-search';
import { adminOlympiadRoutes } from './http/admin-olympiads';
import { olympiadRoutes } from './http/olympiads';
import { sharingRoutes } from './http/sharing';
import { adminUsersRoutes } from './http/admin-users';
import { adminFlagsRoutes } from './http/admin-flags';
import { relationshipsRoutes } from './http/relationships';
import { notificationsRoutes } from './http/notifications';
import { messagesRoutes } from './http/messages';
import { organizationsRoutes } from './http/organizations';
import { teamsRoutes } from './http/teams';
import { aclPermissionRoutes, moderationRoutes } from './http/moderation';
import { adminMailerRoutes } from './http/admin-mailer';
import { myStaffRoutes, platformStaffRoutes, userStaffRoutes } from './http/staff';

/** 413 for a JSON body over the limit, before it is read; upload routes apply their own (files.ts). */
const jsonLimit = bodyLimit({
  maxSize: BODY_LIMITS.json,
  onError: (c) => fail(c, 413, BODY_TEXTS.tooLarge),
});
const jsonBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => (isUploadPath(c.req.path) ? next() : jsonLimit(c, next));

type RouteFactory = (deps: Deps) => Hono<AppEnv>;

/** Routers alone on their paths: only the '/{platform}/…' catch-alls at the end of ORDERED could meet them. */
const AREAS: [prefix: string, routes: RouteFactory][] = [
  ['/account', accountRoutes],
  ['/admin', adminPaymentsRoutes],
  ['/admin', adminEmailRoutes],
  ['/acl', forumModerationRoutes],
  ['/acl', aclPermissionRoutes],
  ['/immunity', moderationRoutes],
  ['/content', forumsRoutes],
  ['/admin', adminOlympiadRoutes],
  ['/admin', adminUsersRoutes],
  ['/admin', adminFlagsRoutes],
  ['/admin', adminMailerRoutes],
  ['/olympiad', olympiadRoutes],
  ['/brain', brainRoutes],
  ['/feedback', feedbackRoutes],
  ['/flags', flagsRoutes],
  ['/gamedash', gamedashRoutes],
  ['/geolocation', geolocationRoutes],
  ['/ideas', ideaPresentationRoutes],
  ['/insightfuls', insightRatingsRoutes],
  ['/me', meRoutes],
  ['/me', profileRoutes],
  ['/me', forumGateRoutes],
  ['/me', myInsightfulRoutes],
  ['/me', notificationsRoutes],
  ['/me', myStaffRoutes],
  ['/nerves', nervesRoutes],
  ['/platforms', platformsRoutes],
  ['/platforms', leaderboardRoutes],
  ['/platforms', sitemapRoutes],
  ['/platforms', platformStaffRoutes],
  ['/payments', paymentsWebhookRoutes],
  ['/prizes', prizesRoutes],
  ['/relationships', relationshipsRoutes],
  ['/messages', messagesRoutes],
  // Only /search/discussions; the other /search paths are searchRoutes' (ORDERED).
  ['/search', forumSearchRoutes],
  ['/sharing', sharingRoutes],
  ['/social/organizations', organizationsRoutes],
  ['/suggestion-box', suggestionBoxRoutes],
  ['/utilities', articleScrapeRoutes],
  ['/vote', forumVotesRoutes],
  ['/widgets', widgetsRoutes],
];

/** Mounted after AREAS, in this order: the first router that matches a request answers it. */
const ORDERED: [prefix: string, routes: RouteFactory, why: string][] = [
  ['/', accountsRoutes, 'the accounts service: /accounts/* and /oauth2/*'],
  [
    '/',
    ideaNotesRoutes,
    'spans /me/saved-ideas, /saved-ideas/{name}, /ideas/{id}/iterations and /challenges/{slug}/catalyst/ideas; ' +
      'before challenges, whose /challenges/{slug}/… paths would otherwise be tried first',
  ],
  ['/', awardsRoutes, 'spans /award/* and /me/impact, /me/standings'],
  ['/', filesRoutes, 'spans /files/*, /meme-generator, /random-images and /use-image'],
  ['/', mediaRoutes, "a player's own pictures: /files/media-upload, /files/media/*, /files/library"],
  ['/users', usersRoutes, "before neurons and user-challenges: /users/screen-name/{name} is not user 'screen-name'"],
  ['/users', neuronsRoutes, 'after users'],
  ['/users', userChallengesRoutes, 'after users'],
  ['/users', userStaffRoutes, 'after users'],
  ['/', ideasRoutes, 'spans /ideas/v2 and /challenges/{slug}/my-ideas; before assistant'],
  ['/', walletRoutes, 'spans /wallet, /fundings and /challenges/{slug}/prizes/pay; before assistant'],
  [
    '/challenges',
    ratingsRoutes,
    "before assistant, as on main: its /challenges/{slug}/my-ratings and rate-queue also match slug 'assistant'",
  ],
  [
    '/challenges',
    insightfulRoutes,
    "before assistant: its /challenges/{slug}/insightfuls, challenge-ratings and send also match slug 'assistant'",
  ],
  [
    '/',
    mentoringRoutes,
    "spans /challenges, /game, /mentoring, /me/innovator and '/{platform}/dashboards/mentor'; before assistant, " +
      "and before drafts and dashboards, whose guards would otherwise take '/{platform}/dashboards/mentor'",
  ],
  ['/', surveysRoutes, 'spans /surveys and /challenges/{slug}/survey-replies; before assistant'],
  [
    '/',
    searchRoutes,
    'spans /search, /challenges/search and /platforms/{slug}/questions; before challenges, ' +
      "whose /challenges/{slug} would take 'search' as a slug",
  ],
  [
    '/challenges',
    assistantRoutes,
    'before challenges and challenge-create: /challenges/assistant/{id} is not a challenge',
  ],
  ['/challenges', challengesRoutes, 'after search and assistant'],
  ['/challenges', challengeCreateRoutes, 'after assistant (/challenges/{slug}/promoted)'],
  ['/challenges', challengeMediaRoutes, 'with the challenge area'],
  ['/challenges', challengeClosingRoutes, 'with the challenge area'],
  ['/', catalystRoutes, 'spans /challenges/{slug}/catalyst/* and /ideas/{id}/decline, feedbacks'],
  ['/drafts', draftsRoutes, "after mentoring: its /drafts/* guard would take '/{platform}/dashboards/mentor'"],
  [
    '/',
    dashboardsRoutes,
    "spans /me/innovator/* and '/{platform}/dashboards/*', whose guard matches any '/x/dashboards/…': " +
      'after every router with such a path',
  ],
  ['/', teamsRoutes, "spans /teams/*, /idea-logs/* and '/{platform}/teams'; before the first-segment catch-all"],
  ['/', platformWidgetsRoutes, "catch-all on the first segment ('/{platform}/challenges-homepage'): last"],
];

export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.onError((err, c) => {
    console.error('[provider]', err);
    return fail(c, 500, MESSAGES.generic);
  });
  // Security headers on every answer (nosniff, frame and referrer policies, HSTS...); the accounts
  // pages' own, stricter ones (frame DENY, their CSP) are kept.
  app.use('*', requestId());
  app.use('*', secureHeaders({ overwrite: false }));
  app.use('*', jsonBodyLimit);
  app.use('*', bearerAuth(deps));
  app.use('*', shadowGuard(deps));
  app.use('*', adminAudit(deps));
  app.get('/health', (c) => c.json({ data: { ok: true } }));
  for (const [prefix, routes] of AREAS) app.route(prefix, routes(deps));
  for (const [prefix, routes] of ORDERED) app.route(prefix, routes(deps));
  app.notFound((c) => fail(c, 404, 'Not found'));
  return app;
}
