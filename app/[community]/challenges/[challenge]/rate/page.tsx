// /challenges/{slug}/rate (spec 2 §2 challenges.rate): one idea at a time that this player can
// still rate, in the provider's order. Signed-in players only.
import type { Metadata } from 'next';
import { ChildPageFrame } from '@/components/challenges/rate/ChildPageFrame';
import { RateFlow } from '@/components/challenges/rate/RateFlow';
import { MESSAGES } from '@/lib/constants';
import { href } from '@/lib/routes/table';
import { childPageMetadata, loadRatingPage } from '@/server/bff/rate-pages';

type Props = { params: Promise<{ challenge: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return childPageMetadata((await params).challenge, 'Rating ideas');
}

export default async function RatePage({ params }: Props) {
  const { challenge: slug } = await params;
  const { challenge, queue } = await loadRatingPage(slug);
  return (
    <ChildPageFrame challenge={challenge} title="Rating ideas">
      {queue ? (
        <RateFlow
          slug={slug}
          queue={queue}
          links={{
            challenge: href('challenges.show', { challenge: slug }),
            rate: href('challenges.rate', { challenge: slug }),
          }}
        />
      ) : (
        <p className="alert alert-danger" role="alert">
          {MESSAGES.generic}
        </p>
      )}
    </ChildPageFrame>
  );
}
