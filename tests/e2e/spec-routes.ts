// Every path that spec 1 §2 and spec 3 §2.4, §2.7 and §2.8 name, with what each must answer, for
// the route walk (routes.spec.ts). Kinds:
//   page      a real page (after any redirect): not 'Page not found', not the dashboard overview
//   signin    a signed-in page; signed out it goes to the sign-in gateway
//   unknown   not a path of the spec: must be 'Page not found'
//   admin     an admin dashboard page: 'Page not found' for anybody but a global admin (the walk
//             signs in as a player); admin.spec.ts walks them as the admin
// `{user}` is the signed-in player's screen name (signed out: a demo user), `{challenge}` an open
// seeded challenge and `{idea}` one of its ideas.
export type RouteKind = 'page' | 'signin' | 'unknown' | 'admin';
export interface SpecRoute {
  path: string;
  kind: RouteKind;
}

const PUBLIC_PAGES = [
  '/',
  '/home',
  '/welcome',
  '/moved',
  '/introduction',
  '/join-the-community',
  '/reading-list',
  '/idea-race',
  '/scores-stats',
  // The one board page (issue 22); its tournament view is where the leaderboard paths below redirect.
  '/nerve-boards',
  '/nerve-boards?view=tournament',
  // Signed out, the creation routes explain why they need an account (issue 22's sign-in wall).
  '/challenges/create',
  '/challenges/test-idea',
  '/discovernervus',
  '/discover-nervus',
  '/learn',
  '/get-support',
  '/terms-of-service',
  '/gdpr',
  '/dmca',
  '/privacy-policy',
  '/accessibility',
  '/question-collection',
  '/{user}/question-collection',
  '/about',
  '/about/about-nervus',
  '/about/send-feedback',
  '/send-feedback',
  '/about/claremont',
  '/about/why-innervation',
  '/about/idea-person',
  '/about/contact-us',
  '/about/contact',
  '/about/support',
  '/about/code-of-conduct',
  '/me',
  '/mentor',
  '/medals',
  '/medals-badges',
  '/search',
  '/{user}',
  '/{user}/search',
  '/{user}/podcast',
  '/{user}/medals-badges',
  '/{user}/bio',
  '/{user}/blog',
  '/{user}/teams',
  '/{user}/tournaments',
  '/{user}/mentor',
  '/{user}/olympiad/leaderboard',
  // Redirects to /nerve-boards?view=tournament (a real page after the redirect, as the walk wants).
  '/platform/olympiad/leaderboard',
  '/platform-leaderboard/all',
  '/category/technology',
  '/challenges',
  '/challenges/{challenge}',
  '/challenges/{challenge}/show',
  '/challenges/{challenge}/survey',
  '/challenges/{challenge}?tab=insightfuls',
  // The challenge's children (spec 1 §2); the rating and unlock pages send a visitor to sign in.
  '/challenges/{challenge}/rate',
  '/challenges/{challenge}/idea-entry-fee',
  '/challenges/{challenge}/rating-unlock',
  '/challenges/{challenge}/unlock-rate',
  '/challenges/{challenge}/idea-unlock',
  '/challenges/{challenge}/end',
  '/challenges/{challenge}/idea/{idea}',
  // The rest of the home family and the mentor box (spec 1 §2).
  '/{user}/about',
  '/{user}/about-me',
  '/{user}/category/technology',
  '/{user}/olympiad/leaderboard/innovator',
  '/{user}/mentor/sign-up',
  '/{user}/mentor/pay',
  '/{user}/mentor/sent',
  '/sharing',
  '/sharing-center',
  // Help (spec 3 §2.8), the index at /faqs and the old addresses that redirect.
  '/faqs',
  '/faqs/brain-level-demo',
  '/faqs/the-director-role',
  '/faqs/follow-user',
  '/faqs/sending-friend-request',
  '/faqs/funding-users',
  '/faqs/idea-ownership',
  '/faqs/the-mentor-role',
  '/faqs/innovation-graph-demo',
  '/faqs/olympiads',
  '/faqs/patrons',
  '/faqs/scoring-points',
  '/faqs/trust-score',
  '/faqs/how-it-works',
  '/faqs/follow',
  '/faqs/friend',
  '/faqs/fund',
];

const SIGNED_IN_PAGES = [
  '/challenges/{challenge}/start-rate',
  '/{user}/share',
  '/my-account',
  '/my-account/main',
  '/my-account/email-preferences',
  '/my-account/platform-preferences',
  '/my-account/security',
  '/my-account/social',
  '/my-account/custom-masthead',
  '/my-account/organization',
  '/my-account/profile',
  '/my-dashboard',
  '/{user}/dashboard',
];

