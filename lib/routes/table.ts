// Named routes (spec 1 §2). Links are built here, never by string concatenation in components.

export const ROUTES = {
  home: '/',
  'home.challenges': '/',
  'home.challenges.search': '/:platformSlug?/search',
  'home.user': '/:platformSlug',
  'home.user.medals': '/:platformSlug/medals-badges',
  'home.user.bio': '/:platformSlug/bio',
  'home.user.about': '/:platformSlug/about',
  'home.user.teams': '/:platformSlug/teams',
  'home.user.og-image': '/:platformSlug/og-image',
  'home.olympiads': '/:platformSlug/tournaments',
  'home.share': '/:platformSlug/share',
  'home.question-collection': '/:platformSlug?/question-collection',
  'challenges.show': '/challenges/:challenge',
  'challenges.rate': '/challenges/:challenge/rate',
  'challenges.start-rate': '/challenges/:challenge/start-rate',
  'challenges.survey': '/challenges/:challenge/survey',
  'challenges.rating-unlock': '/challenges/:challenge/rating-unlock',
  /** Alias of challenges.rating-unlock (spec 2 §2); it redirects there. */
  'challenges.unlock-rate': '/challenges/:challenge/unlock-rate',
  'challenges.idea-unlock': '/challenges/:challenge/idea-unlock',
  'challenges.idea-entry-fee': '/challenges/:challenge/idea-entry-fee',
  'challenges.og-image': '/challenges/:challenge/og-image',
  'challenges.create': '/challenges/create',
  'challenges.test-idea': '/challenges/test-idea',
  'dashboard.home': '/:platformSlug/my-dashboard',
  'dashboard.innovator': '/:platformSlug/my-dashboard/innovator',
  'dashboard.innovator.open': '/:platformSlug/my-dashboard/innovator/open',
  'dashboard.innovator.open.detail': '/:platformSlug/my-dashboard/innovator/open/detail/:challenge/:idea?',
  'dashboard.innovator.closed': '/:platformSlug/my-dashboard/innovator/closed',
  'dashboard.innovator.closed.detail': '/:platformSlug/my-dashboard/innovator/closed/detail/:challenge/:idea?',
  'dashboard.innovator.resolve': '/:platformSlug/my-dashboard/innovator/resolve/:challenge/:idea?',
  'dashboard.innovator.suggestion-box': '/:platformSlug/my-dashboard/innovator/suggestion-box/:challenge?/:idea?',
  'dashboard.rater': '/:platformSlug/my-dashboard/rater',
  'dashboard.rater.open-challenges': '/:platformSlug/my-dashboard/rater/open-challenges',
  'dashboard.rater.my-challenges': '/:platformSlug/my-dashboard/rater/my-challenges',
  'dashboard.rater.closed-challenges': '/:platformSlug/my-dashboard/rater/closed-challenges',
  'dashboard.mentoring': '/:platformSlug/my-dashboard/mentor',
  'dashboard.catalyst': '/:platformSlug/my-dashboard/catalyst',
  'dashboard.catalyst.open': '/:platformSlug/my-dashboard/catalyst/open',
  'dashboard.catalyst.open.detail': '/:platformSlug/my-dashboard/catalyst/open/:challenge',
  'dashboard.catalyst.closing': '/:platformSlug/my-dashboard/catalyst/closing',
  'dashboard.catalyst.drafts': '/:platformSlug/my-dashboard/catalyst/drafts',
  'dashboard.catalyst.suggestion-box': '/:platformSlug/my-dashboard/catalyst/suggestion-box',
  'dashboard.catalyst.closed': '/:platformSlug/my-dashboard/catalyst/closed',
  'dashboard.money-prizes': '/:platformSlug/my-dashboard/money-prizes',
  'dashboard.test-idea': '/:platformSlug/my-dashboard/test-idea',
  'dashboard.insightful': '/:platformSlug/my-dashboard/insightful',
  'dashboard.director': '/:platformSlug/my-dashboard/director',
  'dashboard.director.section': '/:platformSlug/my-dashboard/director/:section',
  'dashboard.innovation-resume': '/:platformSlug/my-dashboard/innovation-resume',
  /** The player's uploaded pictures (spec 3 §2.4; flag beta-features, variant media-storage-library). */
  'dashboard.my-files': '/:platformSlug/my-dashboard/my-files',
  /** A player's idea log: theirs and their teammates' to browse (spec 3 §6). */
  'dashboard.idea-log': '/:platformSlug/my-dashboard/idea-log',
  /** My teams, their members and the way to each teammate's idea log (spec 3 §2.4, §6). */
  'dashboard.idea-team-labs': '/:platformSlug/my-dashboard/idea-team-labs',
  /** The Nerve-on A-ha notebook of saved ideas (spec 3 §2.4): the public side others browse, the private one. */
  'dashboard.nerve-on-ah.public': '/:platformSlug/my-dashboard/nerve-on-ah/public',
  'dashboard.nerve-on-ah.private': '/:platformSlug/my-dashboard/nerve-on-ah/private',
  'dashboard.my-progress': '/:platformSlug/my-dashboard/my-progress',
  'dashboard.my-progress.score-stats': '/:platformSlug/my-dashboard/my-progress/score-stats',
  'dashboard.my-progress.awards-badges': '/:platformSlug/my-dashboard/my-progress/awards-badges',
  'dashboard.my-progress.impact': '/:platformSlug/my-dashboard/my-progress/impact',
  'dashboard.my-progress.leaderboards': '/:platformSlug/my-dashboard/my-progress/leaderboards',
  'dashboard.my-progress.scores-stats': '/:platformSlug/my-dashboard/my-progress/scores-stats',
  'dashboard.friends-followers': '/:platformSlug/my-dashboard/friends-followers',
  'dashboard.messages': '/:platformSlug/my-dashboard/messages',
  /** Spec 3 §2.4 'messages (with context and id)': a conversation is context 'conversation'. */
  'dashboard.messages.thread': '/:platformSlug/my-dashboard/messages/:context/:id',
  'dashboard.notifications': '/:platformSlug/my-dashboard/notifications',
  'dashboard.notifications.neurons-earned': '/:platformSlug/my-dashboard/notifications/neurons-earned',
  'dashboard.notifications.highlights': '/:platformSlug/my-dashboard/notifications/highlights',
  'dashboard.notifications.helpful-tips': '/:platformSlug/my-dashboard/notifications/helpful-tips',
  'account.main': '/my-account/main',
  'account.email-preferences': '/my-account/email-preferences',
  'account.platform-preferences': '/my-account/platform-preferences',
  'account.security': '/my-account/security',
  'account.social': '/my-account/social',
  'account.profile': '/my-account/profile',
  'account.payment-wallets': '/my-account/payment-wallets',
  'account.custom-masthead': '/my-account/custom-masthead',
  'account.organization': '/my-account/organization',
  /** Every organization, searchable (spec 3 §2.10; issue 19 §6): how one finds an organization to join. */
  organizations: '/organizations',
  /** An organization's page (spec 3 §2.10): members, and the membership actions the viewer may take. */
  organization: '/organizations/:slug',
  'discussion-forums.index': '/:platformSlug/discussion-forums',
  // The forum pages of spec 3 §2.7 (lib/routes/forum-paths.ts reads them back).
  'discussion-forums.highest-dope': '/:platformSlug/discussion-forums/highest-dope',
  'discussion-forums.most-recent': '/:platformSlug/discussion-forums/most-recent',
  'discussion-forums.topics.all': '/:platformSlug/discussion-forums/channel/topics/all',
  'discussion-forums.topics.new': '/:platformSlug/discussion-forums/channel/topics/new',
  'discussion-forums.topics.reply-queue': '/:platformSlug/discussion-forums/channel/topics/reply-queue',
  'discussion-forums.topics.show': '/:platformSlug/discussion-forums/channel/topics/:topicId',
  'discussion-forums.in-challenges': '/:platformSlug/discussion-forums/in-challenges/all',
  'discussion-forums.in-challenges.tasks': '/:platformSlug/discussion-forums/in-challenges/tasks',
  /** A challenge's Discussions thread in full, with the reply form (the tab shows its latest posts). */
  'discussion-forums.in-challenges.challenge': '/:platformSlug/discussion-forums/in-challenges/:challenge',
  'discussion-forums.channel': '/:platformSlug/discussion-forums/channel/:slug/topics',
  'discussion-forums.channel.new': '/:platformSlug/discussion-forums/channel/:slug/new',
  'discussion-forums.channel.topic': '/:platformSlug/discussion-forums/channel/:slug/:topicId',
  'discussion-forums.channel.reply-queue': '/:platformSlug/discussion-forums/channel/:slug/reply-queue',
  'discussion-forums.category': '/:platformSlug/discussion-forums/category/:category',
  /** The spec's own spelling; my-friends answers too. */
  'discussion-forums.my-friends': '/:platformSlug/discussion-forums/my-frieds',
  'discussion-forums.my-discussions': '/:platformSlug/discussion-forums/my-discussions',
  'discussion-forums.my-saved': '/:platformSlug/discussion-forums/my-saved',
  'discussion-forums.one-to-one': '/:platformSlug/discussion-forums/one-to-one',
  'discussion-forums.mentions': '/:platformSlug/discussion-forums/mentions',
  'discussion-forums.search': '/:platformSlug/discussion-forums/search',
  'discussion-forums.new-channel': '/:platformSlug/discussion-forums/channel/new',
  'discussion-forums.signup': '/:platformSlug/discussion-forums/:slug/signup',
  'discussion-forums.member-invite': '/:platformSlug/discussion-forums/:slug/member-invite/:code',
  'dashboard.forum-tools': '/:platformSlug/my-dashboard/forum-tools',
  'dashboard.forum-preferences': '/:platformSlug/my-dashboard/forum-preferences',
  'dashboard.scout': '/:platformSlug/my-dashboard/scout',
  'dashboard.scout.challenges': '/:platformSlug/my-dashboard/scout/challenges',
  'dashboard.scout.olympiad': '/:platformSlug/my-dashboard/scout/olympiad',
  'dashboard.scout.recruits': '/:platformSlug/my-dashboard/scout/recruits',
  'platform.leaderboard': '/:platformSlug/olympiad/leaderboard/:race?',
  /** A tournament's public fair-play log (issue 17 §6): every reversal, who lost how many neurons and why. */
  'platform.fair-play': '/:platformSlug/olympiad/fair-play/:id',
  'mentor.box': '/:platformSlug/mentor',
  'mentor.ama': '/:platformSlug/mentor/ama/:challenge',
  /** The catalyst's ask-me-anything box (spec 2 §2 suggestion-box.ama): their open AMA, or the way to open one. */
  'suggestion-box.ama': '/:platformSlug/mentor/ama',
  'suggestion-box.og-image': '/:platformSlug/mentor/ama/:challenge/og-image',
  'mentor.pay': '/:platformSlug/mentor/pay',
  'mentor.sent': '/:platformSlug/mentor/sent',
  'mentor.sign-up': '/:platformSlug/mentor/sign-up',
  presentation: '/:platformSlug/presentation/:id',
  sharing: '/sharing',
  'sharing-center': '/sharing-center',
  'nerve-boards': '/nerve-boards',
  /** Every community, each linking to its own site (issue 22). */
  communities: '/communities',
  'scores-stats': '/scores-stats',
  'idea-race': '/idea-race',
  faqs: '/faqs',
  'faqs.brain-level-demo': '/faqs/brain-level-demo',
  'faqs.scoring-points': '/faqs/scoring-points',
  'faqs.follow-user': '/faqs/follow-user',
  'faqs.friend-request': '/faqs/sending-friend-request',
  'faqs.fund-user': '/faqs/funding-users',
  'faqs.the-director-role': '/faqs/the-director-role',
  'faqs.idea-ownership': '/faqs/idea-ownership',
  'faqs.the-mentor-role': '/faqs/the-mentor-role',
  'faqs.innovation-graph-demo': '/faqs/innovation-graph-demo',
  'faqs.olympiads': '/faqs/olympiads',
  'faqs.patrons': '/faqs/patrons',
  'faqs.trust-score': '/faqs/trust-score',
  'faqs.how-it-works': '/faqs/how-it-works',
  'faqs.take-a-tour': '/faqs/take-a-tour',
  about: '/about',
  'about.about-nervus': '/about/about-nervus',
  'about.claremont': '/about/claremont',
  'about.why-innervation': '/about/why-innervation',
  'about.idea-person': '/about/idea-person',
  'about.code-of-conduct': '/about/code-of-conduct',
  'send-feedback': '/send-feedback',
  'contact-us': '/about/contact',
  'about.support': '/about/support',
  'get-support': '/get-support',
  'my-dashboard': '/my-dashboard',
  'sign-in': '/sign-in',
  me: '/me',
  /** Static content pages (lib/content-paths.ts) that are not under about/ or faqs/. */
  'terms-of-service': '/terms-of-service',
  'privacy-policy': '/privacy-policy',
  gdpr: '/gdpr',
  dmca: '/dmca',
  accessibility: '/accessibility',
  learn: '/learn',
  welcome: '/welcome',
  moved: '/moved',
  introduction: '/introduction',
  'join-the-community': '/join-the-community',
  discovernervus: '/discovernervus',
  'reading-list': '/reading-list',
  /** The account settings' own address; it opens on account.main. */
  account: '/my-account',
  'admin-dashboard': '/admin-dashboard',
  /** Withdrawals to pay or reject, and the money audit (spec 1 §6 payments, payouts; issue 16 §6). */
  'admin-dashboard.payments': '/admin-dashboard/payments',
  'admin-dashboard.email': '/admin-dashboard/email',
  /** Patron funding of a user, challenge, platform or category (spec 3 §1, §9; issue 16 §5). */
  fund: '/fund/:type/:target',
  /** Olympiad closing review and payout (issue 17 §3). */
  'admin-dashboard.olympiads': '/admin-dashboard/olympiads',
  /** The users dashboard: search, filters, one person's detail and actions (issue 21 §1). */
  'admin-dashboard.users': '/admin-dashboard/users',
  'admin-dashboard.user': '/admin-dashboard/users/:id',
  /** The feedback inbox, grouped by path (issue 21 §2). */
  'admin-dashboard.feedbacks': '/admin-dashboard/feedbacks',
  /** The audit log of admin, ambassador and shadow actions (issue 21 §5). */
  'admin-dashboard.audit': '/admin-dashboard/audit',
  /** Feature flags on and off, with their variants (issue 21 §6). */
  'admin-dashboard.flags': '/admin-dashboard/flags',
  /** Reports of players waiting for a moderator, per community (issue 21 §3). */
  'admin-dashboard.moderation': '/admin-dashboard/moderation',
  /** A message to one person, a role or a community, previewed and counted first (issue 21 §4). */
  'admin-dashboard.mailer': '/admin-dashboard/mailer',
  /** A community's words, masthead, colour and icon, for its owner or an admin (spec 1 §7 PUT /platforms). */
  'admin-dashboard.communities': '/admin-dashboard/communities',
  'admin-dashboard.community': '/admin-dashboard/communities/:slug',
} as const;

