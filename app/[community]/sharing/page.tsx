// /sharing (also /sharing-center): signed-in only; signed out goes to sign-in and comes back.
import { isChallengeClosed } from '@/lib/countdown';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { BoxedLayout } from '@/components/shell/Layouts';
import { SharingCenter } from '@/components/sharing/SharingCenter';
import { Alert } from '@/components/ui/Alert';
import { signInReturnPath } from '@/lib/accounts-urls';
import { MESSAGES } from '@/lib/constants';
import { communityOrigin } from '@/lib/hosts';
import { href, userHomeHref } from '@/lib/routes/table';
import { withScoutId } from '@/lib/sharing';
import { webConfig } from '@/server/bff/config';
import { getMySummary, getViewer, requestContext } from '@/server/bff/loaders';

export const metadata: Metadata = { title: 'Sharing center', robots: { index: false } };

type Props = { params: Promise<{ community: string }> };

export default async function SharingPage({ params }: Props) {
  const { community } = await params;
  const viewer = await getViewer();
  if (!viewer) redirect(signInReturnPath((await requestContext()).path, community));
  const me = viewer.account.user;
  const summary = await getMySummary();
  const { ROOT_DOMAIN, protocol } = webConfig();
  const now = new Date();
  const items = (summary?.recent_challenges ?? [])
    .filter((c) => !isChallengeClosed(c, now))
    .map((challenge) => ({
      challenge,
      url: withScoutId(
        `${communityOrigin(challenge.platform.slug, ROOT_DOMAIN, protocol)}${href('challenges.show', { challenge: challenge.slug })}`,
        me.id,
      ),
    }));
  return (
    <BoxedLayout
      crumbs={[{ label: 'Sharing center' }]}
      ownProfileHref={userHomeHref(me.screen_name)}
      family="dashboard"
      screenName={me.screen_name}
      current={href('sharing')}
    >
      <h1 style={{ marginTop: 0 }}>Sharing center</h1>
      {summary ? (
        <SharingCenter items={items} now={now} screenName={me.screen_name} />
      ) : (
        <Alert kind="danger" autoClose={false}>
          {MESSAGES.generic}
        </Alert>
      )}
    </BoxedLayout>
  );
}
