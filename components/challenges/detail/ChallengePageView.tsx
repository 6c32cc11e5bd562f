// A challenge page (spec 2 §2): question, catalyst, category, image, facts, time left and the tabs.
// Its children without a page of their own (show, end) show the same challenge, survey shows the
// survey view; rate, start-rate and the unlock and fee pages have their own routes. A closed
// challenge reached on any child goes to its detail view. Rendered per request for viewers (with
// their query) and from the visitor cache for plain visits.
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { Suspense } from 'react';
import type { ChallengeDetail } from '@/lib/contracts/challenge';
import { CHALLENGE_CHILD_PAGES, CHALLENGE_TABS, challengeTab, isPromotable } from '@/lib/challenges/presentation';
import { renderMarkdown } from '@/lib/markdown';
import { href, IDEA_FORM_ANCHOR } from '@/lib/routes/table';
import { canonicalChallengeUrl, challengeStructuredData, loadChallengePage } from '@/server/bff/challenge-page';
import { linkContext } from '@/server/bff/links';
import type { Viewer } from '@/server/bff/loaders';
import { JsonLd } from '../../seo/JsonLd';
import { ImproveIdeaCard } from './ImproveIdeaCard';
import { ChallengeHeader } from './ChallengeHeader';
import { ChallengeTabs } from './ChallengeTabs';
import { ChallengeMedia } from './ChallengeMedia';
import { LazyEditMediaForm as EditMediaForm, LazyEditPrizeForm as EditPrizeForm } from './OwnerTools';
import { ChallengeActions, IdeaControls, IdeasTop, actionsFacts, entryFacts } from './ChallengePersonal';
import type { ChallengeSlots } from './ChallengeSlots';
import { challengeFacts, loadIdeasPersonal, loadOwnerSurvey, personalViewer } from '@/server/bff/personal-parts';
import { IdeasPanel } from './IdeasPanel';
import { getChallengeMentorComments, getFeedbackChoices, getMyMentoring } from '@/server/bff/mentoring';
import { getInsights } from '@/server/bff/insightful';
import { MENTORING_MESSAGES } from '@/lib/challenges/mentoring';
import { RATING_MESSAGES } from '@/lib/challenges/rating';
import { SignInLink } from '../../account/SignInLink';
import { getPublicChallengeThread } from '@/server/bff/forums';
import { DetailsPanel, DiscussionsPanel, InsightfulsPanel, MentoringPanel } from './InfoPanels';
import { ParticipantsPanel } from './ParticipantsPanel';
import { ChallengeShare } from './ChallengeShare';
import { autoSurvey, type SurveyArrival } from '@/lib/challenges/survey';
import { FLAG } from '@/lib/contracts/flags';
import { isFlagOn } from '@/server/bff/loaders';
import { SurveyView } from '../survey/SurveyView';
import './challenge-page.css';

type Query = Record<string, string | string[] | undefined>;

