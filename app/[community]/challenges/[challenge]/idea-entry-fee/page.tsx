// /challenges/{slug}/idea-entry-fee (spec 2 §2; issue 16 §3): a paid challenge's entry fee, where
// fees go, the player's wallet and the idea form that pays the fee with the idea. Visitors are
// asked to sign in; the catalyst enters no idea in their own challenge. A free challenge has no
// fee, so the page sends the player to the idea form.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { EnterIdeaForm } from '@/components/challenges/detail/EnterIdeaForm';
import { ChildPageFrame } from '@/components/challenges/rate/ChildPageFrame';
import { IdeaEntryFee } from '@/components/challenges/rate/IdeaUnlock';
import { IDEA_MESSAGES } from '@/lib/challenges/idea-entry';
import { ideaFormHref } from '@/lib/routes/table';
import { getMyIdeaAllowance } from '@/server/bff/ideas';
import { getWalletBalance } from '@/server/bff/money';
import { childPageMetadata, loadChallengeChild } from '@/server/bff/rate-pages';

type Props = { params: Promise<{ challenge: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return childPageMetadata((await params).challenge, 'Idea entry fee');
}

export default async function IdeaEntryFeePage({ params }: Props) {
  const { challenge: slug } = await params;
  const { challenge, viewer, isOwner, path, community } = await loadChallengeChild(slug);
  const feeCents = challenge.idea_entry_fee_cents;
  if (feeCents === 0) redirect(ideaFormHref(slug));
  const player = viewer !== null && !isOwner;
  const [walletCents, allowance] = await Promise.all([
    viewer ? getWalletBalance() : null,
    player ? getMyIdeaAllowance(slug) : null,
  ]);
  return (
    <ChildPageFrame challenge={challenge} title="Idea entry fee">
      <IdeaEntryFee
        slug={slug}
        feeCents={feeCents}
        maxIdeas={challenge.max_user_ideas}
        walletCents={walletCents}
        signedIn={viewer !== null}
        here={path}
        community={community}
        form={
          isOwner ? (
            <p className="card muted">{IDEA_MESSAGES.ownChallenge}</p>
          ) : player ? (
            <EnterIdeaForm
              challenge={{
                slug,
                question_title: challenge.question_title,
                caption_solution_format: challenge.caption_solution_format,
              }}
              allowance={allowance}
              entryFeeCents={feeCents}
            />
          ) : null
        }
      />
    </ChildPageFrame>
  );
}
