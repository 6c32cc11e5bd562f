// Analyst Rater: closed challenges I rated in, my ratings beside the final scores (spec 2 §2).
import type { Metadata } from 'next';
import { RaterListPage } from '@/components/dashboard/RaterPages';
import { pageParam } from '@/server/bff/browse';

export const metadata: Metadata = { title: 'Analyst Rater: my closed challenges', robots: { index: false } };

type Props = {
  params: Promise<{ community: string; platformSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function RaterClosedPage({ params, searchParams }: Props) {
  const { community, platformSlug } = await params;
  return (
    <RaterListPage
      community={community}
      platformSlug={platformSlug}
      tab="closed-challenges"
      page={pageParam((await searchParams).page)}
    />
  );
}
