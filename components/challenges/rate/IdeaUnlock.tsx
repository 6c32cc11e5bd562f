// idea-unlock and idea-entry-fee (spec 2 §2; the spec gives only their names). idea-unlock lists
// what unlocks entering an idea for this viewer; idea-entry-fee shows a paid challenge's fee and
// where fees go, the player's wallet, and the form that pays the fee with the idea (issue 16 §3).
// A free challenge's pages send the player to the idea form.
import Link from 'next/link';
import type { ReactNode } from 'react';
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

/**
 * The fee, where fees go, and what pays it: for a signed-in player their wallet's balance and the
 * idea form that pays the fee with the idea (`form`); a visitor is asked to sign in first.
 */
export function IdeaEntryFee({
  slug,
  feeCents,
  maxIdeas,
  walletCents,
  signedIn,
  here,
  community,
  form,
}: {
  slug: string;
  feeCents: number;
  maxIdeas: number;
  /** The signed-in player's wallet; null when signed out or unreadable. */
  walletCents: number | null;
  signedIn: boolean;
  here: string;
  community: string;
  form?: ReactNode;
}) {
  const wallet = href('account.payment-wallets');
  return (
    <>
      <section className="card" aria-labelledby="idea-fee-heading">
        <h2 id="idea-fee-heading" className="visually-hidden">
          The entry fee
        </h2>
        <p className="fee-amount">{formatMoneyCents(feeCents)}</p>
        <p className="fee-facts muted">per idea, up to {maxIdeas} ideas per person</p>
        <p>{entryFeeText(feeCents)} It is paid from your wallet when you enter the idea, and only then.</p>
        <p className="muted">{entryFeeSplitText()}</p>
        {walletCents !== null && (
          <p className="fee-wallet">
            Your wallet holds <strong>{formatMoneyCents(walletCents)}</strong>.{' '}
            {walletCents < feeCents ? (
              <Link href={wallet}>Add funds to your wallet</Link>
            ) : (
              <Link href={wallet}>Your wallet</Link>
            )}
          </p>
        )}
        <p className="rate-actions">
          {!signedIn && (
            <SignInLink here={here} platform={community} className="btn">
              Sign in to enter your idea
            </SignInLink>
          )}
          <Link className="btn btn-ghost" href={href('challenges.idea-unlock', { challenge: slug })}>
            What unlocks idea entry
          </Link>
          <Link className="btn btn-ghost" href={href('challenges.show', { challenge: slug })}>
            Back to the challenge
          </Link>
        </p>
      </section>
      {form}
    </>
  );
}