export async function ChallengePageView({
  community,
  slug,
  child,
  query,
  viewer,
  cached = false,
  arrival = null,
  slots = null,
}: {
  community: string;
  slug: string;
  child: string[];
  query: Query;
  viewer: Viewer | null;
  /** Served from the visitor cache: a failed load throws, so no failure is kept in the cache. */
  cached?: boolean;
  /** How a live visit arrived, for auto-survey mode; null on the visitor cache, which serves no survey link. */
  arrival?: SurveyArrival | null;
  /**
   * The page kept for players (issue 24 part 5): rendered once with no viewer, and each part that is
   * the viewer's own is one of these slots, filled after it (ChallengeSlots.tsx, components/personal/).
   * Handed in by that page alone, so that no other page's script carries them.
   */
  slots?: ChallengeSlots | null;
}) {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (Array.isArray(v) ? v : v === undefined ? [] : [v]).map((x) => [k, x])),
  ).toString();
  const path = [href('challenges.show', { challenge: slug }), ...child].join('/') + (search ? `?${search}` : '');
  if (child.length > 1 || (child[0] && !(CHALLENGE_CHILD_PAGES as readonly string[]).includes(child[0]))) notFound();
  const challenge = await loadChallengePage(slug, { community, path, cached });
  // An ask-me-anything challenge lives in its catalyst's box (spec 2 §1), on every child page too.
  if (challenge.solution_format === 'ama')
    redirect(href('mentor.ama', { platformSlug: challenge.catalyst.handle, challenge: slug }));
  if (challenge.closed && child[0] && child[0] !== 'show') redirect(href('challenges.show', { challenge: slug }));
  // Survey mode (lib/challenges/survey.ts): the survey child is a view of its own, and a visitor
  // from outside on a survey link (?survey=1, never served from the visitor cache) is sent there.
  if (child[0] === 'survey') return <SurveyView challenge={challenge} viewer={viewer} community={community} />;
  // The flag counts only for a visitor who came on a survey link (autoSurvey).
  const surveyFlag = arrival?.surveyLink ? await isFlagOn(FLAG.surveyModeLink, challenge.platform.slug) : false;
  if (!child[0] && arrival && autoSurvey(arrival, challenge, surveyFlag))
    redirect(href('challenges.survey', { challenge: slug }));
  const tab = challengeTab(query.tab);
  const idea = Number(Array.isArray(query.idea) ? query.idea[0] : query.idea);
  const isOwner = viewer?.account.user.id === challenge.catalyst.id;
  const links = linkContext(community);
  const mentoringTab = tab === 'mentoring';
  const insightsTab = tab === 'insightfuls';
  const [ownerSurvey, mentorComments, myMentoring, feedbackChoices, insights, thread] = await Promise.all([
    loadOwnerSurvey(challengeFacts(challenge), viewer),
    mentoringTab ? getChallengeMentorComments(slug) : null,
    mentoringTab && viewer ? getMyMentoring(slug) : null,
    mentoringTab && viewer ? getFeedbackChoices() : [],
    insightsTab ? getInsights(slug) : null,
    tab === 'discussions' ? getPublicChallengeThread(slug) : null,
  ]);
  const ideasTab = { challenge, viewer, path, community, highlight: Number.isInteger(idea) ? idea : null };
  const shareUrl = canonicalChallengeUrl(challenge);
  // The viewer as their own parts show them (the same data the kept page's slots get).
  const ownParts = viewer && personalViewer(viewer);
  return (
    <article className="container page challenge-page">
      <JsonLd data={challengeStructuredData(challenge)} />
      <ChallengeHeader challenge={challenge} now={new Date()} links={links} />
      {slots ? (
        <slots.ChallengeActionsSlot challenge={actionsFacts(challenge)} links={links} />
      ) : (
        <ChallengeActions challenge={actionsFacts(challenge)} viewer={ownParts} survey={ownerSurvey} links={links} />
      )}
      {challenge.question_detail && (
        <div
          className="card prose challenge-detail"
          dangerouslySetInnerHTML={{ __html: renderMarkdown(challenge.question_detail) }}
        />
      )}
      <ChallengeMedia media={challenge.media} />
      {challenge.catalyst_update && (
        <aside className="card catalyst-update" aria-label="Update from the catalyst">
          <h2>Update from the catalyst</h2>
          <p>{challenge.catalyst_update.text}</p>
        </aside>
      )}
      {challenge.improve && <ImproveIdeaCard improve={challenge.improve} />}
      <ChallengeTabs
        slug={slug}
        current={tab}
        detailsLabel={slots ? <slots.DetailsTabLabelSlot /> : isOwner ? 'Edit Details' : undefined}
        counts={{ ideas: challenge.ideas.length, participants: challenge.participants.length }}
      />
      <section className="challenge-panel" aria-labelledby="challenge-panel-heading">
        <h2 id="challenge-panel-heading" className="visually-hidden">
          {CHALLENGE_TABS.find((t) => t.key === tab)?.label}
        </h2>
        {tab === 'ideas' &&
          (slots ? (
            <KeptIdeasTab challenge={challenge} community={community} highlight={ideasTab.highlight} slots={slots} />
          ) : viewer ? (
            // The viewer's own part (their allowance, ratings and rating controls) streams in after
            // the challenge, which comes from the data cache.
            <Suspense fallback={<p className="muted">Loading the ideas…</p>}>
              <IdeasTab {...ideasTab} />
            </Suspense>
          ) : (
            <IdeasTab {...ideasTab} />
          ))}
        {mentoringTab && (
          <MentoringPanel
            challenge={challenge}
            mentoring={{
              comments: mentorComments,
              viewer: viewer && {
                id: viewer.account.user.id,
                screenName: viewer.account.user.screen_name,
                mine: myMentoring,
              },
              choices: feedbackChoices,
              signIn: viewer ? null : (
                <SignInLink here={path} platform={community} className="btn btn-ghost">
                  {MENTORING_MESSAGES.signIn}
                </SignInLink>
              ),
            }}
          />
        )}
        {insightsTab && (
          <InsightfulsPanel
            challenge={challenge}
            insights={insights}
            action={
              challenge.closed || isOwner ? null : viewer ? (
                <Link
                  className="btn"
                  href={href(
                    'dashboard.insightful',
                    { platformSlug: viewer.account.user.screen_name },
                    { challenge: slug },
                  )}
                >
                  Challenge an assumption
                </Link>
              ) : (
                <SignInLink here={path} platform={community} className="btn btn-ghost">
                  Sign in to challenge an assumption
                </SignInLink>
              )
            }
          />
        )}
        {tab === 'discussions' && <DiscussionsPanel slug={slug} thread={thread} />}
        {tab === 'details' && <DetailsPanel challenge={challenge} />}
        {tab === 'details' && isOwner && !challenge.closed && (
          <EditPrizeForm
            challenge={{
              id: challenge.id,
              prize_type: challenge.prize_type,
              prize_money_cents: challenge.prize_money_cents,
              prize_title: challenge.prize_title,
              prize_description: challenge.prize_description,
              duration_start: challenge.duration_start,
              duration_end: challenge.duration_end,
            }}
          />
        )}
        {tab === 'details' && isOwner && <EditMediaForm slug={slug} media={challenge.media} />}
        {tab === 'participants' && <ParticipantsPanel participants={challenge.participants} />}
      </section>
      {slots ? (
        // Until the viewer's link comes, the plain one (the visitor's) works.
        <slots.ChallengeShareSlot url={shareUrl} slug={slug}>
          <ChallengeShare url={shareUrl} slug={slug} viewer={null} isOwner={false} survey={false} />
        </slots.ChallengeShareSlot>
      ) : (
        <ChallengeShare
          url={shareUrl}
          slug={slug}
          viewer={ownParts}
          isOwner={isOwner}
          survey={ownerSurvey?.offered ?? false}
        />
      )}
    </article>
  );
}

