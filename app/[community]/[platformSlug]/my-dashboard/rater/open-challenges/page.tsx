// Analyst Rater: Open challenges with ideas I can still rate (spec 2 §2).
import type { Metadata } from 'next';
import { RaterListPage } from '@/components/dashboard/RaterPages';
import { pageParam } from '@/server/bff/browse';

export const metadata: Metadata = { title: 'Analyst Rater: Ideas to rate', robots: { index: false } };

type Props = {
  params: Promise<{ community: string; platformSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function RaterOpenPage({ params, searchParams }: Props) {
  const { community, platformSlug } = await params;
  return (
    <RaterListPage
      community={community}
      platformSlug={platformSlug}
      tab="open-challenges"
      page={pageParam((await searchParams).page)}
    />
  );
}
