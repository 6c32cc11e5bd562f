// Challenges home of a community (spec 2 §2 'challenges widgets'): filters, categories, open
// challenges, the tournament, the Game Dash slot, closing soon and completed challenges. Every
// widget comes from tag-cached anonymous reads; only the Game Dash slot is personal and streams.
import type { Metadata } from 'next';
import Link from 'next/link';
import { CategoryTiles } from '../../components/home/CategoryTiles';
import { ChallengeSection } from '../../components/home/ChallengeSection';
import { ClosingSoonList } from '../../components/home/ClosingSoonList';
import { GameDashSlot } from '../../components/home/GameDashSlot';
import { HomeFilters } from '../../components/home/HomeFilters';
import { TournamentCard } from '../../components/home/TournamentCard';
import { Masthead } from '../../components/shell/Masthead';
import { Alert } from '../../components/ui/Alert';
import { MESSAGES } from '../../lib/constants';
import { challengesHomeHref, href, searchHref } from '../../lib/routes/table';
import { HOME_TOUR_TARGETS } from '../../lib/tour';
import { firstParam } from '../../server/bff/browse';
import { getHomeWidgets, getTournament, readHomeFilters } from '../../server/bff/home';
import { getCategories, getPlatform } from '../../server/bff/loaders';
import { loadShell } from '../../server/bff/shell';
import '../../components/home/home.css';

type Query = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ community: string }>; searchParams: Promise<Query> };

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { community } = await params;
  const [platform, categories] = await Promise.all([getPlatform(community), getCategories(community)]);
  const filters = readHomeFilters(await searchParams, categories);
  if (!platform || (!filters.category && !filters.includeClosed)) return {};
  const name = categories.flatMap((c) => [c, ...c.subcategories]).find((c) => c.slug === filters.category)?.name;
  return {
    title: name ? `${name} challenges` : 'All challenges',
    // The closed-inclusive view repeats the plain one; only category pages are worth indexing.
    robots: filters.includeClosed ? { index: false } : undefined,
  };
}

export default async function ChallengesHome({ params, searchParams }: Props) {
  const { community } = await params;
  const query = await searchParams;
  const [{ platform, viewer, urls }, categories, tournament] = await Promise.all([loadShell(community), getCategories(community), getTournament(community)]);
  if (!platform) return null;
  const filters = readHomeFilters(query, categories);
  const home = await getHomeWidgets(community, filters.category, filters.includeClosed);
  const now = new Date();
  const category = home?.filter.category ?? undefined;
  const inCategory = category ? ` in ${category.name}` : '';
  const notice = firstParam(query.notice);
  const username = firstParam(query.username);

  return (
    <>
      <Masthead platform={platform} signedIn={Boolean(viewer)} />
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
            <CategoryTiles tiles={home.widgets.categories.items} selected={filters.category} includeClosed={filters.includeClosed} />
            <div className="home-layout">
              <ChallengeSection
                id="open"
                tour={HOME_TOUR_TARGETS.openChallenges}
                title={filters.includeClosed ? `All challenges${inCategory}` : `Open challenges${inCategory}`}
                summary={filters.includeClosed
                  ? `${count(home.widgets.open.total, 'challenge', 'challenges')}: open ones first, newest first.`
                  : `${count(home.widgets.open.total, 'open challenge', 'open challenges')}, newest first.`}
                widget={home.widgets.open}
                now={now}
                more={{ href: searchHref(undefined, { category: filters.category, includeClosed: filters.includeClosed }), label: `See all ${home.widgets.open.total}` }}
                empty={category ? (
                  <p>No open challenges{inCategory} right now. <Link href={challengesHomeHref({ category: filters.category, includeClosed: true })}>Include closed ones</Link> or <Link href={href('challenges.create')}>ask the first question</Link>.</p>
                ) : (
                  <p>No open challenges here yet. <Link href={href('challenges.create')}>Be the first to ask a question.</Link></p>
                )}
              />
              <aside className="home-aside" aria-label="Tournament, Game Dash and challenges closing soon">
                <TournamentCard tournament={tournament} communityTitle={platform.title} now={now} />
                <GameDashSlot screenName={viewer?.account.user.screen_name ?? null} signupUrl={urls.signup} />
                <ClosingSoonList challenges={home.widgets.closing_soon.items} now={now} categoryName={category?.name} showCommunity={platform.is_main} />
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
                more={{ href: searchHref(undefined, { category: filters.category, includeClosed: true }), label: 'Search them all' }}
                empty={<p>No challenges{inCategory} have closed yet.</p>}
              />
            )}
          </>
        ) : (
          <Alert kind="danger" autoClose={false}>{MESSAGES.generic}</Alert>
        )}
      </div>
    </>
  );
}

