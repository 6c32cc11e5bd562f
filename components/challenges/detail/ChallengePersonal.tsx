// The parts of a challenge page that are the viewer's own: the owner's tools and survey replies,
// Report, the entry form with its allowance, the rating controls on each idea and the share link
// with the viewer's scout id. A page rendered for its request shows them in place; the page kept
// for players (issue 24 part 5) leaves slots, which `challengePersonalParts` fills after it.
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ChallengeDetail, ChallengeIdea } from '@/lib/contracts/challenge';
import type { MyRatings } from '@/lib/contracts/rating';
import type { IdeaAllowance } from '@/lib/contracts/idea';
import { FLAG } from '@/lib/contracts/flags';
import { isPromotable } from '@/lib/challenges/presentation';
import { surveyModeOffered } from '@/lib/challenges/survey';
import { ideaSlot, PERSONAL_SLOT } from '@/lib/personal-parts';
import { href } from '@/lib/routes/table';
import { getMyIdeaAllowance } from '@/server/bff/ideas';
import type { LinkContext } from '@/lib/routes/community-links';
import { linkContext } from '@/server/bff/links';
import { isFlagOn, type Viewer } from '@/server/bff/loaders';
import { getMyRatings } from '@/server/bff/ratings';
import { ReportButton } from '../../moderation/ReportButton';
import { SurveyReplies } from '../survey/SurveyReplies';
import { RateIdeasLink } from '../rate/RateIdeasLink';
import { ChallengeShare } from './ChallengeShare';
import { IdeaEntry } from './IdeaEntry';
import {
  LazyCopyChallengeButton as CopyChallengeButton,
  LazyEndChallengeButton as EndChallengeButton,
  LazyPromoteIdeaButton as PromoteIdeaButton,
} from './OwnerTools';
import { LazyRateIdea as RateIdea } from './PlayerTools';

/** Under the header: the owner's tools and survey replies, or Report for another player. */
export function ChallengeActions({
  challenge,
  viewer,
  links,
  surveyFlag,
}: {
  challenge: ChallengeDetail;
  viewer: Viewer | null;
  links: LinkContext;
  surveyFlag: boolean;
}) {
  if (!viewer) return null;
  const slug = challenge.slug;
  if (viewer.account.user.id !== challenge.catalyst.id)
    return (
      <p className="challenge-report">
        <ReportButton targetType="challenge" targetId={challenge.id} what="this challenge" />
      </p>
    );
  return (
    <>
      <div className="owner-actions" role="group" aria-label="Your challenge">
        <CopyChallengeButton slug={slug} links={links} />
        {!challenge.closed && <EndChallengeButton slug={slug} />}
        {/* A plain link, no client code on this page: the held prizes are paid from the dashboard. */}
        {challenge.closed && challenge.ideas.some((i) => (i.prize_cents ?? 0) > 0 && !i.prize_declined) && (
          <Link
            className="btn btn-ghost btn-sm"
            href={href('dashboard.money-prizes', { platformSlug: viewer.account.user.screen_name }, { tab: 'paid' })}
          >
            Prize payouts
          </Link>
        )}
      </div>
      <SurveyReplies slug={slug} offered={surveyModeOffered(challenge, surveyFlag)} />
    </>
  );
}

/** What the ideas tab needs of the viewer: may they enter, rate, and what have they given. */
export interface IdeasViewerState {
  viewer: Viewer | null;
  isOwner: boolean;
  allowance: IdeaAllowance | null;
  /** Their ratings and own ideas, on an open challenge with ideas; null when nothing is rated or the read failed. */
  mine: MyRatings | null;
  /** Their own ideas and the rating they gave each idea, looked up once for every idea's controls. */
  ownIdeas: ReadonlySet<number>;
  given: ReadonlyMap<number, number>;
}

