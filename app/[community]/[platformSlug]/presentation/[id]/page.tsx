// /{platformSlug}/presentation/{id}: one idea, large and print-friendly. A presentation belongs to
// its author: an unknown idea, or one by anyone but the platform's user, is a 404. While the
// challenge is open only the author sees it (the provider decides; see getIdeaPresentation).
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { IdeaVersions } from '@/components/idea-notes/IdeaVersions';
import { KeepIdeaButton } from '@/components/idea-notes/KeepIdeaButton';
import { PrintButton } from '@/components/platform/PrintButton';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { renderMarkdown } from '@/lib/markdown';
import { href, userHomeHref } from '@/lib/routes/table';
import { getIdeaIterations } from '@/server/bff/idea-notes';
import { getUserByScreenName } from '@/server/bff/loaders';
import { getIdeaPresentation, loadUserPlatformFrame } from '@/server/bff/user-platform-data';

type Props = { params: Promise<{ community: string; platformSlug: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { platformSlug, id } = await params;
  const user = await getUserByScreenName(platformSlug);
  // Metadata is asked for anonymously: an open challenge's idea gets no title beyond the site's.
  const idea = user ? await getIdeaPresentation(id, user.id, false) : null;
  if (!idea) return { robots: { index: false } };
  return { title: `${idea.title} · ${idea.challenge.question_title}`, description: idea.description.slice(0, 155) };
}

export default async function PresentationPage({ params }: Props) {
  const { community, platformSlug, id } = await params;
  const frame = await loadUserPlatformFrame(community, platformSlug);
  const idea = await getIdeaPresentation(id, frame.user.id, frame.isOwner);
  if (!idea) notFound();
  // Earlier versions (spec 2 §3 iterations) show to everybody once the challenge closes; while
  // open the provider lets only the author (the one who sees an open presentation) read them.
  const iterations = await getIdeaIterations(idea.id);
  const ratings = `${idea.rating_count} ${idea.rating_count === 1 ? 'rating' : 'ratings'}`;
  // Scores stay hidden while the challenge is open, so that every rating is given blind.
  const rating =
    idea.average !== null
      ? `${idea.average.toFixed(1)} / 5 from ${ratings}`
      : idea.rating_count === 0
        ? 'Not rated yet'
        : `${ratings}; the score shows when the challenge closes`;
  return (
    <UserPlatformFrame frame={frame} current={null}>
      <article className="presentation" aria-labelledby="presentation-title">
        <p className="presentation-kicker">
          An idea for{' '}
          <Link href={href('challenges.show', { challenge: idea.challenge.slug })}>
            {idea.challenge.question_title}
          </Link>
        </p>
        <h2 id="presentation-title">{idea.title}</h2>
        {idea.description && (
          <div className="presentation-body" dangerouslySetInnerHTML={{ __html: renderMarkdown(idea.description) }} />
        )}
        <dl className="presentation-facts">
          <div>
            <dt>By</dt>
            <dd>
              {idea.author ? (
                <Link href={userHomeHref(idea.author.handle)}>@{idea.author.handle}</Link>
              ) : (
                'Will be revealed soon'
              )}
            </dd>
          </div>
          <div>
            <dt>Crowd rating</dt>
            <dd>{rating}</dd>
          </div>
          <div>
            <dt>Challenge</dt>
            <dd>{idea.challenge.is_closed ? 'Closed' : 'Open'}</dd>
          </div>
        </dl>
        {!idea.author && <p className="muted">Ideas stay anonymous until their challenge closes.</p>}
        {iterations && iterations.current_version > 1 && (
          <IdeaVersions iterations={{ ...iterations, requests: [] }} heading="Earlier versions" />
        )}
        <p className="up-actions no-print">
          <PrintButton />
          {/* Saved to the viewer's Nerve-on A-ha notebook: a revealed idea, or the author's own. */}
          {frame.viewer && (idea.challenge.is_closed || frame.isOwner) && <KeepIdeaButton ideaId={idea.id} />}
        </p>
      </article>
    </UserPlatformFrame>
  );
}
