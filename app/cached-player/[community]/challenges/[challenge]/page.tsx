// A challenge page kept for signed-in players (see the layout): the challenge as everybody sees
// it, with a slot for each part that is the viewer's own. Submissions, ratings and edits
// revalidate `challenge:{slug}`, as for the visitor's copy.
import type { Metadata } from 'next';
import { ChallengePageView } from '@/components/challenges/detail/ChallengePageView';
import {
  ChallengeActionsSlot,
  ChallengeShareSlot,
  DetailsTabLabelSlot,
  IdeaControlsSlot,
  IdeasTopSlot,
} from '@/components/challenges/detail/ChallengeSlots';
import { challengeMetadata } from '@/server/bff/challenge-page';

// Route segment config must be literal; the value is VISITOR_CACHE_SECONDS (lib/routes/visitor-cache.ts).
export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ community: string; challenge: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return challengeMetadata((await params).challenge);
}

export default async function PlayerChallengePage({ params }: Props) {
  const { community, challenge } = await params;
  return (
    <ChallengePageView
      community={community}
      slug={challenge}
      child={[]}
      query={{}}
      viewer={null}
      cached
      slots={{ ChallengeActionsSlot, ChallengeShareSlot, DetailsTabLabelSlot, IdeaControlsSlot, IdeasTopSlot }}
    />
  );
}
