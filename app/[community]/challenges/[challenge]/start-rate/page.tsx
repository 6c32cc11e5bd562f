// /challenges/{slug}/start-rate (spec 2 §2 challenges.start-rate): how rating works and how many
// ideas this player can rate, then 'Start rating'. Signed-in players only.
import type { Metadata } from 'next';
import { ChildPageFrame } from '@/components/challenges/rate/ChildPageFrame';
import { StartRate } from '@/components/challenges/rate/StartRate';
import { ChallengeRatingSection } from '@/components/insightful/ChallengeRatingSection';
import { childPageMetadata, loadRatingPage } from '@/server/bff/rate-pages';

type Props = { params: Promise<{ challenge: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return childPageMetadata((await params).challenge, 'Rate ideas');
}

export default async function StartRatePage({ params }: Props) {
  const { challenge: slug } = await params;
  const { challenge, queue } = await loadRatingPage(slug);
  return (
    <ChildPageFrame challenge={challenge} title="Rate ideas">
      <StartRate slug={slug} queue={queue} challengeRating={<ChallengeRatingSection slug={slug} />} />
    </ChildPageFrame>
  );
}
