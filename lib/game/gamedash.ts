// Game Dash rules (spec 3 §2.1-§2.3, §4, §8): which role a dashboard path shows, how a level turns
// into the N/10 meter and a bar percentage, how scores are written, where a neuron row links and
// the text a neuron gets when no message is written for its event. Pure: the card, the level board
// and the Game Dash panel all read these.
import { MENTOR_RATED_REASONS } from '../challenges/mentoring';
import type { BrainRole } from '../contracts/brain-roles';
import { ROLE_PICKER } from '../contracts/brain-roles';
import { LEVELS_PER_RANK, MAX_LEVEL, rankPositionFromLevel } from './levels';
import { href } from '../routes/table';

/** Third path segment of a dashboard path -> Game Dash role (spec 3 §2.1). */
const ROLE_BY_SEGMENT: Record<string, BrainRole> = {
  scout: 'scout',
  rater: 'analyst',
  mentor: 'mentor',
  patron: 'patron',
  director: 'director',
  catalyst: 'catalyst',
  insightful: 'insight',
  innovator: 'overall',
  olympiads: 'director',
};

/**
 * The Game Dash role of a path. Dashboard paths are /{platformSlug}/my-dashboard/{segment}/...
 * ('dashboard' is an alias of 'my-dashboard'); anything else, and any other segment, is overall.
 */
export function gamedashRoleFromPath(pathname: string): BrainRole {
  const segments = pathname.split('?')[0].split('/').filter(Boolean);
  if (segments[1] !== 'my-dashboard' && segments[1] !== 'dashboard') return 'overall';
  const third = segments[2];
  return third && Object.hasOwn(ROLE_BY_SEGMENT, third) ? ROLE_BY_SEGMENT[third] : 'overall';
}

const ROLE_LABELS: Record<BrainRole, string> = {
  ...Object.fromEntries(ROLE_PICKER.map((r) => [r.slug, r.label])),
  overall: 'Nerve Score',
  innovator: 'Innovator',
  patron: 'Patron',
  insight: 'Insightful',
} as Record<BrainRole, string>;

/** The label of a role ('Analyst Rater', 'Insightful'; overall is 'Nerve Score'). */
export function roleLabel(role: BrainRole): string {
  return ROLE_LABELS[role];
}

/** Nerve Score card title (spec 3 §2.2): 'Overall Nerve Score' or '{role} Score'. */
export function scoreCardTitle(role: BrainRole): string {
  return role === 'overall' ? 'Overall Nerve Score' : `${roleLabel(role)} Score`;
}

/** Helpful tips tab title (spec 3 §2.1): prefixed 'Helpful' on overall, else by the role name. */
export function tipsTabTitle(role: BrainRole): string {
  return role === 'overall' ? 'Helpful Tips' : `${roleLabel(role)} Tips`;
}

/**
 * The level meter (spec 3 §4): the first decimal digit of level / 10, shown as N/10. Ranks span
 * levels 1-10, 11-20, ... (levels.ts), so the level that closes a rank (10, 20, ..., 100) shows a
 * full 10/10 rather than 0/10; level 0 is 0/10.
 */
export function levelMeter(level: number): number {
  const clamped = Math.min(MAX_LEVEL, Math.max(0, Math.floor(level)));
  if (clamped === 0) return 0;
  const digit = Math.floor(((clamped / LEVELS_PER_RANK) * 10) % 10);
  return digit === 0 ? LEVELS_PER_RANK : digit;
}

/** The meter as a percentage: multiplied by 10 (spec 3 §4). */
export function levelMeterPercent(level: number): number {
  return levelMeter(level) * 10;
}

export { rankPositionFromLevel };

/**
 * The level bar (spec 3 §2.3): how far the score is from start_level_score to next_level_score,
 * 0-100. At level 100 (or when the next threshold is not above the start) the bar is full.
 */
export function levelProgressPercent(brain: {
  score: number;
  brain_level: number;
  start_level_score: number;
  next_level_score: number;
}): number {
  if (brain.brain_level >= MAX_LEVEL) return 100;
  const span = brain.next_level_score - brain.start_level_score;
  if (!(span > 0)) return 100;
  const percent = ((brain.score - brain.start_level_score) / span) * 100;
  return Math.min(100, Math.max(0, percent));
}

/** Scores as shown: lib/numbers.ts, kept here for the game's callers. */
export { formatScore } from '@/lib/numbers';

/** What a neuron row needs to pick its link. */
export interface NeuronLinkInput {
  meaningful_name: string;
  challenge_slug: string | null;
}

/**
 * Where a neuron row links (spec 3 §3): a rated mentor comment goes to the received mentoring tab
 * of the viewer's dashboard; anything else to its challenge, or nowhere without one.
 */
export function neuronHref(neuron: NeuronLinkInput, screenName: string): string | null {
  if ((MENTOR_RATED_REASONS as readonly string[]).includes(neuron.meaningful_name)) {
    return href('dashboard.mentoring', { platformSlug: screenName }, { tab: 'received' });
  }
  return neuron.challenge_slug ? href('challenges.show', { challenge: neuron.challenge_slug }) : null;
}