/** The ideas tab: the entry form, the ideas and, for a signed-in viewer, their own rating controls. */
async function IdeasTab({
  challenge,
  viewer,
  path,
  community,
  highlight,
}: {
  challenge: ChallengeDetail;
  viewer: Viewer | null;
  path: string;
  community: string;
  highlight: number | null;
}) {
  const personal = await loadIdeasPersonal(challengeFacts(challenge), viewer);
  const promotable = isPromotable(challenge);
  // Only signed-in people rate (spec 2 §6): a visitor is asked to sign in.
  const ratingSignIn =
    viewer === null && !challenge.closed ? (
      <SignInLink here={path} platform={community} className="btn btn-ghost">
        {RATING_MESSAGES.signIn}
      </SignInLink>
    ) : undefined;
  return (
    <>
      <IdeasTop
        challenge={challenge}
        signedIn={viewer !== null}
        personal={personal}
        path={path}
        community={community}
      />
      <IdeasPanel
        challenge={challenge}
        highlight={highlight}
        ratingSignIn={ratingSignIn}
        controls={(idea) => (
          <IdeaControls
            slug={challenge.slug}
            promotable={promotable}
            idea={idea}
            signedIn={viewer !== null}
            personal={personal}
          />
        )}
      />
    </>
  );
}

/** The ideas tab kept for players: the ideas, with a slot for the viewer's entry form and for each idea's controls. */
function KeptIdeasTab({
  challenge,
  community,
  highlight,
  slots,
}: {
  challenge: ChallengeDetail;
  community: string;
  highlight: number | null;
  slots: ChallengeSlots;
}) {
  const promotable = isPromotable(challenge);
  return (
    <>
      {!challenge.closed && (
        <div id={IDEA_FORM_ANCHOR}>
          <slots.IdeasTopSlot challenge={entryFacts(challenge)} community={community}>
            <p className="muted idea-entry-pending">Loading your ideas allowance…</p>
          </slots.IdeasTopSlot>
        </div>
      )}
      <IdeasPanel
        challenge={challenge}
        highlight={highlight}
        controls={(idea) => (
          <slots.IdeaControlsSlot
            slug={challenge.slug}
            promotable={promotable}
            idea={{ id: idea.id, title: idea.title }}
          />
        )}
      />
    </>
  );
}
