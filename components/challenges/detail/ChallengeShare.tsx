// 'Share this challenge' on a challenge page (spec 3 §2.6): the share panel for everyone (visitors
// copy the plain link; a signed-in player's link carries their scout_id), and for the owner, where
// survey mode is offered (spec 3 §5), 'Enable Survey Mode?' and a link to preview the survey view.
// No reads of its own: the visitor cache renders it with viewer null (no Share Later then), and a
// kept page in the browser for its viewer (ChallengeSlots.tsx).
import Link from 'next/link';
import type { PersonalViewer } from '@/lib/contracts/personal-parts';
import { href } from '@/lib/routes/table';
import { withScoutId } from '@/lib/sharing';
import { LazySharePanel } from '../../sharing/LazySharePanel';

export function ChallengeShare({
  url: plainUrl,
  slug,
  viewer,
  isOwner,
  survey,
}: {
  /** The challenge's canonical address (server/bff/challenge-page.ts canonicalChallengeUrl). */
  url: string;
  slug: string;
  viewer: Pick<PersonalViewer, 'id' | 'screenName'> | null;
  isOwner: boolean;
  /** Survey mode is offered to the owner now: the panel's 'Enable Survey Mode?' and the preview link. */
  survey: boolean;
}) {
  const url = withScoutId(plainUrl, viewer?.id ?? null);
  const surveyShown = isOwner && survey;
  return (
    <section className="card challenge-share" aria-labelledby="challenge-share-heading">
      <h2 id="challenge-share-heading">Share this challenge</h2>
      <LazySharePanel
        url={url}
        label={isOwner ? 'Your link to this challenge' : 'Link to this challenge'}
        subject="challenge"
        target={slug}
        surveyMode={surveyShown}
        queueHref={viewer ? href('home.share', { platformSlug: viewer.screenName }) : undefined}
        recruitsHref={viewer ? href('dashboard.scout.recruits', { platformSlug: viewer.screenName }) : undefined}
      />
      {surveyShown && (
        <p className="challenge-share-survey">
          <Link href={href('challenges.survey', { challenge: slug })}>Preview your survey</Link>
        </p>
      )}
    </section>
  );
}
