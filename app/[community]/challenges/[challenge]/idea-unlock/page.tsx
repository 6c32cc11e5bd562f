// /challenges/{slug}/idea-unlock (spec 2 §2): what unlocks entering an idea here for this viewer;
// once it is unlocked (an open challenge with ideas left, and a wallet that holds any entry fee),
// on to the idea form, or for a paid challenge to its idea-entry-fee page, which takes the fee.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ChildPageFrame } from '@/components/challenges/rate/ChildPageFrame';
import { IdeaUnlock } from '@/components/challenges/rate/IdeaUnlock';
import { ideaUnlockSteps, unlocked } from '@/lib/challenges/rate-flow';
import { href, ideaFormHref } from '@/lib/routes/table';
import { getMyIdeaAllowance } from '@/server/bff/ideas';
import { getWalletBalance } from '@/server/bff/money';
import { childPageMetadata, loadChallengeChild } from '@/server/bff/rate-pages';

type Props = { params: Promise<{ challenge: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return childPageMetadata((await params).challenge, 'Unlock idea entry');
}

export default async function IdeaUnlockPage({ params }: Props) {
  const { challenge: slug } = await params;
  const { challenge, viewer, isOwner, path, community } = await loadChallengeChild(slug);
  const player = viewer !== null && !isOwner;
  const paid = challenge.idea_entry_fee_cents > 0;
  const [allowance, walletCents] = await Promise.all([
    player ? getMyIdeaAllowance(slug) : null,
    player && paid ? getWalletBalance() : null,
  ]);
  const steps = ideaUnlockSteps({
    signedIn: viewer !== null,
    open: !challenge.closed,
    isOwner,
    feeCents: challenge.idea_entry_fee_cents,
    ideasLeft: allowance?.ideas_left ?? null,
    maxIdeas: allowance?.max_user_ideas ?? challenge.max_user_ideas,
    walletCents,
  });
  if (unlocked(steps)) redirect(paid ? href('challenges.idea-entry-fee', { challenge: slug }) : ideaFormHref(slug));
  return (
    <ChildPageFrame challenge={challenge} title="Unlock idea entry">
      <IdeaUnlock
        slug={slug}
        steps={steps}
        feeCents={challenge.idea_entry_fee_cents}
        signedIn={viewer !== null}
        here={path}
        community={community}
      />
    </ChildPageFrame>
  );
}
