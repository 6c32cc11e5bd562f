// A challenge page (spec 2 §2): question, catalyst, category, image, facts, time left and the tabs.
// Its children (rate, start-rate, survey, end...) show the same challenge until their own flows
// land; a closed challenge reached on any of them goes to its detail view.
import type { Metadata } from 'next';
import '../../challenge-page.css';
import { redirect } from 'next/navigation';
import { ChallengeHeader } from '../../../../../components/challenges/detail/ChallengeHeader';
import { ChallengeTabs } from '../../../../../components/challenges/detail/ChallengeTabs';
import { IdeasPanel } from '../../../../../components/challenges/detail/IdeasPanel';
import { DetailsPanel, DiscussionsPanel, InsightfulsPanel, MentoringPanel } from '../../../../../components/challenges/detail/InfoPanels';
import { ParticipantsPanel } from '../../../../../components/challenges/detail/ParticipantsPanel';
import { JsonLd } from '../../../../../components/seo/JsonLd';
import { CHALLENGE_TABS, challengeTab } from '../../../../../lib/challenges/presentation';
import { renderMarkdown } from '../../../../../lib/markdown';
import { href, pageNotFoundHref } from '../../../../../lib/routes/table';
import { challengeMetadata, challengeStructuredData, loadChallengePage } from '../../../../../server/bff/challenge-page';
import { linkContext } from '../../../../../server/bff/links';
import { getViewer, requestContext } from '../../../../../server/bff/loaders';

const CHILDREN = ['show', 'survey', 'start-rate', 'idea-entry-fee', 'rate', 'rating-unlock', 'idea-unlock', 'end'];

type Props = { params: Promise<{ challenge: string; child?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return challengeMetadata((await params).challenge);
}

export default async function ChallengePage({ params, searchParams }: Props) {
  const { challenge: slug, child = [] } = await params;
  if (child.length > 1 || (child[0] && !CHILDREN.includes(child[0]))) redirect(pageNotFoundHref((await requestContext()).path));
  const [challenge, viewer, query, links] = await Promise.all([loadChallengePage(slug), getViewer(), searchParams, linkContext()]);
  if (challenge.closed && child[0] && child[0] !== 'show') redirect(href('challenges.show', { challenge: slug }));
  const tab = challengeTab(query.tab);
  const idea = Number(Array.isArray(query.idea) ? query.idea[0] : query.idea);
  const isOwner = viewer?.account.user.id === challenge.catalyst.id;
  return (
    <article className="container page challenge-page">
      <JsonLd data={challengeStructuredData(challenge)} />
      <ChallengeHeader challenge={challenge} now={new Date()} links={links} />
      {challenge.question_detail && <div className="card prose challenge-detail" dangerouslySetInnerHTML={{ __html: renderMarkdown(challenge.question_detail) }} />}
      <ChallengeTabs slug={slug} current={tab} isOwner={isOwner} counts={{ ideas: challenge.ideas.length, participants: challenge.participants.length }} />
      <section className="challenge-panel" aria-labelledby="challenge-panel-heading">
        <h2 id="challenge-panel-heading" className="visually-hidden">{CHALLENGE_TABS.find((t) => t.key === tab)?.label}</h2>
        {tab === 'ideas' && <IdeasPanel challenge={challenge} highlight={Number.isInteger(idea) ? idea : null} />}
        {tab === 'mentoring' && <MentoringPanel challenge={challenge} />}
        {tab === 'insightfuls' && <InsightfulsPanel challenge={challenge} />}
        {tab === 'discussions' && <DiscussionsPanel />}
        {tab === 'details' && <DetailsPanel challenge={challenge} />}
        {tab === 'participants' && <ParticipantsPanel participants={challenge.participants} />}
      </section>
    </article>
  );
}
