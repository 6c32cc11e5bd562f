// /{platformSlug}/mentor/ama/{challenge} (mentor.ama): one ask-me-anything box of the user. A
// challenge of someone else is a 404; another format of the user's is its challenge page. An AMA
// has no challenge page of its own (spec 2 §1: it redirects here), so questions are asked here and
// its catalyst can end it here.
import type { Metadata } from 'next';
import Link from 'next/link';
import { IdeaCard } from '@/components/ideas/IdeaCard';
import { IdeaEntry } from '@/components/challenges/detail/IdeaEntry';
import { LazyEndChallengeButton as EndChallengeButton } from '@/components/challenges/detail/OwnerTools';
import { notFound, redirect } from 'next/navigation';
import { closesText, questionCount } from '@/components/platform/MentorBox';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { MESSAGES } from '@/lib/constants';
import { isMentorBoxFormat } from '@/lib/contracts/user-platform';
import { isChallengeClosed } from '@/lib/countdown';
import { renderMarkdown } from '@/lib/markdown';
import { href } from '@/lib/routes/table';
import { amaShareImage } from '@/lib/seo/share-image';
import { getMyIdeaAllowance } from '@/server/bff/ideas';
import { getChallenge } from '@/server/bff/loaders';
import { loadUserPlatformFrame } from '@/server/bff/user-platform-data';
import { CountBadge } from '@/components/ui/CountBadge';

type Props = { params: Promise<{ community: string; platformSlug: string; challenge: string }> };

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const challenge = await getChallenge((await params).challenge);
  if (!challenge || !isMentorBoxFormat(challenge.solution_format)) return {};
  const title = `${challenge.question_title} · @${challenge.catalyst.handle}`;
  const description =
    challenge.question_detail.slice(0, 155) ||
    `Ask @${challenge.catalyst.handle} a question on ${challenge.platform.title}.`;
  const image = amaShareImage(challenge.catalyst.handle, challenge.slug, challenge.question_title);
  return {
    title,
    description,
    openGraph: { title, description, type: 'article', images: [image] },
    twitter: { card: 'summary_large_image', title, description },
  };
}

export default async function AmaPage({ params }: Props) {
  const { community, platformSlug, challenge: slug } = await params;
  const frame = await loadUserPlatformFrame(community, platformSlug);
  const { user, viewer, isOwner } = frame;
  const challenge = await getChallenge(slug);
  if (!challenge || challenge.catalyst.id !== user.id) notFound();
  if (!isMentorBoxFormat(challenge.solution_format)) redirect(href('challenges.show', { challenge: challenge.slug }));
  const now = new Date();
  const closed = isChallengeClosed(challenge, now);
  const box = { platformSlug: user.screen_name };
  const challengePage = href('challenges.show', { challenge: challenge.slug });
  const ama = challenge.solution_format === 'ama';
  const asking = viewer !== null && !isOwner && !closed;
  const allowance = ama && asking ? await getMyIdeaAllowance(challenge.slug) : null;
  return (
    <UserPlatformFrame frame={frame} current="mentor">
      <p>
        <Link href={href('mentor.box', box)}>← All boxes of @{user.screen_name}</Link>
      </p>
      <article className="card ama" aria-labelledby="ama-heading">
        <div className="meta">
          <span className="badge">{challenge.solution_format === 'ama' ? 'Ask me anything' : 'Suggestion box'}</span>
          <span>{closed ? 'Closed' : closesText(challenge.duration_end, now)}</span>
          <span>{questionCount(challenge.idea_count)}</span>
          <span>Up to {challenge.max_user_ideas} questions per person</span>
        </div>
        <h2 id="ama-heading">{challenge.question_title}</h2>
        {challenge.question_detail && (
          <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(challenge.question_detail) }} />
        )}
        {challenge.idea_entry_fee_cents > 0 && (
          <p>
            Entry fee: <strong>{money(challenge.idea_entry_fee_cents)}</strong> per question.{' '}
            <Link href={href('mentor.pay', box)}>How entry fees work</Link>
          </p>
        )}
        <div className="up-actions">
          {closed ? (
            <p className="muted">This box is closed; it takes no more questions.</p>
          ) : isOwner ? (
            <p className="muted">This is your box. Share it so people can ask you.</p>
          ) : viewer ? null : (
            <Link className="btn" href={href('mentor.sign-up', box)}>
              Sign in to ask a question
            </Link>
          )}
          {isOwner && ama && !closed && <EndChallengeButton slug={challenge.slug} />}
          {!ama &&
            (asking ? (
              <Link className="btn" href={challengePage}>
                Ask on the challenge page
              </Link>
            ) : (
              <Link className="btn btn-ghost" href={challengePage}>
                Open the challenge page
              </Link>
            ))}
        </div>
        {ama && asking && (
          <IdeaEntry
            challenge={challenge}
            signedIn
            isOwner={false}
            allowance={allowance}
            here={href('mentor.ama', { ...box, challenge: challenge.slug })}
            community={community}
            feeHref={href('mentor.pay', box)}
          />
        )}
      </article>
      <section aria-labelledby="questions-heading" style={{ marginTop: '2rem' }}>
        <h2 id="questions-heading">
          Questions asked <CountBadge n={challenge.ideas.length} />
        </h2>
        {challenge.ideas.length === 0 ? (
          <p className="muted">{MESSAGES.noIdeas}</p>
        ) : (
          <ol className="ama-questions">
            {challenge.ideas.map((idea) => (
              <IdeaCard key={idea.id} idea={idea} />
            ))}
          </ol>
        )}
      </section>
    </UserPlatformFrame>
  );
}
