// Every ledger reason (spec 2 §4 points events) in one list: fixed or variable, and whose action
// earned it. Fixed points are a set amount for a player's own action (publishing, entering an
// idea, giving a rating or advice, closing); variable points depend on how others judged the
// player's work or on the outcome of a challenge (ratings received, mentoring rated, Top 3/Top 5,
// early and popularity bonuses, rater accuracy). Scout points are one tenth of a recruit's
// variable points (spec 3 §1), deductions included, so a scout's score mirrors a tenth of what
// their recruits' play earned. Scout points are not passed on again (no chains of scouts).
import { roundScore } from './brain';

export type ReasonKind = 'fixed' | 'variable';
export type UserOrigin = 'you' | 'others';

interface ReasonRule {
  kind: ReasonKind;
  /** 'you' when the player's own action earned it, 'others' when another player's did (spec 3 §3 user_origin). */
  origin: UserOrigin;
  /** Per-role override: IdeaMentored is the mentor's own act but the innovator's by others. */
  byRole?: Partial<Record<string, { kind: ReasonKind; origin: UserOrigin }>>;
}

export const SCOUT_REASON = 'RecruitEarnedPoints';
export const SCOUT_ROLE = 'scout';
/** One tenth (spec 3 §1). */
export const SCOUT_SHARE = 0.1;
/** A recruit is kept 9 months, after which anyone can re-scout (spec 3 §4). */
export const RECRUIT_RETENTION_MONTHS = 9;

export const NEURON_REASONS: Record<string, ReasonRule> = {
  // Fixed: the player's own action, a set amount.
  ChallengePublished: { kind: 'fixed', origin: 'you' },
  WhatAssumption: { kind: 'fixed', origin: 'you' },
  IdeaCreated: { kind: 'fixed', origin: 'you' },
  RatingCreated: { kind: 'fixed', origin: 'you' },
  ChallengeClosed: { kind: 'fixed', origin: 'you' },
  AssumptionChallenged: { kind: 'fixed', origin: 'you' },
  IdeaMentored: { kind: 'fixed', origin: 'you', byRole: { innovator: { kind: 'variable', origin: 'others' } } },
  // Variable: others' judgement or the challenge's outcome.
  IdeaRated: { kind: 'variable', origin: 'others' },
  AssumptionChallengeRated: { kind: 'variable', origin: 'others' },
  // A positive vote on a forum post earns its author commentator neurons (spec 3 §1 Commentator).
  ForumPostVoted: { kind: 'variable', origin: 'others' },
  MentorCommentRatedByInnovator: { kind: 'variable', origin: 'others' },
  MentorCommentRatedByPeer: { kind: 'variable', origin: 'others' },
  EarlyIdeaBonus: { kind: 'variable', origin: 'you' },
  Top5IdeaBonus: { kind: 'variable', origin: 'others' },
  Top3IdeaBonus: { kind: 'variable', origin: 'others' },
  PopularChallengeBonus: { kind: 'variable', origin: 'others' },
  IdeaRatingCorrelatedCrowd: { kind: 'variable', origin: 'you' },
  IdeaRatingVarianceLow: { kind: 'variable', origin: 'you' },
  // The scout's share: earned by a recruit's play; fixed so it is never shared again.
  [SCOUT_REASON]: { kind: 'fixed', origin: 'others' },
};

function rule(reason: string, role: string): { kind: ReasonKind; origin: UserOrigin } {
  const found = NEURON_REASONS[reason];
  // A reason not listed is treated as fixed and the player's own: nothing is shared by accident.
  if (!found) return { kind: 'fixed', origin: 'you' };
  return found.byRole?.[role] ?? { kind: found.kind, origin: found.origin };
}

export function reasonKind(reason: string, role: string): ReasonKind {
  return rule(reason, role).kind;
}

export function userOrigin(reason: string, role: string): UserOrigin {
  return rule(reason, role).origin;
}

/** The role-qualified event name (spec 3 §3 highlight types: 'Catalyst.ChallengePublished'). */
export function eventName(role: string, reason: string): string {
  return `${role.charAt(0).toUpperCase()}${role.slice(1)}.${reason}`;
}

/** The scout's share of a recruit's event, or 0 when none is due (3 decimals). */
export function scoutShare(event: { reason: string; role: string; points: number }): number {
  if (event.role === SCOUT_ROLE || reasonKind(event.reason, event.role) !== 'variable') return 0;
  return roundScore(event.points * SCOUT_SHARE);
}

/** Whether a recruit who signed up at `recruitedAt` still earns for their scout at `at`. */
export function recruitIsKept(recruitedAt: Date, at: Date): boolean {
  const until = new Date(recruitedAt);
  until.setUTCMonth(until.getUTCMonth() + RECRUIT_RETENTION_MONTHS);
  return at < until;
}
