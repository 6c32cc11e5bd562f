// rating-unlock (alias unlock-rate, spec 2 §2): what unlocks rating in this challenge for this
// viewer (lib/challenges/rate-flow.ts ratingUnlockSteps). Once everything holds, the page sends the
// player to start-rate instead; this is what the others read.
import Link from 'next/link';
import type { UnlockStep } from '@/lib/challenges/rate-flow';
import { href, ideaFormHref } from '@/lib/routes/table';
import { SignInLink } from '../../account/SignInLink';
import { UnlockSteps } from './UnlockSteps';

export function RatingUnlock({
  slug,
  steps,
  signedIn,
  canEnterIdeas,
  here,
  community,
}: {
  slug: string;
  steps: readonly UnlockStep[];
  signedIn: boolean;
  /** The viewer could add an idea of their own (free entry, not their own challenge). */
  canEnterIdeas: boolean;
  here: string;
  community: string;
}) {
  return (
    <section className="card" aria-labelledby="rating-unlock-heading">
      <h2 id="rating-unlock-heading">Rating unlocks when all of these hold</h2>
      <UnlockSteps steps={steps} label="What unlocks rating" />
      <p className="rate-actions">
        {!signedIn && (
          <SignInLink here={here} platform={community} className="btn">
            Sign in to rate
          </SignInLink>
        )}
        {signedIn && canEnterIdeas && (
          <Link className="btn" href={ideaFormHref(slug)}>
            Enter your idea
          </Link>
        )}
        <Link className="btn btn-ghost" href={href('challenges.show', { challenge: slug })}>
          Back to the challenge
        </Link>
      </p>
    </section>
  );
}
