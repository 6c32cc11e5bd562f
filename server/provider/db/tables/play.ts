// Playing a challenge (spec 2 §3): challenges, ideas, ratings, mentoring, closing and prizes,
// the catalyst's picks, survey replies, drafts, feedback and olympiads.
import { sql } from 'drizzle-orm';
import type { DeepDives } from '@/lib/challenges/assumptions';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, platforms, timestamps, users } from './accounts';

export const challenges = pgTable(
  'challenges',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    catalystId: integer('catalyst_id')
      .notNull()
      .references(() => users.id),
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
    article: jsonb('article').$type<{
      title: string;
      description: string;
      url: string;
      image_url: string | null;
      keywords: string[];
    }>(),
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
  },
  (t) => [
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
  ],
);

export const ideas = pgTable(
  'ideas',
  {
    id: serial('id').primaryKey(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    primaryImage: text('primary_image'),
    /** Caption and meme challenges (spec 2 §5 Idea): the caption's top and bottom lines, 90 each. */
    captionTop: text('caption_top'),
    captionBottom: text('caption_bottom'),
    declined: boolean('declined').notNull().default(false),
    /** Set while a moderator has hidden the idea (issue 21 §3): gone for everyone but its author and staff. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('ideas_challenge').on(t.challengeId), index('ideas_author').on(t.authorId)],
);

export const ratings = pgTable(
  'ratings',
  {
    ideaId: integer('idea_id')
      .notNull()
      .references(() => ideas.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    value: real('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.userId] }), index('ratings_user').on(t.userId)],
);

/**
 * A mentor's advice on an idea (spec 2 §3 'Mentor comment'): 'What I like' and 'What could
 * improve'. One per mentor and idea, locked once given: the unique key makes a second (also two
 * at once) fail. challenge_id is kept beside idea_id for the challenge page's list.
 */
export const mentorComments = pgTable(
  'mentor_comments',
  {
    id: serial('id').primaryKey(),
    ideaId: integer('idea_id')
      .notNull()
      .references(() => ideas.id),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => users.id),
    whatILike: text('what_i_like').notNull(),
    whatCouldImprove: text('what_could_improve').notNull(),
    /** Set while a moderator has hidden the advice (issue 21 §3). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mentor_comments_idea_mentor').on(t.ideaId, t.mentorId),
    index('mentor_comments_challenge').on(t.challengeId),
    index('mentor_comments_mentor').on(t.mentorId),
  ],
);

/**
 * Ratings of advice (spec 2 §5 'Mentoring rating scale 0 to 5'), anonymous to the mentor: one per
 * rater and comment, locked once given by the primary key. Whole steps 0 to 5.
 */
export const mentoringRates = pgTable(
  'mentoring_rates',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => mentorComments.id),
    raterId: integer('rater_id')
      .notNull()
      .references(() => users.id),
    value: integer('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.raterId] }),
    index('mentoring_rates_rater').on(t.raterId),
    check('mentoring_rates_value', sql`${t.value} between 0 and 5`),
  ],
);

/**
 * One row per closed challenge, written by the closing routine (server/provider/domain/closing.ts)
 * in the same transaction that marks it closed; the primary key makes closing happen once. The
 * entry fees collected and their 65/28/7 split, and the prize pool paid out, in cents.
 */
export const challengeClosings = pgTable('challenge_closings', {
  challengeId: integer('challenge_id')
    .primaryKey()
    .references(() => challenges.id),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  /** 'schedule' (duration_end passed) or 'catalyst' (ended early). */
  closedBy: text('closed_by').notNull(),
  entryFeesCents: integer('entry_fees_cents').notNull(),
  creatorCents: integer('creator_cents').notNull(),
  platformCents: integer('platform_cents').notNull(),
  prizePoolCents: integer('prize_pool_cents').notNull(),
});

/** Prize money won by an idea's author at close; one row per idea (unique), amounts sum to the pool. */
export const prizeAwards = pgTable(
  'prize_awards',
  {
    id: serial('id').primaryKey(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id),
    ideaId: integer('idea_id')
      .notNull()
      .references(() => ideas.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    rank: integer('rank').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The catalyst declined to pay this prize (POST /ideas/{id}/decline), with their feedback. */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineFeedback: text('decline_feedback'),
    /**
     * Money prizes wait in the challenge's escrow until this moment (closing + PRIZE_HOLD_HOURS), so
     * the catalyst can still decline; the prize job pays them then, or the catalyst sooner. Null for
     * awards from before the ledger (nothing was held for them).
     */
    payableAt: timestamp('payable_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('prize_awards_idea').on(t.ideaId),
    index('prize_awards_challenge').on(t.challengeId),
    index('prize_awards_user').on(t.userId),
    index('prize_awards_due')
      .on(t.payableAt)
      .where(sql`${t.paidAt} is null and ${t.declinedAt} is null`),
  ],
);

/** Saved creation forms (spec 2 §3 'Draft (server)'): one person's, listed newest first. */
export const drafts = pgTable(
  'drafts',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    origin: text('origin').notNull(),
    draftType: text('draft_type').notNull(),
    content: jsonb('content').$type<{ challenge: Record<string, unknown>; platform: string }>().notNull(),
    ...timestamps,
  },
  (t) => [index('drafts_owner_type_updated').on(t.ownerId, t.draftType, t.updatedAt)],
);

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
 * Base olympiads (spec 3 §3, §7 GET /olympiad/{platform}/base-olympiads; issue 17 §1): what a
 * community's tournament is, from which each cycle is created and renewed: its cycle, title,
 * races (each with a name and a prize), catalyst, the hosting director (spec 3 §1), whether
 * profanity is allowed, and whether the director stopped it (no renewal after a stop).
 */
export const baseOlympiads = pgTable(
  'base_olympiads',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    /** The name each cycle's title is made from ("Nervus Idea Olympiad" -> "..., November 2026"). */
    title: text('title').notNull(),
    cycle: text('cycle').$type<'weekly' | 'monthly'>().notNull(),
    races: jsonb('races').$type<{ name: string; prize_cents: number }[]>().notNull().default([]),
    catalystId: integer('catalyst_id').references(() => users.id),
    directorId: integer('director_id').references(() => users.id),
    profanityAllowed: boolean('profanity_allowed').notNull().default(false),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('base_olympiads_platform').on(t.platformId),
    check('base_olympiads_cycle', sql`${t.cycle} in ('weekly', 'monthly')`),
  ],
);

/**
 * Tournaments (spec 3 §3 Olympiad): a community's weekly or monthly race for a prize pool. At most
 * one is current per community; when a cycle ends the next one becomes current (auto-renewal).
 */
export const olympiads = pgTable(
  'olympiads',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    /** The base olympiad this cycle was created from (renewal reads it). */
    baseOlympiadId: integer('base_olympiad_id').references(() => baseOlympiads.id),
    title: text('title').notNull(),
    cycle: text('cycle').$type<'weekly' | 'monthly'>().notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    prizeTotalCents: integer('prize_total_cents').notNull().default(0),
    isCurrent: boolean('is_current').notNull().default(false),
    /**
     * open: running (or ended, waiting for the closing job); review: closed and ranked, the
     * allocation waits for an admin or director; paid: the eligible players were paid (issue 17).
     */
    state: text('state').$type<'open' | 'review' | 'paid'>().notNull().default('open'),
    /** Races (spec 3 §3): each with a name and a prize; the prize pool pays the overall race. */
    races: jsonb('races').$type<{ name: string; prize_cents: number }[]>().notNull().default([]),
    /** The hosting director (spec 3 §1), who may review and pay like an admin. */
    directorId: integer('director_id').references(() => users.id),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    profanityAllowed: boolean('profanity_allowed').notNull().default(false),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // Renewal creates the next cycle once: a second insert of the same start is a no-op.
    uniqueIndex('olympiads_platform_start_unique').on(t.platformId, t.startTime),
    check('olympiads_state', sql`${t.state} in ('open', 'review', 'paid')`),
    uniqueIndex('olympiads_one_current_per_platform')
      .on(t.platformId)
      .where(sql`${t.isCurrent}`),
    index('olympiads_platform_start').on(t.platformId, t.startTime),
    check('olympiads_cycle', sql`${t.cycle} in ('weekly', 'monthly')`),
    check('olympiads_time_order', sql`${t.endTime} > ${t.startTime}`),
    check('olympiads_prize_not_negative', sql`${t.prizeTotalCents} >= 0`),
  ],
);

/**
 * Anonymous survey replies (spec 2 §2 challenges.survey, spec 1 §7 POST /surveys): the answer and
 * when it came, nothing about who sent it (the rate limit that keeps bots out lives in memory).
 */
export const surveyReplies = pgTable(
  'survey_replies',
  {
    id: serial('id').primaryKey(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id),
    answer: text('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('survey_replies_challenge_time').on(t.challengeId, t.createdAt)],
);

/**
 * The catalyst's Top 3 picks (spec 2 §5): places 1 to 3 of one challenge, each place and each idea
 * at most once. Places stay contiguous from 1 (lib/challenges/picker.ts); closing reads them.
 */
export const catalystPicks = pgTable(
  'catalyst_picks',
  {
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id),
    place: integer('place').notNull(),
    ideaId: integer('idea_id')
      .notNull()
      .references(() => ideas.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.challengeId, t.place] }),
    uniqueIndex('catalyst_picks_challenge_idea').on(t.challengeId, t.ideaId),
    check('catalyst_picks_place', sql`${t.place} between 1 and 3`),
  ],
);
