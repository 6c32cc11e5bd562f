import 'server-only';
// Olympiad reads for the pages (issue 17): a community's tournaments (filtered and paged through
// GET /olympiad/query), a race's board, a result with its neighbours, the public fair-play log, and
// for admins every olympiad and the allocation of one.
import { z } from 'zod';
import {
  adminOlympiadSchema,
  allocationSchema,
  fairPlayLogSchema,
  myResultsSchema,
  olympiadPageSchema,
  olympiadStatsSchema,
  olympiadViewSchema,
  raceResultSchema,
  resultBoundSchema,
  type OlympiadQuery,
} from '@/lib/contracts/olympiads';
import type { LeaderboardRole } from '@/lib/leaderboard';
import { provider, publicProvider } from './provider';

const ONE_MINUTE = 60;

/** A community's olympiads, newest first; null when they could not be loaded. */
export async function getOlympiads(community: string) {
  const res = await publicProvider(`/olympiad/${encodeURIComponent(community)}/olympiads`, {
    schema: z.array(olympiadViewSchema),
    next: { tags: ['olympiads', `olympiads:${community}`], revalidate: ONE_MINUTE },
  });
  return res.ok ? res.data : null;
}

export async function getOlympiad(id: number) {
  const res = await publicProvider(`/olympiad/olympiads/${id}`, {
    schema: olympiadViewSchema,
    next: { tags: ['olympiads'], revalidate: ONE_MINUTE },
  });
  return res.ok ? res.data : null;
}

export async function getFairPlayLog(id: number) {
  const res = await publicProvider(`/olympiad/olympiads/${id}/fair-play`, {
    schema: fairPlayLogSchema,
    next: { tags: ['olympiads'], revalidate: ONE_MINUTE },
  });
  return res.ok ? res.data : null;
}

/** Every olympiad (global admins); null on refusal or failure. */
export async function getAdminOlympiads() {
  const res = await provider('/admin/olympiads', { schema: z.array(adminOlympiadSchema) });
  return res.ok ? res.data : null;
}

/** One olympiad's allocation, as an admin or its director sees it. */
export async function getAllocation(id: number) {
  const res = await provider(`/olympiad/olympiads/${id}/allocation`, { schema: allocationSchema });
  return res.ok ? res.data : null;
}

export async function getOlympiadStats(id: number) {
  const res = await publicProvider(`/olympiad/olympiads/${id}/stats`, {
    schema: olympiadStatsSchema,
    next: { tags: ['olympiads'], revalidate: ONE_MINUTE },
  });
  return res.ok ? res.data : null;
}

/** The signed-in player's tournament results; [] for visitors or on failure. */
export async function getMyResults() {
  const res = await provider('/olympiad/me/results', { schema: myResultsSchema });
  return res.ok ? res.data : [];
}

/** A page of olympiads (GET /olympiad/query), newest first; null when they could not be loaded. */
export async function queryOlympiads(query: Partial<OlympiadQuery>) {
  const res = await publicProvider('/olympiad/query', {
    schema: olympiadPageSchema,
    query: {
      platform: query.platform,
      state: query.state,
      cycle: query.cycle,
      q: query.q,
      from: query.from,
      to: query.to,
      page: query.page,
    },
    next: { tags: ['olympiads', ...(query.platform ? [`olympiads:${query.platform}`] : [])], revalidate: ONE_MINUTE },
  });
  return res.ok ? res.data : null;
}

/** One race's board of an olympiad (its frozen result once closed); null on failure. */
export async function getRaceResult(
  community: string,
  race: LeaderboardRole,
  request: { olympiad: number; page?: number; user?: string },
) {
  const res = await publicProvider(`/olympiad/races/${encodeURIComponent(race)}/result`, {
    schema: raceResultSchema,
    query: { olympiad: request.olympiad, page: request.page, user: request.user },
    next: { tags: ['olympiads', `leaderboard:${community}`], revalidate: ONE_MINUTE },
  });
  return res.ok ? res.data : null;
}

/**
 * The viewer's own frozen result with the rows above and below it (the provider answers it to its
 * player, admins and the director only); null when it is gone or on failure.
 */
export async function getResultBound(id: number) {
  const res = await provider(`/olympiad/results/${id}/bound`, { schema: resultBoundSchema });
  return res.ok ? res.data : null;
}