export async function loadIdeasViewerState(
  challenge: ChallengeDetail,
  viewer: Viewer | null,
): Promise<IdeasViewerState> {
  const isOwner = viewer?.account.user.id === challenge.catalyst.id;
  const entering = viewer !== null && !isOwner && !challenge.closed && challenge.idea_entry_fee_cents === 0;
  const rating = viewer !== null && !challenge.closed && challenge.ideas.length > 0;
  const [allowance, mine] = await Promise.all([
    entering ? getMyIdeaAllowance(challenge.slug) : null,
    rating ? getMyRatings(challenge.slug) : null,
  ]);
  return {
    viewer,
    isOwner,
    allowance,
    mine,
    ownIdeas: new Set(mine?.own_idea_ids),
    given: new Map(mine?.ratings.map((r) => [r.idea_id, r.value])),
  };
}

/** The top of the ideas tab: the entry form (or its sign-in link) and the way to rate in a row. */
export function IdeasTop({
  challenge,
  state,
  path,
  community,
  anchored = true,
}: {
  challenge: ChallengeDetail;
  state: IdeasViewerState;
  path: string;
  community: string;
  /** False where the page around it already carries the form's anchor (the kept page's slot). */
  anchored?: boolean;
}) {
  return (
    <>
      <IdeaEntry
        challenge={challenge}
        signedIn={state.viewer !== null}
        isOwner={state.isOwner}
        allowance={state.allowance}
        here={path}
        community={community}
        anchored={anchored}
      />
      {state.mine && <RateIdeasLink slug={challenge.slug} ideas={challenge.ideas} mine={state.mine} />}
    </>
  );
}

/** One idea's controls for a signed-in viewer: promote (the owner of a QQ or box), rate, report. */
export function IdeaControls({
  challenge,
  idea,
  state,
}: {
  challenge: ChallengeDetail;
  idea: ChallengeIdea;
  state: IdeasViewerState;
}): ReactNode {
  if (!state.viewer) return null;
  const own = state.ownIdeas;
  const given = state.given.get(idea.id) ?? null;
  return (
    <>
      {state.isOwner && isPromotable(challenge) && <PromoteIdeaButton slug={challenge.slug} ideaId={idea.id} />}
      {/* Without their ratings (closed, or a failed read) no control is offered rather than one that cannot say what was given. */}
      {state.mine &&
        (own.has(idea.id) ? (
          <p className="muted rate-own">Your idea: others rate it.</p>
        ) : (
          <RateIdea slug={challenge.slug} ideaId={idea.id} ideaTitle={idea.title} given={given} />
        ))}
      {!own.has(idea.id) && <ReportButton targetType="idea" targetId={idea.id} what={`the idea “${idea.title}”`} />}
    </>
  );
}

/**
 * Every personal part of a challenge's kept page for `viewer`, by slot (lib/personal-parts.ts):
 * what the same page rendered for them would show in those places.
 */
export async function challengePersonalParts(
  challenge: ChallengeDetail,
  viewer: Viewer | null,
  community: string,
): Promise<Record<string, ReactNode>> {
  const path = href('challenges.show', { challenge: challenge.slug });
  const [state, surveyFlag] = await Promise.all([
    loadIdeasViewerState(challenge, viewer),
    viewer?.account.user.id === challenge.catalyst.id ? isFlagOn(FLAG.surveyModeLink, challenge.platform.slug) : false,
  ]);
  const parts: Record<string, ReactNode> = {
    [PERSONAL_SLOT.challengeActions]: (
      <ChallengeActions challenge={challenge} viewer={viewer} links={linkContext(community)} surveyFlag={surveyFlag} />
    ),
    [PERSONAL_SLOT.detailsTabLabel]: state.isOwner ? 'Edit Details' : 'Details',
    [PERSONAL_SLOT.ideasTop]: (
      <IdeasTop challenge={challenge} state={state} path={path} community={community} anchored={false} />
    ),
    [PERSONAL_SLOT.challengeShare]: <ChallengeShare challenge={challenge} viewer={viewer} />,
  };
  for (const idea of challenge.ideas)
    parts[ideaSlot(idea.id)] = <IdeaControls challenge={challenge} idea={idea} state={state} />;
  return parts;
}
