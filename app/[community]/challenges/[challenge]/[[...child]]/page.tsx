// A challenge page: question, details and ideas (anonymous while open, ranked once closed).
// Its children (rate, start-rate, survey, end...) show the same challenge until their own flows land.
import type { Metadata } from 'next';
import Link from 'next/link';
import { IdeaCard } from '../../../../../components/ideas/IdeaCard';
import { notFound, redirect } from 'next/navigation';
import { MESSAGES } from '../../../../../lib/constants';
import { countdown, isChallengeClosed } from '../../../../../lib/countdown';
import { renderMarkdown } from '../../../../../lib/markdown';
import { challengeShareImage } from '../../../../../lib/seo/share-image';
import { pageNotFoundHref, userHomeHref } from '../../../../../lib/routes/table';
import { getChallenge, requestContext } from '../../../../../server/bff/loaders';

const CHILDREN = ['show', 'survey', 'start-rate', 'idea-entry-fee', 'rate', 'rating-unlock', 'idea-unlock', 'end'];

type Props = { params: Promise<{ challenge: string; child?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const challenge = await getChallenge((await params).challenge);
  if (!challenge) return {};
  // The share image draws primary_image in; twitter:image follows og:image.
  return {
    title: challenge.question_title,
    description: challenge.question_detail.slice(0, 155),
    openGraph: { title: challenge.question_title, description: challenge.question_detail.slice(0, 200), type: 'article', images: [challengeShareImage(challenge.slug, challenge.question_title)] },
    twitter: { card: 'summary_large_image' },
  };
}

export default async function ChallengePage({ params }: Props) {
  const { challenge: slug, child = [] } = await params;
  if (child.length > 1 || (child[0] && !CHILDREN.includes(child[0]))) redirect(pageNotFoundHref((await requestContext()).path));
  const challenge = await getChallenge(slug);
  if (!challenge) notFound();
  const now = new Date();
  const closed = isChallengeClosed(challenge, now);
  const left = countdown(new Date(challenge.duration_end), now);
  const ideas = closed ? [...challenge.ideas].sort((a, b) => (b.average ?? -1) - (a.average ?? -1)) : challenge.ideas;
  return (
    <div className="container page" style={{ maxWidth: 900 }}>
      <p className="muted">
        {challenge.main_category?.name ?? 'Challenge'} · {closed ? 'Closed' : left.kind === 'clock' ? `closes in ${left.text}` : left.kind === 'relative' ? left.text : 'Closed'}
      </p>
      <h1>{challenge.question_title}</h1>
      <p>
        Asked by <Link href={userHomeHref(challenge.catalyst.handle)}>@{challenge.catalyst.handle}</Link>
      </p>
      {challenge.question_detail && <div className="card prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(challenge.question_detail) }} />}
      <section style={{ marginTop: '2rem' }} aria-labelledby="ideas-heading">
        <h2 id="ideas-heading">{closed ? 'Ranked ideas' : 'Ideas'} ({challenge.ideas.length})</h2>
        {ideas.length === 0 ? (
          <p className="muted">{MESSAGES.noIdeas}</p>
        ) : (
          <ol className="grid" style={{ listStyle: 'none', padding: 0 }}>
            {ideas.map((idea) => <IdeaCard key={idea.id} idea={idea} />)}
          </ol>
        )}
      </section>
    </div>
  );
}
