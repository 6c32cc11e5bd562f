// /{platformSlug}/mentor/pay (mentor.pay; spec 1 §2; issue 16 §5): the entry fee of the user's open
// ask-me-anything box. Questions in an AMA box are ideas in that box's challenge, so a box with a
// fee takes them with the idea form that pays the fee from the asker's wallet; a box without one
// is said to take questions free, with the way to ask.
import type { Metadata } from 'next';
import Link from 'next/link';
import { EnterIdeaForm } from '@/components/challenges/detail/EnterIdeaForm';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { entryFeeSplitText } from '@/lib/challenges/rate-flow';
import { formatMoneyCents } from '@/lib/money';
import { href } from '@/lib/routes/table';
import { getMyIdeaAllowance } from '@/server/bff/ideas';
import { getChallenge } from '@/server/bff/loaders';
import { getWalletBalance } from '@/server/bff/money';
import { getMentorBox, loadUserPlatformFrame, userPlatformMetadata } from '@/server/bff/user-platform-data';

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPlatformMetadata((await params).platformSlug, 'Entry fees', { robots: { index: false } });
}

export default async function MentorPayPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const frame = await loadUserPlatformFrame(community, platformSlug);
  const { user, viewer, isOwner } = frame;
  const box = { platformSlug: user.screen_name };
  const open = (await getMentorBox(user.id))?.find((challenge) => challenge.solution_format === 'ama');
  const ama = open ? await getChallenge(open.slug) : null;
  const feeCents = ama?.idea_entry_fee_cents ?? 0;
  const asking = ama !== null && viewer !== null && !isOwner && feeCents > 0;
  const [walletCents, allowance] = await Promise.all([
    asking ? getWalletBalance() : null,
    asking && ama ? getMyIdeaAllowance(ama.slug) : null,
  ]);
  const wallet = href('account.payment-wallets');
  return (
    <UserPlatformFrame frame={frame} current="mentor">
      <section className="card up-narrow" aria-labelledby="pay-heading">
        <h2 id="pay-heading">Entry fees</h2>
        {!ama ? (
          <p>@{user.screen_name} has no ask-me-anything box open just now.</p>
        ) : feeCents === 0 ? (
          <p>
            @{user.screen_name}’s ask-me-anything box, <strong>{ama.question_title}</strong>, takes questions free.
          </p>
        ) : (
          <>
            <p>
              Asking @{user.screen_name} a question in <strong>{ama.question_title}</strong> costs{' '}
              <strong>{formatMoneyCents(feeCents)}</strong> per question, paid from your wallet when you ask, and only
              then. Up to {ama.max_user_ideas} questions per person.
            </p>
            <p className="muted">{entryFeeSplitText()}</p>
            {walletCents !== null && (
              <p>
                Your wallet holds <strong>{formatMoneyCents(walletCents)}</strong>.{' '}
                <Link href={wallet}>{walletCents < feeCents ? 'Add funds to your wallet' : 'Your wallet'}</Link>
              </p>
            )}
            {isOwner && <p className="muted">This is your box. Share it so people can ask you.</p>}
          </>
        )}
        <p className="up-actions">
          {ama && feeCents > 0 && !viewer && (
            <Link className="btn" href={href('mentor.sign-up', box)}>
              Sign in to ask a question
            </Link>
          )}
          {ama && feeCents === 0 && (
            <Link className="btn" href={href('mentor.ama', { ...box, challenge: ama.slug })}>
              Ask @{user.screen_name} a question
            </Link>
          )}
          <Link className="btn btn-ghost" href={href('mentor.box', box)}>
            Back to @{user.screen_name}’s mentor box
          </Link>
        </p>
      </section>
      {asking && ama && (
        <EnterIdeaForm
          challenge={{
            slug: ama.slug,
            question_title: ama.question_title,
            caption_solution_format: ama.caption_solution_format,
          }}
          allowance={allowance}
          entryFeeCents={feeCents}
          noun="question"
        />
      )}
    </UserPlatformFrame>
  );
}
