// Challenges home rendered for this request: a signed-in viewer, or filters in the query.
import type { Metadata } from 'next';
import { ChallengesHome } from '@/components/home/ChallengesHome';
import { readHomeFilters } from '@/server/bff/home';
import { getCategories, getPlatform } from '@/server/bff/loaders';
import { loadShell } from '@/server/bff/shell';

type Query = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ community: string }>; searchParams: Promise<Query> };

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

export default async function ChallengesHomePage({ params, searchParams }: Props) {
  const { community } = await params;
  const [shell, query] = await Promise.all([loadShell(community), searchParams]);
  return <ChallengesHome community={community} query={query} shell={shell} />;
}
