// /{platformSlug}/share (home.user.snoozed-sharings, the 'Share Panel'; sign-in required, spec 3
// §2.6): the viewer's queue of saved shares with share-now and remove, and the share panel of the
// platform itself. Another user's /share leads to the viewer's own queue; Share on their platform
// opens the panel for it (SharePlatformButton).
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { SharePanel } from '@/components/sharing/SharePanel';
import { SnoozedQueue } from '@/components/sharing/SnoozedQueue';
import { Alert } from '@/components/ui/Alert';
import { signInReturnPath } from '@/lib/accounts-urls';
import { MESSAGES } from '@/lib/constants';
import { withScoutId } from '@/lib/sharing';
import { href } from '@/lib/routes/table';
import { requestContext } from '@/server/bff/loaders';
import { getSnoozedQueue } from '@/server/bff/sharing';
import { loadUserPlatformFrame, userPlatformMetadata } from '@/server/bff/user-platform-data';

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPlatformMetadata((await params).platformSlug, 'Share Panel', { robots: { index: false } });
}

export default async function SharePage({ params }: Props) {
  const { community, platformSlug } = await params;
  const frame = await loadUserPlatformFrame(community, platformSlug);
  const { user, isOwner, shell, viewer } = frame;
  if (!viewer) redirect(signInReturnPath((await requestContext()).path, community));
  const me = viewer.account.user.screen_name;
  if (!isOwner) redirect(href('home.share', { platformSlug: me }));
  const queue = await getSnoozedQueue();
  const url = withScoutId(
    `${shell.origin}${href('home.user', { platformSlug: user.screen_name })}`,
    viewer.account.user.id,
  );
  return (
    <UserPlatformFrame frame={frame} current={null}>
      <section className="card share-card" aria-labelledby="queue-heading">
        <h2 id="queue-heading">
          Share Panel{' '}
          {queue && (
            <span className="badge" aria-label={`${queue.total} saved`}>
              {queue.total}
            </span>
          )}
        </h2>
        <p className="muted">
          Shares you saved with Share Later. Links carry your scout id: anyone who creates an account after opening one
          becomes your recruit.
        </p>
        {queue ? (
          <SnoozedQueue items={queue.items} />
        ) : (
          <Alert kind="danger" autoClose={false}>
            {MESSAGES.generic}
          </Alert>
        )}
      </section>
      <section className="card share-card" aria-labelledby="share-heading">
        <h2 id="share-heading">Share your platform</h2>
        <SharePanel
          url={url}
          label="Your platform link"
          subject="user"
          target={user.screen_name}
          queueHref={href('home.share', { platformSlug: me })}
          recruitsHref={href('dashboard.scout.recruits', { platformSlug: me })}
        />
      </section>
    </UserPlatformFrame>
  );
}
