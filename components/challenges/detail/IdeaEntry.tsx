// What the Ideas tab offers for entering an idea (spec 2 §3-§6): signed-out visitors a sign-in link
// (the visitor cache renders this without reading cookies); signed-in players the lazily loaded
// form while the challenge is open. A challenge with an entry fee sends the player to its
// idea-entry-fee page, where the fee is paid from the wallet with the idea; the catalyst does not
// enter ideas in their own challenge. The area carries IDEA_FORM_ANCHOR, where the
// idea-unlock and idea-entry-fee pages send a player.
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ChallengeDetail } from '@/lib/contracts/challenge';
import type { IdeaAllowance } from '@/lib/contracts/idea';
import { formatMoneyCents } from '@/lib/money';
import { entryFeeText } from '@/lib/challenges/rate-flow';
import { IDEA_FORM_ANCHOR, href } from '@/lib/routes/table';
import { SignInLink } from '../../account/SignInLink';
import { LazyEnterIdeaForm as EnterIdeaForm } from './PlayerTools';

export function IdeaEntry({
  challenge,
  signedIn,
  isOwner,
  allowance,
  here,
  community,
  feeHref,
  anchored = true,
}: {
  challenge: Pick<
    ChallengeDetail,
    'slug' | 'question_title' | 'caption_solution_format' | 'closed' | 'idea_entry_fee_cents'
  >;
  signedIn: boolean;
  isOwner: boolean;
  allowance: IdeaAllowance | null;
  /** This page's path, where a sign-in comes back to. */
  here: string;
  community: string;
  /** Where the fee is paid with the idea: the idea-entry-fee page, or an ask-me-anything box's mentor.pay. */
  feeHref?: string;
  /** False where the page around it carries IDEA_FORM_ANCHOR already (a kept page's slot). */
  anchored?: boolean;
}) {
  if (challenge.closed || isOwner) return null;
  const area = (content: ReactNode) => (anchored ? <div id={IDEA_FORM_ANCHOR}>{content}</div> : content);
  if (challenge.idea_entry_fee_cents > 0) {
    return area(
      <p className="card idea-entry-fee">
        {entryFeeText(challenge.idea_entry_fee_cents)} The fee is paid from your wallet when you enter.{' '}
        <Link className="btn" href={feeHref ?? href('challenges.idea-entry-fee', { challenge: challenge.slug })}>
          Enter your idea ({formatMoneyCents(challenge.idea_entry_fee_cents)})
        </Link>
      </p>,
    );
  }
  if (!signedIn) {
    return area(
      <p className="idea-entry-signin">
        <SignInLink here={here} platform={community} className="btn">
          Sign in to enter your idea
        </SignInLink>
      </p>,
    );
  }
  return area(
    <EnterIdeaForm
      challenge={{
        slug: challenge.slug,
        question_title: challenge.question_title,
        caption_solution_format: challenge.caption_solution_format,
      }}
      allowance={allowance}
    />,
  );
}
