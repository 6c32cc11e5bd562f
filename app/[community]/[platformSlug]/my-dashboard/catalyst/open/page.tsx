// Catalyst: my open challenges with their idea and rating counts and time left (spec 2 §2).
import type { Metadata } from 'next';
import { CatalystListPage } from '@/components/dashboard/CatalystPages';
import { pageParam } from '@/server/bff/browse';

export const metadata: Metadata = { title: 'Catalyst: open challenges', robots: { index: false } };

type Props = {
  params: Promise<{ community: string; platformSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function CatalystOpenPage({ params, searchParams }: Props) {
  const { community, platformSlug } = await params;
  return (
    <CatalystListPage
      community={community}
      platformSlug={platformSlug}
      tab="open"
      page={pageParam((await searchParams).page)}
    />
  );
}
