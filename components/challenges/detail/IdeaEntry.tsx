// What the Ideas tab offers for entering an idea (spec 2 §3-§6): signed-out visitors a sign-in link
// (the visitor cache renders this without reading cookies); signed-in players the lazily loaded
// form while the challenge is open. An entry fee is shown but paid entry is not built yet, and the
// catalyst does not enter ideas in their own challenge.
import type { ChallengeDetail } from '../../../lib/contracts/challenge';
import type { IdeaAllowance } from '../../../lib/contracts/idea';
import { IDEA_MESSAGES } from '../../../lib/challenges/idea-entry';
import { formatMoneyCents } from '../../../lib/money';
import { SignInLink } from '../../account/SignInLink';
import { LazyEnterIdeaForm as EnterIdeaForm } from './PlayerTools';

export function IdeaEntry({ challenge, signedIn, isOwner, allowance, here, community }: {
  challenge: Pick<ChallengeDetail, 'slug' | 'question_title' | 'caption_solution_format' | 'closed' | 'idea_entry_fee_cents'>;
  signedIn: boolean;
  isOwner: boolean;
  allowance: IdeaAllowance | null;
  /** This page's path, where a sign-in comes back to. */
  here: string;
  community: string;
}) {
  if (challenge.closed || isOwner) return null;
  if (challenge.idea_entry_fee_cents > 0) {
    return (
      <p className="card muted idea-entry-fee">
        Entering an idea in this challenge costs {formatMoneyCents(challenge.idea_entry_fee_cents)}. {IDEA_MESSAGES.feeNotAvailable}
      </p>
    );
  }
  if (!signedIn) {
    return <p className="idea-entry-signin"><SignInLink here={here} platform={community} className="btn">Sign in to enter your idea</SignInLink></p>;
  }
  return <EnterIdeaForm challenge={{ slug: challenge.slug, question_title: challenge.question_title, caption_solution_format: challenge.caption_solution_format }} allowance={allowance} />;
}
