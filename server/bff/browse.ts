import 'server-only';
// Loaders of the community browse pages: search, question collection, leaderboards, stats.
import { cache } from 'react';
import {
  includeClosedParam,
  boardPlacesSchema,
  leaderboardSchema,
  MAX_PAGE,
  platformStatsSchema,
  questionCollectionSchema,
  searchResultSchema,
} from '@/lib/contracts/browse';
import type { LeaderboardPeriod, LeaderboardRole } from '@/lib/leaderboard';
import { publicProvider } from './provider';

const ONE_MINUTE = 60;

/** A query-string value as pages receive it: the first of repeated keys, trimmed. */
export function firstParam(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** A page number from the URL; anything but a whole number in range is page 1. */
export function pageParam(value: string | string[] | undefined): number {
  const page = Number(firstParam(value));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** q, mc (main category), ic (include closed) and page as the search pages read them. */
export function readSearchQuery(
  query: Record<string, string | string[] | undefined>,
): SearchInput & { includeClosed: boolean } {
  const ic = includeClosedParam.safeParse(firstParam(query.ic));
  return {
    q: firstParam(query.q),
    category: firstParam(query.mc).toLowerCase() || undefined,
    includeClosed: ic.success && ic.data,
    page: pageParam(query.page),
  };
}

export interface SearchInput {
  q: string;
  page: number;
  catalyst?: string;
  /** Main category slug (mc). */
  category?: string;
  /** ic: closed challenges too. */
  includeClosed?: boolean;
}

/**
 * Challenges of a community matching q (spec 2 §7 GET /search/challenges). Not cached: every q
 * would be its own cache entry, and results should show a challenge as soon as it is published.
 */
export async function searchChallenges(community: string, input: SearchInput) {
  return publicProvider('/search/challenges', {
    schema: searchResultSchema,
    query: {
      q: input.q || undefined,
      platform: community,
      catalyst: input.catalyst,
      mc: input.category || undefined,
      ic: input.includeClosed ? '1' : undefined,
      page: input.page,
    },
  });
}

export const getQuestionCollection = cache(async (community: string, catalyst?: string) => {
  const res = await publicProvider(`/platforms/${encodeURIComponent(community)}/questions`, {
    schema: questionCollectionSchema,
    query: { catalyst },
    next: { tags: [`challenges:${community}`], revalidate: ONE_MINUTE },
  });
  return res.ok ? res.data : null;
});

export interface LeaderboardRequest {
  role: LeaderboardRole;
  period: LeaderboardPeriod;
  page?: number;
  category?: string;
  /** A place key from getBoardPlaces. */
  place?: string;
  user?: string;
  /** An olympiad's own window (issue 17). */
  olympiad?: number;
  /** A custom date range, UTC days inclusive (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

/** A board of the community; null when it could not be loaded. Fresh within a minute. */
export async function getLeaderboard(community: string, request: LeaderboardRequest) {
  const res = await publicProvider(`/platforms/${encodeURIComponent(community)}/leaderboard`, {
    schema: leaderboardSchema,
    query: {
      role: request.role,
      period: request.period,
      page: request.page,
      category: request.category,
      place: request.place,
      user: request.user,
      olympiad: request.olympiad,
      from: request.from,
      to: request.to,
    },
    next: { tags: [`leaderboard:${community}`], revalidate: ONE_MINUTE },
  });
  return res.ok ? res.data : null;
}

/** The places of the community's located challenges, for the board's place select; [] on failure. */
export const getBoardPlaces = cache(async (community: string) => {
  const res = await publicProvider(`/platforms/${encodeURIComponent(community)}/leaderboard/places`, {
    schema: boardPlacesSchema,
    next: { tags: [`leaderboard:${community}`], revalidate: ONE_MINUTE },
  });
  return res.ok ? res.data : [];
});

export const getPlatformStats = cache(async (community: string) => {
  const res = await publicProvider(`/platforms/${encodeURIComponent(community)}/stats`, {
    schema: platformStatsSchema,
    next: { tags: [`leaderboard:${community}`], revalidate: ONE_MINUTE },
  });
  return res.ok ? res.data : null;
});
