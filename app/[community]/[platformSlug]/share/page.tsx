// /{platformSlug}/share (home.share, the Share Panel; sign-in required, spec 3 §2.6): the absolute
// link of the user's platform with a Copy button and share links per network.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { SharePanel } from '@/components/sharing/SharePanel';
import { signInReturnPath } from '@/lib/accounts-urls';
import { href } from '@/lib/routes/table';
import { requestContext } from '@/server/bff/loaders';
import { loadUserPlatformFrame, userPlatformMetadata } from '@/server/bff/user-platform-data';

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPlatformMetadata((await params).platformSlug, 'Share', { robots: { index: false } });
}

export default async function SharePage({ params }: Props) {
  const { community, platformSlug } = await params;
  const frame = await loadUserPlatformFrame(community, platformSlug);
  const { user, isOwner, shell, viewer } = frame;
  if (!viewer) redirect(signInReturnPath((await requestContext()).path, community));
  const name = `${user.first_name} ${user.last_name}`.trim() || `@${user.screen_name}`;
  // The personal share URL carries the sharer's scout_id: whoever signs up after opening it is
  // recorded as the sharer's recruit (middleware keeps scout_id in a cookie for the sign-up).
  const url = `${shell.origin}${href('home.user', { platformSlug: user.screen_name }, { scout_id: String(viewer.account.user.id) })}`;
  const site = shell.platform?.title ?? 'Nervus';
  const text = isOwner ? `My challenges and ideas on ${site}` : `${name} (@${user.screen_name}) on ${site}`;
  return (
    <UserPlatformFrame frame={frame} current={null}>
      <section className="card share-card" aria-labelledby="share-heading">
        <h2 id="share-heading">Share {isOwner ? 'your platform' : `@${user.screen_name}’s platform`}</h2>
        <p className="muted">
          {isOwner
            ? 'Send people to your challenges and ideas.'
            : `Send people to the challenges and ideas of @${user.screen_name}.`}{' '}
          The link carries your scout id: anyone who creates an account after opening it is recorded as your recruit.
        </p>
        <SharePanel
          url={url}
          text={text}
          label={isOwner ? 'Your platform link' : `Link to @${user.screen_name}’s platform`}
        />
      </section>
    </UserPlatformFrame>
  );
}
