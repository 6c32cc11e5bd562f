// Innovator: the open challenges I entered, with my ideas (spec 2 §2).
import type { Metadata } from 'next';
import { InnovatorListPage } from '@/components/dashboard/InnovatorPages';
import { pageParam } from '@/server/bff/browse';

export const metadata: Metadata = { title: 'Innovator: open challenges', robots: { index: false } };

type Props = {
  params: Promise<{ community: string; platformSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function InnovatorOpenPage({ params, searchParams }: Props) {
  const { community, platformSlug } = await params;
  return (
    <InnovatorListPage
      community={community}
      platformSlug={platformSlug}
      tab="open"
      page={pageParam((await searchParams).page)}
    />
  );
}
