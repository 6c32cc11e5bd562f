// A challenge page for visitors, from the visitor cache (see the layout). Submissions and edits
// revalidate `challenge:{slug}`; the countdown keeps counting in the browser between renders.
// Its child routes (rate, survey…) redirect when the challenge is closed, so they are rendered per
// request: Next sends a redirect made while filling its cache with its Location header twice.
import type { Metadata } from 'next';
import { ChallengePageView } from '@/components/challenges/detail/ChallengePageView';
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

export default async function VisitorChallengePage({ params }: Props) {
  const { community, challenge } = await params;
  return <ChallengePageView community={community} slug={challenge} child={[]} query={{}} viewer={null} cached />;
}
