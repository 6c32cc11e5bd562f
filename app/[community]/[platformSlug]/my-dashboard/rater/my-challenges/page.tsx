// Analyst Rater: The running challenges I rated in, with how many I rated (spec 2 §2).
import type { Metadata } from 'next';
import { RaterListPage } from '@/components/dashboard/RaterPages';
import { pageParam } from '@/server/bff/browse';

export const metadata: Metadata = { title: 'Analyst Rater: My challenges', robots: { index: false } };

type Props = {
  params: Promise<{ community: string; platformSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function RaterMinePage({ params, searchParams }: Props) {
  const { community, platformSlug } = await params;
  return (
    <RaterListPage
      community={community}
      platformSlug={platformSlug}
      tab="my-challenges"
      page={pageParam((await searchParams).page)}
    />
  );
}
