// idea-unlock and idea-entry-fee (spec 2 §2; the spec gives only their names). idea-unlock lists
// what unlocks entering an idea for this viewer; idea-entry-fee shows a paid challenge's fee and
// where fees go. Paid entry is not built (no payment provider), and both say so plainly rather than
// take a payment that would not happen. A free challenge's pages send the player to the idea form.
import Link from 'next/link';
import { entryFeeSplitText, entryFeeText, type UnlockStep } from '@/lib/challenges/rate-flow';
import { formatMoneyCents } from '@/lib/money';
import { href } from '@/lib/routes/table';
import { SignInLink } from '../../account/SignInLink';
import { UnlockSteps } from './UnlockSteps';

export function IdeaUnlock({
  slug,
  steps,
  feeCents,
  signedIn,
  here,
  community,
}: {
  slug: string;
  steps: readonly UnlockStep[];
  feeCents: number;
  signedIn: boolean;
  here: string;
  community: string;
}) {
  return (
    <section className="card" aria-labelledby="idea-unlock-heading">
      <h2 id="idea-unlock-heading">Entering an idea unlocks when all of these hold</h2>
      <UnlockSteps steps={steps} label="What unlocks idea entry" />
      <p className="rate-actions">
        {!signedIn && (
          <SignInLink here={here} platform={community} className="btn">
            Sign in to enter your idea
          </SignInLink>
        )}
        {feeCents > 0 && (
          <Link
            className={signedIn ? 'btn' : 'btn btn-ghost'}
            href={href('challenges.idea-entry-fee', { challenge: slug })}
          >
            About the entry fee
          </Link>
        )}
        <Link className="btn btn-ghost" href={href('challenges.show', { challenge: slug })}>
          Back to the challenge
        </Link>
      </p>
    </section>
  );
}

export function IdeaEntryFee({ slug, feeCents, maxIdeas }: { slug: string; feeCents: number; maxIdeas: number }) {
  return (
    <section className="card" aria-labelledby="idea-fee-heading">
      <h2 id="idea-fee-heading" className="visually-hidden">
        The entry fee
      </h2>
      <p className="fee-amount">{formatMoneyCents(feeCents)}</p>
      <p className="fee-facts muted">per idea, up to {maxIdeas} ideas per person</p>
      <p>{entryFeeText(feeCents)}</p>
      <p className="muted">{entryFeeSplitText()}</p>
      <p className="rate-actions">
        <Link className="btn btn-ghost" href={href('challenges.idea-unlock', { challenge: slug })}>
          What unlocks idea entry
        </Link>
        <Link className="btn btn-ghost" href={href('challenges.show', { challenge: slug })}>
          Back to the challenge
        </Link>
      </p>
    </section>
  );
}
