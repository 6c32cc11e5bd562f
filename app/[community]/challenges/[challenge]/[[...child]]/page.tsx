// A challenge page rendered for this request: a signed-in viewer, or a query (tab, idea...).
// A survey link (?survey=1) always lands here, never on the visitor cache (any query skips it), so
// the auto-survey decision can read the visit's headers without touching the cached pages.
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { ChallengePageView } from '@/components/challenges/detail/ChallengePageView';
import { asksForSurvey, hasPriorPage } from '@/lib/challenges/survey';
import { challengeMetadata } from '@/server/bff/challenge-page';
import { webConfig } from '@/server/bff/config';
import { getViewer } from '@/server/bff/loaders';

type Props = {
  params: Promise<{ community: string; challenge: string; child?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return challengeMetadata((await params).challenge);
}

export default async function ChallengePage({ params, searchParams }: Props) {
  const [{ community, challenge, child = [] }, query, viewer, request] = await Promise.all([
    params,
    searchParams,
    getViewer(),
    headers(),
  ]);
  const arrival = {
    signedIn: viewer !== null,
    priorPage: hasPriorPage(
      { referer: request.get('referer'), secFetchSite: request.get('sec-fetch-site') },
      webConfig().ROOT_DOMAIN,
    ),
    surveyLink: asksForSurvey(query),
  };
  return (
    <ChallengePageView
      community={community}
      slug={challenge}
      child={child}
      query={query}
      viewer={viewer}
      arrival={arrival}
    />
  );
}
