// The provider's data model (spec 1 §3, spec 2 §3). One table per entity; JSON columns only for
// open-ended bags (preferences, variants, social links) that the product reads whole.
import { sql } from 'drizzle-orm';
import type { DeepDives } from '../../../lib/challenges/assumptions';
import { TRUST_SCORE } from '../../../lib/challenges/trust';
import {
  bigint, bigserial, boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  screenName: text('screen_name').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  bio: text('bio').notNull().default(''),
  slogan: text('slogan').notNull().default(''),
  avatarUrl: text('avatar_url'),
  interests: jsonb('interests').$type<string[]>().notNull().default([]),
  social: jsonb('social').$type<Record<string, { handle: string }>>().notNull().default({}),
  preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
  twitter: text('twitter'),
  isOrganization: boolean('is_organization').notNull().default(false),
  globalAdmin: boolean('global_admin').notNull().default(false),
  platformAmbassador: boolean('platform_ambassador').notNull().default(false),
  scoutReferrerId: integer('scout_referrer_id'),
  homePlatformId: integer('home_platform_id'),
  /** Lowered when, as a catalyst, they decline to pay a prize (lib/challenges/trust.ts). */
  trustScore: integer('trust_score').notNull().default(TRUST_SCORE.initial),
  ...timestamps,
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('users_screen_name_lower').on(sql`lower(${t.screenName})`),
  uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
  // @mention search (GET /users/search): case-insensitive prefix matches of live users. The
  // pattern opclass lets LIKE 'abc%' use a btree whatever the database collation is.
  index('users_search_screen_name').on(sql`lower(${t.screenName}) text_pattern_ops`).where(sql`${t.deletedAt} is null`),
  index('users_search_first_name').on(sql`lower(${t.firstName}) text_pattern_ops`).where(sql`${t.deletedAt} is null`),
  index('users_search_last_name').on(sql`lower(${t.lastName}) text_pattern_ops`).where(sql`${t.deletedAt} is null`),
]);

export const platforms = pgTable('platforms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  slogan: text('slogan').notNull().default(''),
  subdomain: text('subdomain').notNull(),
  slug: text('slug').notNull(),
  type: text('type').notNull().default('system-platform'),
  marketingPhrase: text('marketing_phrase'),
  icon: text('icon'),
  ownerId: integer('owner_id').references(() => users.id),
  organizationImage: text('organization_image'),
  organizationDescription: text('organization_description'),
  mastheadBackgroundImage: text('masthead_background_image'),
  url: text('url'),
  isMain: boolean('is_main').notNull().default(false),
  preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
  ...timestamps,
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [uniqueIndex('platforms_slug').on(t.slug), uniqueIndex('platforms_subdomain').on(t.subdomain)]);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  platformId: integer('platform_id').references(() => platforms.id),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon'),
  relatedPlatform: text('related_platform'),
  position: integer('position').notNull().default(0),
}, (t) => [uniqueIndex('categories_slug').on(t.slug), index('categories_parent').on(t.parentId)]);

export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  variants: jsonb('variants').$type<{ name: string; value?: string; payload?: unknown }[]>().notNull().default([]),
  description: text('description').notNull().default(''),
});

/** Bearer tokens of the provider API; only a SHA-256 of the token is stored. */
export const accessTokens = pgTable('access_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  /** Set when an admin acts as this user (shadow mode, spec 1 §4). */
  shadowAdminId: integer('shadow_admin_id').references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('access_tokens_user').on(t.userId)]);

