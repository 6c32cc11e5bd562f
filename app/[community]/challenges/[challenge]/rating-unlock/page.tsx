// /challenges/{slug}/rating-unlock (alias unlock-rate, spec 2 §2): what unlocks rating here for this
// viewer; once it is unlocked, on to start-rate.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ChildPageFrame } from '@/components/challenges/rate/ChildPageFrame';
import { RatingUnlock } from '@/components/challenges/rate/RatingUnlock';
import { ratingUnlockSteps, unlocked } from '@/lib/challenges/rate-flow';
import { href } from '@/lib/routes/table';
import { childPageMetadata, loadChallengeChild, rateQueueFor } from '@/server/bff/rate-pages';

type Props = { params: Promise<{ challenge: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return childPageMetadata((await params).challenge, 'Unlock rating');
}

export default async function RatingUnlockPage({ params }: Props) {
  const { challenge: slug } = await params;
  const { challenge, viewer, isOwner, path, community } = await loadChallengeChild(slug);
  const queue = await rateQueueFor(viewer, slug);
  const steps = ratingUnlockSteps({
    signedIn: viewer !== null,
    open: !challenge.closed,
    ideas: challenge.ideas.length,
    ideasNotOwn: queue?.rateable ?? null,
  });
  if (viewer && unlocked(steps)) redirect(href('challenges.start-rate', { challenge: slug }));
  return (
    <ChildPageFrame challenge={challenge} title="Unlock rating">
      <RatingUnlock
        slug={slug}
        steps={steps}
        signedIn={viewer !== null}
        canEnterIdeas={!isOwner && challenge.idea_entry_fee_cents === 0}
        here={path}
        community={community}
      />
    </ChildPageFrame>
  );
}
