// Catalyst: my closed challenges with their winners and prize money (spec 2 §2).
import type { Metadata } from 'next';
import { CatalystListPage } from '@/components/dashboard/CatalystPages';
import { pageParam } from '@/server/bff/browse';

export const metadata: Metadata = { title: 'Catalyst: closed', robots: { index: false } };

type Props = {
  params: Promise<{ community: string; platformSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function CatalystClosedPage({ params, searchParams }: Props) {
  const { community, platformSlug } = await params;
  return (
    <CatalystListPage
      community={community}
      platformSlug={platformSlug}
      tab="closed"
      page={pageParam((await searchParams).page)}
    />
  );
}
