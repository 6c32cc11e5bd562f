import 'server-only';
// Loaders of the role dashboards (spec 3 §2.4): the owner-only gate every dashboard page passes,
// and the viewer's own dashboard data from the provider, scoped to the community of the request.
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { signInReturnPath } from '@/lib/accounts-urls';
import {
  catalystDashboardSchema,
  innovatorDashboardSchema,
  innovatorEntrySchema,
  myIdeaSchema,
  prizesDashboardSchema,
  raterDashboardSchema,
} from '@/lib/contracts/dashboards';
import { draftSummarySchema } from '@/lib/contracts/drafts';
import type { CatalystListTab, InnovatorTab, PrizeTab, RaterTab } from '@/lib/dashboards';
import { userHomeHref } from '@/lib/routes/table';
import { getViewer, requestContext } from './loaders';
import { provider } from './provider';
import { loadUserPlatform } from './user-platform';

/**
 * A dashboard page is its owner's alone (as the dashboard home): signed out goes to the sign-in
 * gateway and back; another user's dashboard address goes to that user's platform.
 */
export async function requireDashboardOwner(community: string, platformSlug: string) {
  const viewer = await getViewer();
  if (!viewer) redirect(signInReturnPath((await requestContext()).path, community));
  const user = await loadUserPlatform(platformSlug);
  if (user.id !== viewer.account.user.id) redirect(userHomeHref(user.screen_name));
  return viewer.account.user;
}

const dashboardPath = (community: string, role: string) => `/${encodeURIComponent(community)}/dashboards/${role}`;

export async function getInnovatorDashboard(community: string, tab: InnovatorTab, page: number) {
  return provider(dashboardPath(community, 'innovator'), { schema: innovatorDashboardSchema, query: { tab, page } });
}

export async function getRaterDashboard(community: string, tab: RaterTab, page: number) {
  return provider(dashboardPath(community, 'rater'), { schema: raterDashboardSchema, query: { tab, page } });
}

export async function getCatalystDashboard(community: string, tab: CatalystListTab, page: number) {
  return provider(dashboardPath(community, 'catalyst'), { schema: catalystDashboardSchema, query: { tab, page } });
}

export async function getPrizesDashboard(community: string, tab: PrizeTab, page: number) {
  return provider(dashboardPath(community, 'prizes'), { schema: prizesDashboardSchema, query: { tab, page } });
}

/** My ideas in one challenge (spec 2 §7 GET /me/innovator/{challenge}). */
export async function getInnovatorEntry(slug: string) {
  return provider(`/me/innovator/${encodeURIComponent(slug)}`, { schema: innovatorEntrySchema });
}

/** One of my ideas (spec 2 §7 GET /me/innovator/{challenge}/ideas/{idea}). */
export async function getMyIdea(slug: string, ideaId: string) {
  return provider(`/me/innovator/${encodeURIComponent(slug)}/ideas/${encodeURIComponent(ideaId)}`, {
    schema: myIdeaSchema,
  });
}

/** My saved questions of the creation flow (spec 2 §7 GET /drafts), newest first. */
export async function getMyDrafts() {
  return provider('/drafts', { schema: z.array(draftSummarySchema), query: { origin: 'challenge-creation-flow' } });
}
