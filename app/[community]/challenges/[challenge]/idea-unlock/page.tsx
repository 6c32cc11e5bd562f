// /challenges/{slug}/idea-unlock (spec 2 §2): what unlocks entering an idea here for this viewer;
// once it is unlocked (a free, open challenge with ideas left), on to the idea form.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ChildPageFrame } from '@/components/challenges/rate/ChildPageFrame';
import { IdeaUnlock } from '@/components/challenges/rate/IdeaUnlock';
import { ideaUnlockSteps, unlocked } from '@/lib/challenges/rate-flow';
import { ideaFormHref } from '@/lib/routes/table';
import { getMyIdeaAllowance } from '@/server/bff/ideas';
import { childPageMetadata, loadChallengeChild } from '@/server/bff/rate-pages';

type Props = { params: Promise<{ challenge: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return childPageMetadata((await params).challenge, 'Unlock idea entry');
}

export default async function IdeaUnlockPage({ params }: Props) {
  const { challenge: slug } = await params;
  const { challenge, viewer, isOwner, path, community } = await loadChallengeChild(slug);
  const allowance = viewer && !isOwner ? await getMyIdeaAllowance(slug) : null;
  const steps = ideaUnlockSteps({
    signedIn: viewer !== null,
    open: !challenge.closed,
    isOwner,
    feeCents: challenge.idea_entry_fee_cents,
    ideasLeft: allowance?.ideas_left ?? null,
    maxIdeas: allowance?.max_user_ideas ?? challenge.max_user_ideas,
  });
  if (unlocked(steps)) redirect(ideaFormHref(slug));
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
