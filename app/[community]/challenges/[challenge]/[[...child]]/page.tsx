// A challenge page rendered for this request: a signed-in viewer, or a query (tab, idea...).
import type { Metadata } from 'next';
import { ChallengePageView } from '../../../../../components/challenges/detail/ChallengePageView';
import { challengeMetadata } from '../../../../../server/bff/challenge-page';
import { getViewer } from '../../../../../server/bff/loaders';

type Props = {
  params: Promise<{ community: string; challenge: string; child?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return challengeMetadata((await params).challenge);
}

export default async function ChallengePage({ params, searchParams }: Props) {
  const [{ community, challenge, child = [] }, query, viewer] = await Promise.all([params, searchParams, getViewer()]);
  return <ChallengePageView community={community} slug={challenge} child={child} query={query} viewer={viewer} />;
}
