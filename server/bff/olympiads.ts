import 'server-only';
// Olympiad reads for the pages (issue 17): a community's tournaments, the public fair-play log,
// and for admins every olympiad and the allocation of one.
import { z } from 'zod';
import {
  adminOlympiadSchema,
  allocationSchema,
  fairPlayLogSchema,
  myResultsSchema,
  olympiadStatsSchema,
  olympiadViewSchema,
} from '@/lib/contracts/olympiads';
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
