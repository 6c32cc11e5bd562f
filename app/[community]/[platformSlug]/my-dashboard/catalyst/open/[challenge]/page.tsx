// Catalyst: the owner page of one challenge, in easy (default) or advanced mode (spec 3 §2.4).
import type { Metadata } from 'next';
import { OwnerChallengePage } from '@/components/dashboard/catalyst/OwnerChallengePage';

export const metadata: Metadata = { title: 'Catalyst: manage challenge', robots: { index: false } };

type Props = {
  params: Promise<{ community: string; platformSlug: string; challenge: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function CatalystChallengePage({ params, searchParams }: Props) {
  const { community, platformSlug, challenge } = await params;
  const mode = (await searchParams).mode === 'advanced' ? 'advanced' : 'easy';
  return (
    <OwnerChallengePage
      community={community}
      platformSlug={platformSlug}
      slug={decodeURIComponent(challenge)}
      mode={mode}
    />
  );
}