/** Under /{user}/my-dashboard/ (spec 3 §2.4), the pages this product has. */
const DASHBOARD_PAGES = [
  'scout',
  'scouting',
  'scout/challenges',
  'scout/olympiad',
  'scout/recruits',
  '',
  'notifications',
  // Behind beta-features' media-storage-library variant, which the demo runs on.
  'my-files',
  'notifications/neurons-earned',
  'notifications/highlights',
  'notifications/helpful-tips',
  'innovator',
  'innovator/open',
  'innovator/closed',
  'innovator/suggestion-box',
  'rater',
  'rater/open-challenges',
  'rater/my-challenges',
  'rater/closed-challenges',
  'catalyst',
  'catalyst/open',
  'catalyst/closing',
  'catalyst/drafts',
  'catalyst/suggestion-box',
  'catalyst/closed',
  'mentor',
  'mentor?tab=received',
  'money-prizes',
  'test-idea',
  'my-progress',
  'my-progress/score-stats?tab=nerve-score',
  'my-progress/awards-badges',
  'my-progress/impact',
  'my-progress/leaderboards',
  'my-progress/scores-stats',
  'insightful',
  'innovation-resume',
  // Route-name aliases (spec 3 §2.4) that lead to pages of this product.
  'mentoring',
  'resume',
  'leaderboards',
  'impact',
  'awards',
  'suggestion-box',
  'patron',
  // The director dashboard (spec 3 §2.4), behind the director-dashboard flag (on in the demo).
  'director',
  'director/getting-started',
  'director/current-olympiad',
  'director/past-olympiad',
  'director/scout-race',
  'director/funding',
  'director/administration',
  // People (issue 19): friends and followers (and its alias), messages.
  'messages',
  'friends-followers',
  'friends',
];

/** Forum pages on a player's dashboard (issue 18). */
const DASHBOARD_FORUMS = ['forum-tools', 'forum-preferences'];
/** A player's view of one challenge on their dashboard (spec 3 §2.4), for a challenge they may not have entered. */
const DASHBOARD_DETAIL = ['innovator/open/detail/{challenge}', 'innovator/resolve/{challenge}'];

/** Every forum path of spec 3 §2.7 that needs no record of its own, on a user platform and the community's. */
const FORUM_PATHS = [
  '',
  '/highest-dope',
  '/most-recent',
  '/channel/topics',
  '/channel/topics/all',
  '/channel/topics/new',
  '/channel/topics/reply-queue',
  '/in-challenges',
  '/in-challenges/all',
  '/in-challenges/tasks',
  '/category/technology',
  '/my-frieds',
  '/my-friends',
  '/my-saved',
  '/one-to-one',
  '/mentions',
];
/** Teams (spec 3 §6), built with issue 19's teams, and the Nerve-on A-ha notebook: signed-in pages. */
const DASHBOARD_TEAMS = ['idea-log', 'idea-team-labs', 'my-labs', 'nerve-on-ah/public', 'nerve-on-ah/private'];

const DASHBOARD_UNKNOWN = [
  'xyz-nonsense',
  'innovator/xyz-nonsense',
  'my-progress/xyz',
  'insightful/xyz',
  'director/xyz',
];

/** Admin dashboards (spec 3 §6 admin.dashboards.*; issue 21). */
export const ADMIN_PAGES = [
  '/admin-dashboard/users',
  '/admin-dashboard/feedbacks',
  '/admin-dashboard/audit',
  '/admin-dashboard/flags',
  '/admin-dashboard/communities',
];

const dash = (rest: string) => `/{user}/my-dashboard${rest && !rest.startsWith('?') ? `/${rest}` : rest}`;

export const SPEC_ROUTES: SpecRoute[] = [
  ...PUBLIC_PAGES.map((path) => ({ path, kind: 'page' as const })),
  ...SIGNED_IN_PAGES.map((path) => ({ path, kind: 'signin' as const })),
  ...DASHBOARD_PAGES.map((rest) => ({ path: dash(rest), kind: 'signin' as const })),
  ...[...DASHBOARD_FORUMS, ...DASHBOARD_DETAIL].map((rest) => ({ path: dash(rest), kind: 'signin' as const })),
  ...FORUM_PATHS.flatMap((rest) => [
    { path: `/{user}/discussion-forums${rest}`, kind: 'page' as const },
    { path: `/platform/discussion-forums${rest}`, kind: 'page' as const },
  ]),
  { path: '/{user}/discussions', kind: 'page' },
  { path: '/{user}/discussions/most-recent', kind: 'page' },
  ...DASHBOARD_TEAMS.map((rest) => ({ path: dash(rest), kind: 'signin' as const })),
  ...DASHBOARD_UNKNOWN.map((rest) => ({ path: dash(rest), kind: 'unknown' as const })),
  { path: '/xyz-nonsense-path/deeper', kind: 'unknown' },
  ...ADMIN_PAGES.map((path) => ({ path, kind: 'admin' as const })),
];

/** Text that marks a page as a placeholder rather than a page. */
export const PLACEHOLDER = /coming soon|under construction|not (?:yet )?implemented|placeholder page|lorem ipsum/i;
