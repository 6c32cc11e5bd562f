// Test idea (spec 3 §2.4): my test-an-idea challenges and where my own test idea stands.
import type { Metadata } from 'next';
import { TestIdeaPage } from '@/components/dashboard/PrizesPages';
import { pageParam } from '@/server/bff/browse';

export const metadata: Metadata = { title: 'Test idea', robots: { index: false } };

type Props = {
  params: Promise<{ community: string; platformSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function TestIdea({ params, searchParams }: Props) {
  const { community, platformSlug } = await params;
  return <TestIdeaPage community={community} platformSlug={platformSlug} page={pageParam((await searchParams).page)} />;
}
