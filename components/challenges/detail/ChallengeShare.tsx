// 'Share this challenge' on a challenge page (spec 3 §2.6): the share panel for everyone (visitors
// copy the plain link; a signed-in player's link carries their scout_id), and for the owner, where
// survey mode is offered (spec 3 §5), 'Enable Survey Mode?' and a link to preview the survey view.
// Reads no cookies itself: the visitor cache renders it with viewer null (no Share Later then).
import Link from 'next/link';
import type { ChallengeDetail } from '@/lib/contracts/challenge';
import { FLAG } from '@/lib/contracts/flags';
import { surveyCheckboxShown } from '@/lib/challenges/survey';
import { href } from '@/lib/routes/table';
import { withScoutId } from '@/lib/sharing';
import { canonicalChallengeUrl } from '@/server/bff/challenge-page';
import { isFlagOn, type Viewer } from '@/server/bff/loaders';
import { LazySharePanel } from '../../sharing/LazySharePanel';

export async function ChallengeShare({ challenge, viewer }: { challenge: ChallengeDetail; viewer: Viewer | null }) {
  const viewerId = viewer?.account.user.id ?? null;
  const url = withScoutId(canonicalChallengeUrl(challenge), viewerId);
  const isOwner = viewerId === challenge.catalyst.id;
  const survey =
    isOwner && surveyCheckboxShown(challenge, viewerId, await isFlagOn(FLAG.surveyModeLink, challenge.platform.slug));
  return (
    <section className="card challenge-share" aria-labelledby="challenge-share-heading">
      <h2 id="challenge-share-heading">Share this challenge</h2>
      <LazySharePanel
        url={url}
        label={isOwner ? 'Your link to this challenge' : 'Link to this challenge'}
        subject="challenge"
        target={challenge.slug}
        surveyMode={survey}
        queueHref={viewer ? href('home.share', { platformSlug: viewer.account.user.screen_name }) : undefined}
        recruitsHref={
          viewer ? href('dashboard.scout.recruits', { platformSlug: viewer.account.user.screen_name }) : undefined
        }
      />
      {survey && (
        <p className="challenge-share-survey">
          <Link href={href('challenges.survey', { challenge: challenge.slug })}>Preview your survey</Link>
        </p>
      )}
    </section>
  );
}
