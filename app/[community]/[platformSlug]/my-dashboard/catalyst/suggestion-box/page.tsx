// Catalyst: my suggestion boxes and Ask-me-anything challenges (spec 2 §2).
import type { Metadata } from 'next';
import { CatalystListPage } from '@/components/dashboard/CatalystPages';
import { pageParam } from '@/server/bff/browse';

export const metadata: Metadata = { title: 'Catalyst: suggestion boxes', robots: { index: false } };

type Props = {
  params: Promise<{ community: string; platformSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function CatalystBoxesPage({ params, searchParams }: Props) {
  const { community, platformSlug } = await params;
  return (
    <CatalystListPage
      community={community}
      platformSlug={platformSlug}
      tab="suggestion-box"
      page={pageParam((await searchParams).page)}
    />
  );
}