/** The role a ledger row names, as the text says it ('rater' reads 'Analyst Rater'). */
export function ledgerRoleLabel(role: string): string {
  const byLedger: Record<string, string> = { rater: 'Analyst Rater', insightful: 'Insightful', innovator: 'Innovator' };
  if (byLedger[role]) return byLedger[role];
  return role ? role[0].toUpperCase() + role.slice(1) : 'player';
}

/**
 * The missing-translation fallback (spec 3 §8), as markdown:
 * 'You earned/lost points as {role} in [{challenge}]({link})'.
 */
export function neuronFallbackText(
  neuron: { type: 'gain' | 'deduction'; role: string; challenge_title: string | null },
  link: string | null,
): string {
  const verb = neuron.type === 'deduction' ? 'lost' : 'earned';
  const challenge = neuron.challenge_title ?? 'a challenge';
  const where = link ? `[${challenge}](${link})` : challenge;
  return `You ${verb} points as ${ledgerRoleLabel(neuron.role)} in ${where}`;
}

/** Written messages per ledger event; an event without one reads as the fallback above. */
const NEURON_MESSAGES: Record<string, { gain: string; deduction?: string }> = {
  IdeaCreated: { gain: 'You entered an idea in' },
  IdeaRated: { gain: 'Your idea was rated in' },
  ForumPostVoted: { gain: 'Your forum post was voted up in', deduction: 'A vote on your forum post was withdrawn in' },
  RatingCreated: { gain: 'You rated an idea in' },
  ChallengePublished: { gain: 'You published' },
  ChallengeClosed: { gain: 'Your challenge closed:' },
  WhatAssumption: { gain: 'You questioned an assumption of' },
  AssumptionChallenged: { gain: 'You challenged an assumption of' },
  AssumptionChallengeRated: { gain: 'Your insight was rated in' },
  IdeaMentored: { gain: 'Your idea was mentored in' },
  MentorCommentRatedByInnovator: {
    gain: 'The innovator rated your advice in',
    deduction: 'The innovator found your advice unhelpful in',
  },
  MentorCommentRatedByPeer: {
    gain: 'A mentor rated your advice in',
    deduction: 'A mentor found your advice unhelpful in',
  },
  EarlyIdeaBonus: { gain: 'Early idea bonus in' },
  Top5IdeaBonus: { gain: 'Your idea made the Top 5 of' },
  Top3IdeaBonus: { gain: 'Your idea made the Top 3 of' },
  PopularChallengeBonus: { gain: 'Popular challenge bonus for' },
  IdeaRatingCorrelatedCrowd: { gain: 'Your ratings matched the crowd in' },
  IdeaRatingVarianceLow: { gain: 'Your ratings were all alike in', deduction: 'Your ratings were all alike in' },
};

/** A neuron row's sentence: the words before the challenge, the challenge and its link. */
export function neuronSentence(
  neuron: { type: 'gain' | 'deduction'; role: string; meaningful_name: string; challenge_title: string | null },
  link: string | null,
): { lead: string; challenge: string; link: string | null } {
  const written = NEURON_MESSAGES[neuron.meaningful_name];
  const lead = written ? (neuron.type === 'deduction' ? written.deduction : written.gain) : undefined;
  const challenge = neuron.challenge_title ?? 'a challenge';
  if (lead) return { lead, challenge, link };
  const verb = neuron.type === 'deduction' ? 'lost' : 'earned';
  return { lead: `You ${verb} points as ${ledgerRoleLabel(neuron.role)} in`, challenge, link };
}

/**
 * The current-olympiad card's leaderboard (spec 3 §2.1): the signed-in user's screen name when the
 * page is on their own platform (first path segment), otherwise the literal 'platform'.
 */
export function olympiadLeaderboardHref(screenName: string | null, pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0]?.toLowerCase();
  const own = screenName !== null && first === screenName.toLowerCase();
  return href('platform.leaderboard', { platformSlug: own ? screenName : 'platform' });
}

/**
 * The bell's update dot (spec 3 §2.1): the stored last-seen overall score differs from the current
 * one. Compared at the 3 decimals scores are kept to, so float noise never lights it. A player who
 * never opened the Game Dash has seen a score of 0: a new player with nothing earned gets no dot.
 */
export function hasScoreUpdate(current: number | null, seen: number | null): boolean {
  if (current === null) return false;
  return Math.round(current * 1000) !== Math.round((seen ?? 0) * 1000);
}

/** The last seen overall score in a preferences bag: gamedash.shared_state.gamedash_score (spec 3 §3). */
export function seenScoreOf(preferences: Record<string, unknown>): number | null {
  const gamedash = preferences.gamedash as { shared_state?: { gamedash_score?: unknown } } | undefined;
  const score = gamedash?.shared_state?.gamedash_score;
  return typeof score === 'number' && Number.isFinite(score) ? score : null;
}