export type RouteName = keyof typeof ROUTES;
export type RouteParams = Record<string, string | number | undefined>;

/** Builds a path from a named route; optional params (`:x?`) may be omitted. */
export function href(name: RouteName, params: RouteParams = {}, query?: Record<string, string | undefined>): string {
  const segments = ROUTES[name]
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === '') {
        if (optional) return [];
        throw new Error(`Route ${name} needs the parameter ${key}`);
      }
      return [encodeURIComponent(String(value))];
    });
  let path = `/${segments.join('/')}`;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) search.set(k, v);
  if ([...search.keys()].length) path += `?${search.toString()}`;
  return path;
}

/** The challenges home, narrowed to a category and/or with closed challenges (spec 2 §2). */
export function challengesHomeHref(filter: { category?: string; includeClosed?: boolean } = {}): string {
  return href(
    'home.challenges',
    {},
    { category: filter.category || undefined, ic: filter.includeClosed ? '1' : undefined },
  );
}

export interface SearchLink {
  q?: string;
  /** Main category slug (mc). */
  category?: string;
  /** ic: include closed challenges. */
  includeClosed?: boolean;
  page?: number;
}

/** A search link (home.challenges.search, spec 2 §2): empty filters and page 1 are left out. */
export function searchHref(platformSlug: string | undefined, link: SearchLink = {}): string {
  return href(
    'home.challenges.search',
    { platformSlug },
    {
      q: link.q || undefined,
      mc: link.category || undefined,
      ic: link.includeClosed ? '1' : undefined,
      page: link.page && link.page > 1 ? String(link.page) : undefined,
    },
  );
}

