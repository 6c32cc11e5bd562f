// Composes the provider API and the accounts service into one Hono app.
import { Hono } from 'hono';
import type { AppEnv, Deps } from './http/types';
import { bearerAuth } from './http/auth';
import { shadowGuard } from './http/shadow-guard';
import { fail } from './http/respond';
import { accountsRoutes } from './accounts/routes';
import { feedbackRoutes } from './http/feedback';
import { accountRouter } from './http/account';
import { challengesRouter } from './http/challenges';
import { leaderboardRouter } from './http/leaderboard';
import { searchRouter } from './http/search';
import { challengeCreateRoutes } from './http/challenge-create';
import { draftsRoutes } from './http/drafts';
import { articleScrapeRoutes } from './http/article-scrape';
import { assistantRoutes } from './http/assistant';
import { geolocationRoutes } from './http/geolocation';
import { prizesRoutes } from './http/prizes';
import { filesRoutes } from './http/files';
import { challengeMediaRoutes } from './http/challenge-media';
import { challengeClosingRoutes } from './http/challenge-closing';
import { catalystRoutes } from './http/catalyst';
import { flagsRouter } from './http/flags';
import { meRouter } from './http/me';
import { dashboardsRouter } from './http/dashboards';
import { nervesRouter } from './http/nerves';
import { platformsRouter } from './http/platforms';
import { sitemapRouter } from './http/sitemap';
import { profileRoutes } from './http/profile';
import { usersRouter } from './http/users';
import { neuronsRoutes } from './http/neurons';
import { awardsRoutes } from './http/awards';
import { brainRoutes } from './http/brain';
import { userChallengesRoutes } from './http/user-challenges';
import { ideaPresentationRoutes } from './http/idea-presentation';
import { ideasRoutes } from './http/ideas';
import { ratingsRoutes } from './http/ratings';
import { mentoringRoutes } from './http/mentoring';
import { platformWidgetsRouter, widgetsRouter } from './http/widgets';
import { surveysRoutes } from './http/surveys';
import { forumGateRoutes } from './http/forum-gate';
import { suggestionBoxRoutes } from './http/suggestion-box';
import { gamedashRoutes } from './http/gamedash';

export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.onError((err, c) => {
    console.error('[provider]', err);
    return fail(c, 500, 'Something went wrong, please try again later.');
  });
  app.use('*', bearerAuth(deps));
  app.use('*', shadowGuard(deps));
  app.get('/health', (c) => c.json({ data: { ok: true } }));
  // Routers are mounted here, one per area (spec paths).
  app.route('/', accountsRoutes(deps));
  app.route('/', feedbackRoutes(deps));
  app.route('/', flagsRouter(deps));
  app.route('/', meRouter(deps));
  app.route('/', profileRoutes(deps));
  app.route('/', platformsRouter(deps));
  app.route('/', sitemapRouter(deps));
  app.route('/', usersRouter(deps));
  app.route('/', neuronsRoutes(deps));
  app.route('/', brainRoutes(deps));
  app.route('/', awardsRoutes(deps));
  app.route('/', userChallengesRoutes(deps));
  app.route('/', ideasRoutes(deps));
  app.route('/', ratingsRoutes(deps));
  app.route('/', mentoringRoutes(deps));
  app.route('/', surveysRoutes(deps));
  app.route('/', forumGateRoutes(deps));
  app.route('/', suggestionBoxRoutes(deps));
  app.route('/', gamedashRoutes(deps));
  app.route('/', ideaPresentationRoutes(deps));
  app.route('/', accountRouter(deps));
  app.route('/', nervesRouter(deps));
  app.route('/', filesRoutes(deps));
  // Before challengesRouter: its /challenges/{slug} would take /challenges/search.
  app.route('/', searchRouter(deps));
  // Before challengesRouter too: /challenges/assistant/{id} is not a challenge.
  app.route('/', assistantRoutes(deps));
  app.route('/', leaderboardRouter(deps));
  app.route('/', challengesRouter(deps));
  app.route('/', challengeCreateRoutes(deps));
  app.route('/', draftsRoutes(deps));
  app.route('/', articleScrapeRoutes(deps));
  app.route('/', geolocationRoutes(deps));
  app.route('/', prizesRoutes(deps));
  app.route('/', challengeMediaRoutes(deps));
  app.route('/', challengeClosingRoutes(deps));
  app.route('/', catalystRoutes(deps));
  app.route('/', widgetsRouter(deps));
  app.route('/', dashboardsRouter(deps));
  // Catch-all on the first path segment ('/{platform}/challenges-homepage'): keep it last.
  app.route('/', platformWidgetsRouter(deps));
  app.notFound((c) => fail(c, 404, 'Not found'));
  return app;
}
