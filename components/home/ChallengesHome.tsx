// Challenges home of a community (spec 2 §2 'challenges widgets'): filters, categories, open
// challenges, the tournament, the Game Dash slot, closing soon and completed challenges. Every
// widget comes from tag-cached anonymous reads; only the Game Dash slot is personal and streams.
import Link from 'next/link';
import { MESSAGES } from '@/lib/constants';
import { challengesHomeHref, href, searchHref } from '@/lib/routes/table';
import { TourLauncher } from '@/components/tour/TourLauncher';
import { HOME_TOUR_TARGETS } from '@/lib/tour';
import { firstParam } from '@/server/bff/browse';
import { getHomeWidgets, getTournament, readHomeFilters } from '@/server/bff/home';
import { linkContext } from '@/server/bff/links';
import { getCategories, ProviderUnavailableError } from '@/server/bff/loaders';
import type { Shell } from '@/server/bff/shell';
import { Masthead } from '../shell/Masthead';
import { Alert } from '../ui/Alert';
import { CategoryTiles } from './CategoryTiles';
import { ChallengeSection } from './ChallengeSection';
import { ClosingSoonList } from './ClosingSoonList';
import { GameDashSlot } from './GameDashSlot';
import { HomeFilters } from './HomeFilters';
import { TournamentCard } from './TournamentCard';
import './home.css';

type Query = Record<string, string | string[] | undefined>;

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * `shell` tells who is looking: the visitor shell for the cached page, the live one otherwise.
 * `cached`: the widgets failing throws rather than keeping the error for every visitor.
 */
export async function ChallengesHome({
  community,
  query,
  shell,
  cached = false,
}: {
  community: string;
  query: Query;
  shell: Shell;
  cached?: boolean;
}) {
  const { platform, viewer, urls } = shell;
  const [categories, tournament] = await Promise.all([getCategories(community), getTournament(community)]);
  if (!platform) return null;
  const links = linkContext(community);
  const filters = readHomeFilters(query, categories);
  const home = await getHomeWidgets(community, filters.category, filters.includeClosed);
  if (!home && cached) throw new ProviderUnavailableError(`the challenges home of ${community}`, 0);
  const now = new Date();
  const category = home?.filter.category ?? undefined;
  const inCategory = category ? ` in ${category.name}` : '';
  const notice = firstParam(query.notice);
  const username = firstParam(query.username);

  return (
    <>
      <Masthead platform={platform} signedIn={Boolean(viewer)} />
      <TourLauncher page="home" signedIn={Boolean(viewer)} />
      <div className="container page home">
        {notice === 'user-not-found' && (
          <Alert kind="danger">
            <strong>{MESSAGES.userNotFound}</strong> The username {username ? <q>{username}</q> : ''} does not exist.
          </Alert>
        )}
        {filters.unknownCategory && (
          <Alert kind="info" autoClose={false}>
            There is no category called <q>{filters.unknownCategory}</q> here, so every category is shown.
          </Alert>
        )}
        <HomeFilters categories={categories} category={filters.category} includeClosed={filters.includeClosed} />
        {home ? (
          <>
            <CategoryTiles
              tiles={home.widgets.categories.items}
              selected={filters.category}
              includeClosed={filters.includeClosed}
            />
            <div className="home-layout">
              <ChallengeSection
                id="open"
                tour={HOME_TOUR_TARGETS.openChallenges}
                title={filters.includeClosed ? `All challenges${inCategory}` : `Open challenges${inCategory}`}
                summary={
                  filters.includeClosed
                    ? `${count(home.widgets.open.total, 'challenge', 'challenges')}: open ones first, newest first.`
                    : `${count(home.widgets.open.total, 'open challenge', 'open challenges')}, newest first.`
                }
                widget={home.widgets.open}
                now={now}
                links={links}
                more={{
                  href: searchHref(undefined, { category: filters.category, includeClosed: filters.includeClosed }),
                  label: `See all ${home.widgets.open.total}`,
                }}
                empty={
                  category ? (
                    <p>
                      No open challenges{inCategory} right now.{' '}
                      <Link href={challengesHomeHref({ category: filters.category, includeClosed: true })}>
                        Include closed ones
                      </Link>{' '}
                      or <Link href={href('challenges.create')}>ask the first question</Link>.
                    </p>
                  ) : (
                    <p>
                      No open challenges here yet.{' '}
                      <Link href={href('challenges.create')}>Be the first to ask a question.</Link>
                    </p>
                  )
                }
              />
              <aside className="home-aside" aria-label="Tournament, Game Dash and challenges closing soon">
                <TournamentCard tournament={tournament} communityTitle={platform.title} now={now} />
                <GameDashSlot screenName={viewer?.account.user.screen_name ?? null} signupUrl={urls.signup} />
                <ClosingSoonList
                  challenges={home.widgets.closing_soon.items}
                  now={now}
                  categoryName={category?.name}
                  showCommunity={platform.is_main}
                  links={links}
                />
              </aside>
            </div>
            {/* With closed challenges included, the list above already holds the completed ones. */}
            {!filters.includeClosed && (
              <ChallengeSection
                id="completed"
                title={`Completed challenges${inCategory}`}
                summary={`${count(home.widgets.completed.total, 'challenge has', 'challenges have')} closed; their ideas are ranked and their authors revealed.`}
                widget={home.widgets.completed}
                now={now}
                links={links}
                more={{
                  href: searchHref(undefined, { category: filters.category, includeClosed: true }),
                  label: 'Search them all',
                }}
                empty={<p>No challenges{inCategory} have closed yet.</p>}
              />
            )}
          </>
        ) : (
          <Alert kind="danger" autoClose={false}>
            {MESSAGES.generic}
          </Alert>
        )}
      </div>
    </>
  );
}
