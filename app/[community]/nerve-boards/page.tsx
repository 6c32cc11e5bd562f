// /nerve-boards: the one board page (issue 22). The community's players ranked by neurons, filtered
// by role, time, category and place (spec 3 §2.5): the places are those of the community's located
// (local-civics) challenges; the main community's boards count every community. ?view=tournament
// shows a tournament's standings instead (components/game/TournamentBoard.tsx), where the old
// /platform/olympiad/leaderboard addresses now redirect.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Pagination } from '@/components/browse/Pagination';
import { BoardFilters } from '@/components/game/BoardFilters';
import { BoardSummary } from '@/components/game/BoardSummary';
import { BoardViews } from '@/components/game/BoardViews';
import { LeaderboardTable } from '@/components/game/LeaderboardTable';
import { TournamentBoard } from '@/components/game/TournamentBoard';
import { Breadcrumbs } from '@/components/shell/Breadcrumbs';
import { Alert } from '@/components/ui/Alert';
import type { Category } from '@/lib/contracts/platform';
import { MESSAGES } from '@/lib/constants';
import { placeKey } from '@/lib/game/board-place';
import { normalizeRole, PERIOD_SLUGS, type LeaderboardPeriod } from '@/lib/leaderboard';
import { href } from '@/lib/routes/table';
import { firstParam, getBoardPlaces, getLeaderboard, pageParam } from '@/server/bff/browse';
import { getCategories, getPlatform } from '@/server/bff/loaders';

export const metadata: Metadata = {
  title: 'Nerve Boards',
  description:
    'Who earned the most neurons: rank players by role, by week, month or all time, by category and by place.',
};

type Props = {
  params: Promise<{ community: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const hasSlug = (tree: Category[], slug: string): boolean =>
  tree.some((c) => c.slug === slug || hasSlug(c.subcategories, slug));

export default async function NerveBoardsPage({ params, searchParams }: Props) {
  const { community } = await params;
  const query = await searchParams;
  const role = normalizeRole(firstParam(query.role)) ?? 'overall';
  if (firstParam(query.view) === 'tournament') {
    const platform = await getPlatform(community);
    const title = platform?.title ?? 'This community';
    return (
      <div className="container page">
        <Breadcrumbs items={[{ label: 'Nerve Boards', href: href('nerve-boards') }, { label: 'Tournament' }]} />
        <h1>Nerve Boards</h1>
        <BoardViews current="tournament" />
        <h2>{title} leaderboard</h2>
        <TournamentBoard community={community} title={title} role={role} query={query} />
      </div>
    );
  }
  const rawPeriod = firstParam(query.period);
  const period: LeaderboardPeriod = (PERIOD_SLUGS as string[]).includes(rawPeriod)
    ? (rawPeriod as LeaderboardPeriod)
    : 'month';
  const [platform, categories, places] = await Promise.all([
    getPlatform(community),
    getCategories(community),
    getBoardPlaces(community),
  ]);
  const rawCategory = firstParam(query.category);
  const category = rawCategory && hasSlug(categories, rawCategory) ? rawCategory : '';
  // An unknown place in a shared link is ignored, as an unknown category is.
  const rawPlace = placeKey(firstParam(query.place) ?? '');
  const place = places.some((p) => p.key === rawPlace) ? rawPlace : '';
  const page = pageParam(query.page);
  const board = await getLeaderboard(community, {
    role,
    period,
    page,
    category: category || undefined,
    place: place || undefined,
  });
  const filters = {
    role: role === 'overall' ? undefined : role,
    period: period === 'month' ? undefined : period,
    category: category || undefined,
    place: place || undefined,
  };
  const where = platform?.is_main ? 'across all communities' : `in ${platform?.title ?? 'this community'}`;
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'Nerve Boards' }]} />
      <h1>Nerve Boards</h1>
      <BoardViews current="neurons" />
      <p className="muted">
        Players ranked by the neurons they earned {where}. Players with the same total share a rank. For community
        totals, see <Link href={href('scores-stats')}>scores and stats</Link>.
      </p>
      <div className="board-layout">
        <BoardFilters
          action={href('nerve-boards')}
          role={role}
          period={period}
          category={category}
          categories={categories}
          place={place}
          places={places}
        />
        <section aria-labelledby="board-heading">
          <h2 id="board-heading" className="visually-hidden">
            Ranking
          </h2>
          {board ? (
            <>
              <BoardSummary board={board} />
              <LeaderboardTable
                board={board}
                caption="Players ranked by neurons"
                empty="Nobody has earned neurons with these filters yet."
              />
              <Pagination
                page={board.page}
                total={board.total}
                size={board.size}
                label="Board pages"
                hrefFor={(p) => href('nerve-boards', {}, { ...filters, page: p > 1 ? String(p) : undefined })}
              />
            </>
          ) : (
            <Alert kind="danger" autoClose={false}>
              {MESSAGES.generic}
            </Alert>
          )}
        </section>
      </div>
    </div>
  );
}
