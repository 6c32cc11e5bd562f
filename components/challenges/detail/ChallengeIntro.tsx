// The part of a challenge page that is the same for every viewer: its structured data, header,
// question detail, media, the catalyst's update and the improve card (spec 2 §2). Rendered once
// per challenge and community with 'use cache' (issue 24 part 5) and kept under the challenge's
// own tag, so every mutation that revalidates `challenge:{slug}` renders it afresh; otherwise it
// lasts as long as a visitor page (VISITOR_CACHE_SECONDS). It takes nothing of the viewer: what
// differs per viewer (the owner's and reporter's controls) comes in as `children`, which a cached
// component passes through without keeping.
import { cacheLife, cacheTag } from 'next/cache';
import type { ReactNode } from 'react';
import { renderMarkdown } from '@/lib/markdown';
import { VISITOR_CACHE_SECONDS } from '@/lib/routes/visitor-cache';
import { challengeStructuredData } from '@/server/bff/challenge-page';
import { linkContext } from '@/server/bff/links';
import { fetchChallenge, ProviderUnavailableError } from '@/server/bff/loaders';
import { JsonLd } from '../../seo/JsonLd';
import { ChallengeHeader } from './ChallengeHeader';
import { ChallengeMedia } from './ChallengeMedia';
import { ImproveIdeaCard } from './ImproveIdeaCard';

export async function ChallengeIntro({
  slug,
  community,
  children,
}: {
  slug: string;
  community: string;
  children?: ReactNode;
}) {
  'use cache';
  cacheTag(`challenge:${slug}`);
  cacheLife({ revalidate: VISITOR_CACHE_SECONDS, expire: VISITOR_CACHE_SECONDS });
  // The page loaded the challenge before (and answered a 404, an outage or a refusal itself), so
  // a failure here is a change since then: thrown, which keeps it out of the cache.
  const res = await fetchChallenge(slug);
  if (!res.ok) throw new ProviderUnavailableError(`challenge ${slug}`, res.status, res.retryAfter);
  const challenge = res.data;
  return (
    <>
      <JsonLd data={challengeStructuredData(challenge)} />
      <ChallengeHeader challenge={challenge} now={new Date()} links={linkContext(community)} />
      {children}
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
    </>
  );
}
