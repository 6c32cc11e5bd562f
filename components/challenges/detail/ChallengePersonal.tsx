// The parts of a challenge page that are the viewer's own: the owner's tools and survey replies,
// Report, the entry form with its allowance, the rating controls on each idea and the share link
// with the viewer's scout id. Plain components over data (server/bff/personal-parts.ts reads it):
// a page rendered for its request renders them on the server, and the page kept for players
// (issue 24 part 5) in the browser, in its slots (ChallengeSlots.tsx), from GET /api/me/parts.
import Link from 'next/link';
import type { ChallengeDetail } from '@/lib/contracts/challenge';
import type { IdeasPersonal, OwnerSurvey, PersonalViewer } from '@/lib/contracts/personal-parts';
import type { LinkContext } from '@/lib/routes/community-links';
import { href } from '@/lib/routes/table';
import { ReportButton } from '../../moderation/ReportButton';
import { SurveyReplies } from '../survey/SurveyReplies';
import { RateIdeasLink } from '../rate/RateIdeasLink';
import { IdeaEntry } from './IdeaEntry';
import {
  LazyCopyChallengeButton as CopyChallengeButton,
  LazyEndChallengeButton as EndChallengeButton,
  LazyPromoteIdeaButton as PromoteIdeaButton,
} from './OwnerTools';
import { LazyRateIdea as RateIdea } from './PlayerTools';

/** What the actions under the header need of the challenge (a kept page's slot carries only this). */
export interface ActionsFacts {
  id: number;
  slug: string;
  closed: boolean;
  catalystId: number;
  /** A prize held for an idea, which the owner pays from the dashboard. */
  heldPrizes: boolean;
}

export function actionsFacts(challenge: ChallengeDetail): ActionsFacts {
  return {
    id: challenge.id,
    slug: challenge.slug,
    closed: challenge.closed,
    catalystId: challenge.catalyst.id,
    heldPrizes: challenge.ideas.some((i) => (i.prize_cents ?? 0) > 0 && !i.prize_declined),
  };
}

/** Under the header: the owner's tools and survey replies, or Report for another player. */
export function ChallengeActions({
  challenge,
  viewer,
  survey,
  links,
}: {
  challenge: ActionsFacts;
  viewer: PersonalViewer | null;
  /** The owner's survey (null for anyone else). */
  survey: OwnerSurvey | null;
  links: LinkContext;
}) {
  if (!viewer) return null;
  const slug = challenge.slug;
  if (viewer.id !== challenge.catalystId)
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
        {challenge.closed && challenge.heldPrizes && (
          <Link
            className="btn btn-ghost btn-sm"
            href={href('dashboard.money-prizes', { platformSlug: viewer.screenName }, { tab: 'paid' })}
          >
            Prize payouts
          </Link>
        )}
      </div>
      {survey && <SurveyReplies replies={survey.replies} offered={survey.offered} />}
    </>
  );
}

/** What the entry form and the rate link need of the challenge. */
export type EntryFacts = Pick<
  ChallengeDetail,
  'slug' | 'question_title' | 'caption_solution_format' | 'closed' | 'idea_entry_fee_cents'
> & { ideas: readonly { id: number }[] };

export function entryFacts(challenge: ChallengeDetail): EntryFacts {
  return {
    slug: challenge.slug,
    question_title: challenge.question_title,
    caption_solution_format: challenge.caption_solution_format,
    closed: challenge.closed,
    idea_entry_fee_cents: challenge.idea_entry_fee_cents,
    ideas: challenge.ideas.map((idea) => ({ id: idea.id })),
  };
}

/** The top of the ideas tab: the entry form (or its sign-in link) and the way to rate in a row. */
export function IdeasTop({
  challenge,
  signedIn,
  personal,
  path,
  community,
  anchored = true,
}: {
  challenge: EntryFacts;
  signedIn: boolean;
  personal: IdeasPersonal;
  path: string;
  community: string;
  /** False where the page around it already carries the form's anchor (the kept page's slot). */
  anchored?: boolean;
}) {
  return (
    <>
      <IdeaEntry
        challenge={challenge}
        signedIn={signedIn}
        isOwner={personal.isOwner}
        allowance={personal.allowance}
        here={path}
        community={community}
        anchored={anchored}
      />
      {personal.mine && <RateIdeasLink slug={challenge.slug} ideas={challenge.ideas} mine={personal.mine} />}
    </>
  );
}

/** One idea's controls for a signed-in viewer: promote (the owner of a QQ or box), rate, report. */
export function IdeaControls({
  slug,
  promotable,
  idea,
  signedIn,
  personal,
}: {
  slug: string;
  /** The challenge's ideas can be promoted by its owner (lib/challenges/presentation.ts isPromotable). */
  promotable: boolean;
  idea: { id: number; title: string };
  signedIn: boolean;
  personal: IdeasPersonal;
}) {
  if (!signedIn) return null;
  const mine = personal.mine;
  const own = mine?.own_idea_ids.includes(idea.id) ?? false;
  const given = mine?.ratings.find((r) => r.idea_id === idea.id)?.value ?? null;
  return (
    <>
      {personal.isOwner && promotable && <PromoteIdeaButton slug={slug} ideaId={idea.id} />}
      {/* Without their ratings (closed, or a failed read) no control is offered rather than one that cannot say what was given. */}
      {mine &&
        (own ? (
          <p className="muted rate-own">Your idea: others rate it.</p>
        ) : (
          <RateIdea slug={slug} ideaId={idea.id} ideaTitle={idea.title} given={given} />
        ))}
      {!own && <ReportButton targetType="idea" targetId={idea.id} what={`the idea “${idea.title}”`} />}
    </>
  );
}