/** A user's platform link: home.user with platformSlug equal to the handle (spec 1 §2). */
export function userHomeHref(handle: string): string {
  return href('home.user', { platformSlug: handle });
}

/** The id of the 'Enter your idea' area on a challenge's Ideas tab. */
export const IDEA_FORM_ANCHOR = 'enter-idea';

/** A challenge's idea form: its page, scrolled to 'Enter your idea'. */
export function ideaFormHref(slug: string): string {
  return `${href('challenges.show', { challenge: slug })}#${IDEA_FORM_ANCHOR}`;
}

/** One forum post: the page of its topic or challenge thread that holds it (`?post=`), at the post. */
export function postHref(
  name: 'discussion-forums.topics.show' | 'discussion-forums.in-challenges.challenge',
  params: RouteParams,
  postId: number,
): string {
  return `${href(name, params, { post: String(postId) })}#post-${postId}`;
}

/**
 * A route counts as a user-platform page by its name (spec 1 §2): challenges.show, .rate,
 * .start-rate, home.user, home.user.medals, dashboard.*, account.*; or home.olympiads, platform.*,
 * discussion-forums.* with a platformSlug other than 'platform'; or home.challenges.search with any.
 */
export function isUserPlatformPage(name: string, params: { platformSlug?: string } = {}): boolean {
  if (['challenges.show', 'challenges.rate', 'challenges.start-rate', 'home.user', 'home.user.medals'].includes(name))
    return true;
  if (name.startsWith('dashboard.') || name.startsWith('account.')) return true;
  const slug = params.platformSlug;
  if (name === 'home.olympiads' || name.startsWith('platform.') || name.startsWith('discussion-forums.')) {
    return Boolean(slug) && slug !== 'platform';
  }
  if (name === 'home.challenges.search') return Boolean(slug);
  return false;
}

/** Profile pages are those named dashboard.* or account.* (spec 1 §2). */
export function isProfilePage(name: string): boolean {
  return name.startsWith('dashboard.') || name.startsWith('account.');
}
