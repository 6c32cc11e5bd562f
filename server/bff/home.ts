import 'server-only';
// Loaders of the challenges home (spec 2 §2): its widgets in one cached provider call, the
// current tournament with its leading players, and the filters read from the URL. Every read is
// anonymous and tag-cached, so visitors are served from the cache; a new challenge revalidates
// `challenges:{community}` (app/api/challenges).
import { cache } from 'react';
import { includeClosedParam } from '@/lib/contracts/browse';
import { homeV2Schema, olympiadWidgetSchema, type OlympiadWidget } from '@/lib/contracts/home';
import type { Category } from '@/lib/contracts/platform';
import { communityOrigin } from '@/lib/hosts';
import { href } from '@/lib/routes/table';
import { firstParam, getLeaderboard } from './browse';
import { webConfig } from './config';
import { publicProvider } from './provider';

const ONE_MINUTE = 60;
const FIVE_MINUTES = 300;
/** Leading players shown on the tournament card. */
export const TOURNAMENT_LEADERS = 3;

export interface HomeFilterInput {
  /** A known category slug, or undefined. */
  category?: string;
  includeClosed: boolean;
  /** A category asked for in the URL that this community does not have. */
  unknownCategory?: string;
}

function flatten(tree: Category[]): Category[] {
  return tree.flatMap((node) => [node, ...flatten(node.subcategories)]);
}

/**
 * The home's filters from its query (`category`, as /category/{category} sends it, and `ic`).
 * An unknown category is reported rather than failing the page; a malformed ic means off.
 */
export function readHomeFilters(
  query: Record<string, string | string[] | undefined>,
  tree: Category[],
): HomeFilterInput {
  const slug = firstParam(query.category).toLowerCase();
  const ic = includeClosedParam.safeParse(firstParam(query.ic));
  const includeClosed = ic.success && ic.data;
  if (!slug) return { includeClosed };
  const known = flatten(tree).some((node) => node.slug === slug);
  return known ? { category: slug, includeClosed } : { includeClosed, unknownCategory: slug };
}

export const getHomeWidgets = cache(async (community: string, category: string | undefined, includeClosed: boolean) => {
  const res = await publicProvider(`/${encodeURIComponent(community)}/challenges-homepage/v2`, {
    schema: homeV2Schema,
    query: { mc: category, ic: includeClosed ? '1' : undefined },
    next: { tags: [`challenges:${community}`], revalidate: ONE_MINUTE },
  });
  return res.ok ? res.data : null;
});

export interface TournamentView {
  widget: OlympiadWidget;
  /** Where "View Current Leaderboard" goes: this community's board, or the main community's. */
  leaderboardHref: string;
  leaders: { rank: number; id: number; handle: string; avatarUrl: string | null; points: number }[];
}

/** The current tournament of the community (or the main one it falls back to) and its leaders. */
export const getTournament = cache(async (community: string): Promise<TournamentView | null> => {
  const res = await publicProvider('/widgets/olympiads/current', {
    schema: olympiadWidgetSchema,
    query: { platform_slug: community },
    next: { tags: ['olympiads', `olympiads:${community}`], revalidate: FIVE_MINUTES },
  });
  if (!res.ok) return null;
  const current = res.data.current;
  const runner = current?.platform.slug ?? community;
  const board = current
    ? await getLeaderboard(runner, {
        role: 'overall',
        period: current.olympiad.cycle === 'weekly' ? 'week' : 'month',
        // The olympiad's own window (issue 17), not the calendar's.
        olympiad: current.olympiad.id,
      })
    : null;
  const path = href('platform.leaderboard', { platformSlug: 'platform' });
  const config = webConfig();
  return {
    widget: res.data,
    // Another community's board lives on that community's host (spec 1 §2).
    leaderboardHref:
      runner === community ? path : `${communityOrigin(runner, config.ROOT_DOMAIN, config.protocol)}${path}`,
    leaders: (board?.items ?? []).slice(0, TOURNAMENT_LEADERS).map((entry) => ({
      rank: entry.rank,
      id: entry.user.id,
      handle: entry.user.handle,
      avatarUrl: entry.user.avatar_url,
      points: entry.points,
    })),
  };
});
