// /{platformSlug}/tournaments (home.olympiads): with 'platform' the community's tournaments, current
// and prior, Open or Closed (issue 17 §2); 'No tournaments!' when none has run (spec 3 §2.5). A
// user's page keeps the empty state: tournaments belong to communities. The list is a page of
// GET /olympiad/query (spec 3 §7), filtered by ?state= and ?cycle= from a plain GET form, so the
// filter works without JavaScript; a signed-in player sees their place in each closed one with the
// player just above them (GET /olympiad/results/{id}/bound).
import type { Metadata } from 'next';
import Link from 'next/link';
import { CommunityFrame } from '@/components/platform/CommunityFrame';
import { NoTournaments } from '@/components/platform/NoTournaments';
import { TournamentList } from '@/components/platform/TournamentList';
import { Alert } from '@/components/ui/Alert';
import { MESSAGES } from '@/lib/constants';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { classifyPlatformSlug } from '@/lib/routes/platform-slug';
import { TournamentFilter } from '@/components/platform/TournamentFilter';
import { Pagination } from '@/components/browse/Pagination';
import { olympiadQuerySchema, type ResultBound } from '@/lib/contracts/olympiads';
import { href } from '@/lib/routes/table';
import { firstParam } from '@/server/bff/browse';
import { getMyResults, getResultBound, queryOlympiads } from '@/server/bff/olympiads';
import { loadShell } from '@/server/bff/shell';
import { loadUserPlatformFrame, userPlatformMetadata } from '@/server/bff/user-platform-data';

type Props = {
  params: Promise<{ community: string; platformSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { platformSlug } = await params;
  if (classifyPlatformSlug(platformSlug).kind === 'community') return { title: 'Tournaments' };
  return userPlatformMetadata(platformSlug, 'Tournaments');
}

export default async function TournamentsPage({ params, searchParams }: Props) {
  const { community, platformSlug } = await params;
  if (classifyPlatformSlug(platformSlug).kind === 'community') {
    const query = await searchParams;
    const asked = {
      state: firstParam(query.state),
      cycle: firstParam(query.cycle),
      page: firstParam(query.page) || undefined,
    };
    const parsed = olympiadQuerySchema.safeParse(asked);
    // A filter that does not parse (an edited address) is shown as refused, and the list unfiltered.
    const filter = parsed.success ? parsed.data : { page: 1 };
    const filtered = Boolean(parsed.success && (parsed.data.state || parsed.data.cycle));
    const { platform, viewer } = await loadShell(community);
    if (!platform) return null;
    const [found, mine] = await Promise.all([
      queryOlympiads({ ...filter, platform: community }),
      viewer ? getMyResults() : [],
    ]);
    // The player's place among their neighbours, for the closed tournaments on this page.
    const listed = new Set((found?.items ?? []).filter((o) => o.state !== 'open').map((o) => o.id));
    const bounds = (
      await Promise.all(mine.filter((r) => listed.has(r.olympiad_id) && r.neurons > 0).map((r) => getResultBound(r.id)))
    ).filter((b): b is ResultBound => b !== null);
    const pageHref = (page: number) =>
      href(
        'home.olympiads',
        { platformSlug: 'platform' },
        {
          state: parsed.success ? parsed.data.state : undefined,
          cycle: parsed.success ? parsed.data.cycle : undefined,
          page: String(page),
        },
      );
    return (
      <CommunityFrame platform={platform} signedIn={Boolean(viewer)}>
        {found === null ? (
          <Alert kind="danger" autoClose={false}>
            {MESSAGES.generic}
          </Alert>
        ) : found.total || filtered ? (
          <>
            <TournamentList
              olympiads={found.items}
              title={platform.title}
              mine={mine}
              bounds={bounds}
              filter={
                <TournamentFilter
                  state={parsed.success ? parsed.data.state : undefined}
                  cycle={parsed.success ? parsed.data.cycle : undefined}
                  errors={parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)}
                />
              }
            >
              {found.items.length === 0 && (
                <p className="card empty-state">
                  No tournament of {platform.title} matches these filters.{' '}
                  <Link href={href('home.olympiads', { platformSlug: 'platform' })}>Show every tournament</Link>
                </p>
              )}
              <Pagination
                page={found.page}
                total={found.total}
                size={found.size}
                hrefFor={pageHref}
                label="Tournament pages"
              />
            </TournamentList>
          </>
        ) : (
          <NoTournaments who={platform.title} />
        )}
      </CommunityFrame>
    );
  }
  const frame = await loadUserPlatformFrame(community, platformSlug);
  return (
    <UserPlatformFrame frame={frame} current="tournaments">
      <NoTournaments who={`@${frame.user.screen_name}`} />
    </UserPlatformFrame>
  );
}
