// Money prizes (spec 3 §2.4): prize money I won, and what my challenges paid out (?tab=paid).
import type { Metadata } from 'next';
import { MoneyPrizesPage } from '@/components/dashboard/PrizesPages';
import { firstParam, pageParam } from '@/server/bff/browse';

export const metadata: Metadata = { title: 'Money prizes', robots: { index: false } };

type Props = {
  params: Promise<{ community: string; platformSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function MoneyPrizes({ params, searchParams }: Props) {
  const { community, platformSlug } = await params;
  const query = await searchParams;
  return (
    <MoneyPrizesPage
      community={community}
      platformSlug={platformSlug}
      tab={firstParam(query.tab) === 'paid' ? 'paid' : 'won'}
      page={pageParam(query.page)}
    />
  );
}