/** OAuth2 authorization codes (single use, PKCE). */
export const oauthCodes = pgTable('oauth_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge'),
  codeChallengeMethod: text('code_challenge_method'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The accounts service's own browser session (gateway cookie), separate from the product's bn_auth. */
export const accountSessions = pgTable('account_sessions', {
  idHash: text('id_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const traits = pgTable('traits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id'),
  fingerprint: text('fingerprint'),
  type: text('type').notNull(),
  event: text('event').notNull(),
  context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
  properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const challenges = pgTable('challenges', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  platformId: integer('platform_id').notNull().references(() => platforms.id),
  catalystId: integer('catalyst_id').notNull().references(() => users.id),
  questionTitle: text('question_title').notNull(),
  questionDetail: text('question_detail').notNull().default(''),
  mainCategoryId: integer('main_category_id').references(() => categories.id),
  solutionFormat: text('solution_format').notNull().default('challenge'),
  challengeFormat: text('challenge_format').notNull().default('standard'),
  primaryImage: text('primary_image'),
  /** 'caption' or 'meme' for caption challenges (spec 2 §3). */
  captionSolutionFormat: text('caption_solution_format'),
  /** The reaction captions aim for: funny, inspiring, insightful or shocking (spec 2 §1). */
  captionReactionType: text('caption_reaction_type'),
  /** The place a local-civics question is about, as the gazetteer formatted it. */
  location: text('location'),
  /** Improve-an-idea: what the improvement should achieve. */
  improvePurpose: text('improve_purpose'),
  /** Improve-an-idea: the catalyst's idea the crowd improves, shown openly (not one of the ideas). */
  improveIdea: jsonb('improve_idea').$type<{ title: string; description: string }>(),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  /** The source article (spec 2 §3): title, description, url, image_url, keywords. */
  article: jsonb('article').$type<{ title: string; description: string; url: string; image_url: string | null; keywords: string[] }>(),
  innovationScale: text('innovation_scale').notNull().default('blue-sky'),
  assumptionWho: text('assumption_who'),
  assumptionWhat: text('assumption_what'),
  assumptionWhy: text('assumption_why'),
  /** The what / who / why worksheets (spec 2 §3 deep dives), as the creation form held them. */
  deepDives: jsonb('deep_dives').$type<DeepDives>(),
  durationStart: timestamp('duration_start', { withTimezone: true }).notNull(),
  durationEnd: timestamp('duration_end', { withTimezone: true }).notNull(),
  isClosed: boolean('is_closed').notNull().default(false),
  state: text('state').notNull().default('published'),
  status: text('status').notNull().default('open'),
  /** Money is integer cents everywhere. */
  ideaEntryFeeCents: integer('idea_entry_fee_cents').notNull().default(0),
  prizeType: text('prize_type').notNull().default('points'),
  prizeMoneyCents: integer('prize_money_cents').notNull().default(0),
  prizeTitle: text('prize_title'),
  prizeDescription: text('prize_description'),
  maxUserIdeas: integer('max_user_ideas').notNull().default(3),
  /** Added by the catalyst after publishing (spec 2 §2): our own image paths, and web links. */
  extraPictures: jsonb('extra_pictures').$type<string[]>().notNull().default([]),
  extraLinks: jsonb('extra_links').$type<{ url: string; title: string }[]>().notNull().default([]),
  /** The catalyst's latest update to the crowd (PUT /challenges/{slug}/catalyst/updates). */
  catalystUpdate: text('catalyst_update'),
  catalystUpdatedAt: timestamp('catalyst_updated_at', { withTimezone: true }),
  ...timestamps,
}, (t) => [
  uniqueIndex('challenges_slug').on(t.slug),
  index('challenges_platform_end').on(t.platformId, t.durationEnd),
  index('challenges_catalyst').on(t.catalystId),
  // The category filter (mc, the category tiles) and the main community's widgets, which span
  // every platform: published challenges by end time.
  index('challenges_main_category').on(t.mainCategoryId),
  index('challenges_state_end').on(t.state, t.durationEnd),
  // Search (GET /challenges/search) matches ILIKE '%q%' on both texts; trigram GIN indexes serve it.
  index('challenges_title_trgm').using('gin', t.questionTitle.op('gin_trgm_ops')),
  index('challenges_detail_trgm').using('gin', t.questionDetail.op('gin_trgm_ops')),
]);

export const ideas = pgTable('ideas', {
  id: serial('id').primaryKey(),
  challengeId: integer('challenge_id').notNull().references(() => challenges.id),
  authorId: integer('author_id').notNull().references(() => users.id),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  primaryImage: text('primary_image'),
  /** Caption and meme challenges (spec 2 §5 Idea): the caption's top and bottom lines, 90 each. */
  captionTop: text('caption_top'),
  captionBottom: text('caption_bottom'),
  declined: boolean('declined').notNull().default(false),
  ...timestamps,
}, (t) => [index('ideas_challenge').on(t.challengeId), index('ideas_author').on(t.authorId)]);

export const ratings = pgTable('ratings', {
  ideaId: integer('idea_id').notNull().references(() => ideas.id),
  userId: integer('user_id').notNull().references(() => users.id),
  value: real('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.ideaId, t.userId] }), index('ratings_user').on(t.userId)]);

/**
 * A mentor's advice on an idea (spec 2 §3 'Mentor comment'): 'What I like' and 'What could
 * improve'. One per mentor and idea, locked once given: the unique key makes a second (also two
 * at once) fail. challenge_id is kept beside idea_id for the challenge page's list.
 */
export const mentorComments = pgTable('mentor_comments', {
  id: serial('id').primaryKey(),
  ideaId: integer('idea_id').notNull().references(() => ideas.id),
  challengeId: integer('challenge_id').notNull().references(() => challenges.id),
  mentorId: integer('mentor_id').notNull().references(() => users.id),
  whatILike: text('what_i_like').notNull(),
  whatCouldImprove: text('what_could_improve').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('mentor_comments_idea_mentor').on(t.ideaId, t.mentorId),
  index('mentor_comments_challenge').on(t.challengeId),
  index('mentor_comments_mentor').on(t.mentorId),
]);

/**
 * Ratings of advice (spec 2 §5 'Mentoring rating scale 0 to 5'), anonymous to the mentor: one per
 * rater and comment, locked once given by the primary key. Whole steps 0 to 5.
 */
export const mentoringRates = pgTable('mentoring_rates', {
  commentId: integer('comment_id').notNull().references(() => mentorComments.id),
  raterId: integer('rater_id').notNull().references(() => users.id),
  value: integer('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.commentId, t.raterId] }),
  index('mentoring_rates_rater').on(t.raterId),
  check('mentoring_rates_value', sql`${t.value} between 0 and 5`),
]);

/**
 * One row per closed challenge, written by the closing routine (server/provider/domain/closing.ts)
 * in the same transaction that marks it closed; the primary key makes closing happen once. The
 * entry fees collected and their 65/28/7 split, and the prize pool paid out, in cents.
 */
export const challengeClosings = pgTable('challenge_closings', {
  challengeId: integer('challenge_id').primaryKey().references(() => challenges.id),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  /** 'schedule' (duration_end passed) or 'catalyst' (ended early). */
  closedBy: text('closed_by').notNull(),
  entryFeesCents: integer('entry_fees_cents').notNull(),
  creatorCents: integer('creator_cents').notNull(),
  platformCents: integer('platform_cents').notNull(),
  prizePoolCents: integer('prize_pool_cents').notNull(),
});

/** Prize money won by an idea's author at close; one row per idea (unique), amounts sum to the pool. */
export const prizeAwards = pgTable('prize_awards', {
  id: serial('id').primaryKey(),
  challengeId: integer('challenge_id').notNull().references(() => challenges.id),
  ideaId: integer('idea_id').notNull().references(() => ideas.id),
  userId: integer('user_id').notNull().references(() => users.id),
  rank: integer('rank').notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The catalyst declined to pay this prize (POST /ideas/{id}/decline), with their feedback. */
  declinedAt: timestamp('declined_at', { withTimezone: true }),
  declineFeedback: text('decline_feedback'),
}, (t) => [uniqueIndex('prize_awards_idea').on(t.ideaId), index('prize_awards_challenge').on(t.challengeId), index('prize_awards_user').on(t.userId)]);

/** The neuron ledger (spec 3 §1): every gain or deduction, per role, is one row. */
export const pointEvents = pgTable('point_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  platformId: integer('platform_id').references(() => platforms.id),
  role: text('role').notNull(),
  reason: text('reason').notNull(),
  // Scores carry 3 decimals (spec 3 §1): a scout's share is a tenth of a recruit's points.
  points: numeric('points', { precision: 14, scale: 3, mode: 'number' }).notNull(),
  contextType: text('context_type'),
  contextId: integer('context_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('point_events_user_role').on(t.userId, t.role),
  index('point_events_platform_time').on(t.platformId, t.createdAt),
  // Leaderboards: one community and role since a period start; the main community spans them all.
  index('point_events_platform_role_time').on(t.platformId, t.role, t.createdAt),
  index('point_events_time').on(t.createdAt),
]);

/**
 * Per-user totals of the ledger by community and role, kept by a trigger on point_events
 * (migration neuron_totals, custom SQL): /brain and experience points read one user's few rows
 * instead of summing the ledger. platform_id 0 stands for events without a community.
 */
export const neuronTotals = pgTable('neuron_totals', {
  userId: integer('user_id').notNull(),
  platformId: integer('platform_id').notNull(),
  role: text('role').notNull(),
  points: numeric('points', { precision: 14, scale: 3, mode: 'number' }).notNull(),
  events: integer('events').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.platformId, t.role] })]);

/**
 * Leaderboard rows, kept by the same trigger: one per player, window (all time, the UTC week from
 * Monday, the UTC month), scope (a community, or 0 for every community) and role ('overall' or a
 * ledger role). A board page is an index range read in rank order; deleted players have no rows.
 * sort_name (lower screen name) breaks ties as the ledger query did.
 */
export const neuronBoard = pgTable('neuron_board', {
  period: text('period').notNull(),
  periodStart: date('period_start', { mode: 'string' }).notNull(),
  scope: integer('scope').notNull(),
  role: text('role').notNull(),
  userId: integer('user_id').notNull(),
  points: numeric('points', { precision: 14, scale: 3, mode: 'number' }).notNull(),
  sortName: text('sort_name').notNull(),
}, (t) => [
  primaryKey({ columns: [t.period, t.periodStart, t.scope, t.role, t.userId] }),
  index('neuron_board_rank').on(t.period, t.periodStart, t.scope, t.role, sql`${t.points} desc`, t.sortName, t.userId).where(sql`${t.points} > 0`),
  index('neuron_board_user').on(t.userId),
]);

/** One-time connect codes of the accounts service (GET /accounts/connect): SHA-256 stored, 10 minutes, single use. */
export const connectCodes = pgTable('connect_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('connect_codes_user').on(t.userId)]);

/** Saved creation forms (spec 2 §3 'Draft (server)'): one person's, listed newest first. */
export const drafts = pgTable('drafts', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  origin: text('origin').notNull(),
  draftType: text('draft_type').notNull(),
  content: jsonb('content').$type<{ challenge: Record<string, unknown>; platform: string }>().notNull(),
  ...timestamps,
}, (t) => [index('drafts_owner_type_updated').on(t.ownerId, t.draftType, t.updatedAt)]);

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id),
  about: text('about').notNull(),
  message: text('message').notNull(),
  email: text('email'),
  page: text('page'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Tournaments (spec 3 §3 Olympiad): a community's weekly or monthly race for a prize pool. At most
 * one is current per community; when a cycle ends the next one becomes current (auto-renewal).
 */
export const olympiads = pgTable('olympiads', {
  id: serial('id').primaryKey(),
  platformId: integer('platform_id').notNull().references(() => platforms.id),
  title: text('title').notNull(),
  cycle: text('cycle').$type<'weekly' | 'monthly'>().notNull(),
  startTime: timestamp('start_time', { withTimezone: true }).notNull(),
  endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  prizeTotalCents: integer('prize_total_cents').notNull().default(0),
  isCurrent: boolean('is_current').notNull().default(false),
  ...timestamps,
}, (t) => [
  uniqueIndex('olympiads_one_current_per_platform').on(t.platformId).where(sql`${t.isCurrent}`),
  index('olympiads_platform_start').on(t.platformId, t.startTime),
  check('olympiads_cycle', sql`${t.cycle} in ('weekly', 'monthly')`),
  check('olympiads_time_order', sql`${t.endTime} > ${t.startTime}`),
  check('olympiads_prize_not_negative', sql`${t.prizeTotalCents} >= 0`),
]);

/**
 * Anonymous survey replies (spec 2 §2 challenges.survey, spec 1 §7 POST /surveys): the answer and
 * when it came, nothing about who sent it (the rate limit that keeps bots out lives in memory).
 */
export const surveyReplies = pgTable('survey_replies', {
  id: serial('id').primaryKey(),
  challengeId: integer('challenge_id').notNull().references(() => challenges.id),
  answer: text('answer').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('survey_replies_challenge_time').on(t.challengeId, t.createdAt)]);

/**
 * The catalyst's Top 3 picks (spec 2 §5): places 1 to 3 of one challenge, each place and each idea
 * at most once. Places stay contiguous from 1 (lib/challenges/picker.ts); closing reads them.
 */
export const catalystPicks = pgTable('catalyst_picks', {
  challengeId: integer('challenge_id').notNull().references(() => challenges.id),
  place: integer('place').notNull(),
  ideaId: integer('idea_id').notNull().references(() => ideas.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.challengeId, t.place] }),
  uniqueIndex('catalyst_picks_challenge_idea').on(t.challengeId, t.ideaId),
  check('catalyst_picks_place', sql`${t.place} between 1 and 3`),
]);

/**
 * Game Dash highlights (spec 3 §3 'Highlight (server)'): one statement per notable moment, derived
 * from the neuron ledger by server/provider/realtime/ (challenge published or closed, idea mentored,
 * a new level in the analyst or innovator role). One per ledger row and type, so a replayed
 * notification cannot write a highlight twice.
 */
export const highlights = pgTable('highlights', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** Brain role the highlight belongs to (catalyst, innovator, analyst); the Game Dash filters on it. */
  role: text('role').notNull(),
  highlightType: text('highlight_type').notNull(),
  statement: text('statement').notNull(),
  pointEventId: bigint('point_event_id', { mode: 'number' }).references(() => pointEvents.id, { onDelete: 'cascade' }),
  notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('highlights_event_type').on(t.pointEventId, t.highlightType),
  index('highlights_user_time').on(t.userId, t.notifiedAt),
  index('highlights_user_role_time').on(t.userId, t.role, t.notifiedAt),
]);

/**
 * Which ledger rows a provider process has taken on for realtime delivery. Every process hears
 * every NOTIFY; the one whose INSERT ... ON CONFLICT DO NOTHING wins publishes, so each neuron is
 * pushed once however many processes run. Rows only matter while a notification is in flight,
 * so old ones are pruned.
 */
export const realtimeDeliveries = pgTable('realtime_deliveries', {
  pointEventId: bigint('point_event_id', { mode: 'number' }).primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('realtime_deliveries_claimed').on(t.claimedAt)]);
