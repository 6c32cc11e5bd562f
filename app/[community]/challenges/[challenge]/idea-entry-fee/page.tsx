// /challenges/{slug}/idea-entry-fee (spec 2 §2): a paid challenge's entry fee, said plainly to be
// not payable yet; a free challenge has none, so the page sends the player to the idea form.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ChildPageFrame } from '@/components/challenges/rate/ChildPageFrame';
import { IdeaEntryFee } from '@/components/challenges/rate/IdeaUnlock';
import { ideaFormHref } from '@/lib/routes/table';
import { childPageMetadata, loadChallengeChild } from '@/server/bff/rate-pages';

type Props = { params: Promise<{ challenge: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return childPageMetadata((await params).challenge, 'Idea entry fee');
}

export default async function IdeaEntryFeePage({ params }: Props) {
  const { challenge: slug } = await params;
  const { challenge } = await loadChallengeChild(slug);
  if (challenge.idea_entry_fee_cents === 0) redirect(ideaFormHref(slug));
  return (
    <ChildPageFrame challenge={challenge} title="Idea entry fee">
      <IdeaEntryFee slug={slug} feeCents={challenge.idea_entry_fee_cents} maxIdeas={challenge.max_user_ideas} />
    </ChildPageFrame>
  );
}
