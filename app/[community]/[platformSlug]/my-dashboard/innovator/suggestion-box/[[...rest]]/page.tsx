// Innovator: my questions in suggestion boxes and AMAs: the list, one box ({challenge}) or one question ({challenge}/{idea}).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InnovatorDetailPage, InnovatorListPage } from '@/components/dashboard/InnovatorPages';
import { pageParam } from '@/server/bff/browse';

export const metadata: Metadata = { title: 'Innovator: suggestion boxes', robots: { index: false } };

type Props = {
  params: Promise<{ community: string; platformSlug: string; rest?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function InnovatorSuggestionBoxPage({ params, searchParams }: Props) {
  const { community, platformSlug, rest = [] } = await params;
  if (rest.length > 2) notFound();
  const [challenge, idea] = rest;
  if (challenge === undefined)
    return (
      <InnovatorListPage
        community={community}
        platformSlug={platformSlug}
        tab="suggestion-box"
        page={pageParam((await searchParams).page)}
      />
    );
  return (
    <InnovatorDetailPage
      community={community}
      platformSlug={platformSlug}
      tab="suggestion-box"
      challenge={challenge}
      idea={idea}
    />
  );
}
