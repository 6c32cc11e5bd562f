import 'server-only';
// The viewer's own parts of a page, as data (issue 24 part 5): read here for a page rendered per
// request and for the call a page kept for players makes (GET /api/me/parts), so both show the
// same thing through the same components (components/challenges/detail/ChallengePersonal.tsx).
import { cache } from 'react';
import type { ChallengeDetail } from '@/lib/contracts/challenge';
import { FLAG } from '@/lib/contracts/flags';
import type {
  ChallengePersonal,
  DashboardPersonal,
  IdeasPersonal,
  OwnerSurvey,
  PersonalPartsAnswer,
  PersonalPartsQuery,
  PersonalViewer,
} from '@/lib/contracts/personal-parts';
import { surveyModeOffered, type SurveyFacts } from '@/lib/challenges/survey';
import { getMyIdeaAllowance } from './ideas';
import { createKeptReads } from './kept-reads';
import { fetchChallenge, getMySummary, getViewer, isFlagOn, throwIfProviderFailed, type Viewer } from './loaders';
import { tagsRevalidatedSince } from './personal-cache';
import type { ProviderResult } from './provider-client';
import { getMyRatings } from './ratings';
import { liveTransport } from './realtime';
import { getSurveyReplies } from './surveys';

export function personalViewer(viewer: Viewer): PersonalViewer {
  const { user, admin_roles: roles } = viewer.account;
  return {
    id: user.id,
    screenName: user.screen_name,
    avatarUrl: user.avatar_url ?? null,
    shadow: viewer.shadow,
    admin: roles.global_admin,
    ambassador: roles.platform_ambassador,
  };
}

/**
 * What a player's own parts of a challenge are worked out from: a few facts of its detail, so that
 * the parts call can keep them (below) without holding, or sharing between requests, the whole
 * detail with its ideas.
 */
export interface ChallengeFacts extends SurveyFacts {
  slug: string;
  catalystId: number;
  platformSlug: string;
  hasIdeas: boolean;
}

/** One facts object per detail within a render, so that the loaders below are asked once. */
export const challengeFacts = cache((challenge: ChallengeDetail): ChallengeFacts =>
  Object.freeze({
    slug: challenge.slug,
    catalystId: challenge.catalyst.id,
    platformSlug: challenge.platform.slug,
    hasIdeas: challenge.ideas.length > 0,
    closed: challenge.closed,
    idea_entry_fee_cents: challenge.idea_entry_fee_cents,
    solution_format: challenge.solution_format,
    caption_solution_format: challenge.caption_solution_format,
    main_category: challenge.main_category && Object.freeze({ ...challenge.main_category }),
  }),
);

/** May the viewer enter an idea, and what have they rated (allowance and ratings only where they count). */
export const loadIdeasPersonal = cache(
  async (challenge: ChallengeFacts, viewer: Viewer | null): Promise<IdeasPersonal> => {
    const isOwner = viewer?.account.user.id === challenge.catalystId;
    const entering = viewer !== null && !isOwner && !challenge.closed && challenge.idea_entry_fee_cents === 0;
    const rating = viewer !== null && !challenge.closed && challenge.hasIdeas;
    const [allowance, mine] = await Promise.all([
      entering ? getMyIdeaAllowance(challenge.slug) : null,
      rating ? getMyRatings(challenge.slug) : null,
    ]);
    return { isOwner, allowance, mine };
  },
);

/** The owner's survey: offered now, and its replies; null for anyone else. */
export const loadOwnerSurvey = cache(
  async (challenge: ChallengeFacts, viewer: Viewer | null): Promise<OwnerSurvey | null> => {
    if (viewer?.account.user.id !== challenge.catalystId) return null;
    const [flag, replies] = await Promise.all([
      isFlagOn(FLAG.surveyModeLink, challenge.platformSlug),
      getSurveyReplies(challenge.slug),
    ]);
    return { offered: surveyModeOffered(challenge, flag), replies };
  },
);

export async function loadChallengePersonal(
  challenge: ChallengeFacts,
  viewer: Viewer | null,
): Promise<ChallengePersonal> {
  const [ideas, survey] = await Promise.all([loadIdeasPersonal(challenge, viewer), loadOwnerSurvey(challenge, viewer)]);
  return { ...ideas, survey };
}

/** Whom the dashboard greets: 'Welcome, Ada', or the handle without a first name. */
export function greetingName(user: { first_name: string; screen_name: string }): string {
  return user.first_name || user.screen_name;
}

/** The dashboard's parts for its owner (the handle in any casing, as its address may have it); null for anybody else. */
async function loadDashboardPersonal(handle: string, viewer: Viewer | null): Promise<DashboardPersonal | null> {
  const me = viewer?.account.user;
  if (!me || me.screen_name.toLowerCase() !== handle.toLowerCase()) return null;
  return { name: greetingName(me), summary: await getMySummary() };
}

/**
 * The facts of the challenge a parts call works a player's parts out from, kept in this process for
 * a few seconds and dropped once `challenge:{slug}` is revalidated (kept-reads.ts): the call comes
 * with every player's view of a kept challenge page, and reading the challenge through the fetch
 * cache each time cost about a fifth of the call's CPU (tests/bench/RESULTS.md, ~14:00).
 */
const keptFacts = createKeptReads<ProviderResult<ChallengeFacts>>({
  keep: (res) => res.ok && !res.stale,
  tagsExpired: tagsRevalidatedSince,
});

async function factsForParts(slug: string): Promise<ProviderResult<ChallengeFacts>> {
  return keptFacts(slug, [`challenge:${slug}`], async () => {
    const res = await fetchChallenge(slug);
    return res.ok ? { ...res, data: challengeFacts(res.data) } : res;
  });
}

/**
 * The answer of GET /api/me/parts: the frame's parts always, a challenge's or a dashboard's when
 * one is named. An outage throws (the page says its own parts could not be loaded, and the session
 * is kept).
 */
export async function loadPersonalParts(query: PersonalPartsQuery): Promise<PersonalPartsAnswer> {
  const viewer = await getViewer();
  const answer: PersonalPartsAnswer = {
    viewer: viewer && personalViewer(viewer),
    transport: liveTransport(),
    challenge: null,
    dashboard: null,
  };
  if (query.dashboard !== undefined)
    return { ...answer, dashboard: await loadDashboardPersonal(query.dashboard, viewer) };
  const challengeSlug = query.challenge;
  if (challengeSlug === undefined) return answer;
  // Nobody: the visitor's parts (the entry form's sign-in link), shown while the browser ends the session.
  if (!viewer) return { ...answer, challenge: { isOwner: false, allowance: null, mine: null, survey: null } };
  const res = await factsForParts(challengeSlug);
  // A challenge gone since the page was kept has no parts of its own; an outage is an error.
  if (!res.ok && res.status !== 404) throwIfProviderFailed(res, `challenge ${challengeSlug}`);
  if (res.ok) answer.challenge = await loadChallengePersonal(res.data, viewer);
  return answer;
}
