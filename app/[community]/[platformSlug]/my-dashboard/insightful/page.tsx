// The insightful dashboard (spec 3 §2.4 dashboard.insightful); ?challenge={slug} opens the
// assumptions of one question to challenge and rate.
import type { Metadata } from 'next';
import { InsightfulPage } from '@/components/dashboard/InsightfulPage';
import { firstParam } from '@/server/bff/browse';

export const metadata: Metadata = { title: 'Insightful', robots: { index: false } };

type Props = {
  params: Promise<{ community: string; platformSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function Insightful({ params, searchParams }: Props) {
  const { community, platformSlug } = await params;
  const slug = firstParam((await searchParams).challenge);
  return (
    <InsightfulPage
      community={community}
      platformSlug={platformSlug}
      challengeSlug={slug && /^[\w-]{1,200}$/.test(slug) ? slug : null}
    />
  );
}
