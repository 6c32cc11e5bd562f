// Nerve-on A-ha, public (spec 3 §2.4 dashboard.nerve-on-ah.public): a player's saved ideas that
// they made public. The player manages theirs here; any other signed-in player reads them at the
// player's own path (/{player}/my-dashboard/nerve-on-ah/public), like a teammate's idea log.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { DashboardFrame, EmptyState } from '@/components/dashboard/DashboardFrame';
import { NerveOnAhTabs } from '@/components/idea-notes/NerveOnAhTabs';
import { SavedIdeaList } from '@/components/idea-notes/SavedIdeaList';
import { signInReturnPath } from '@/lib/accounts-urls';
import { href } from '@/lib/routes/table';
import { getMySavedIdeas, getPublicSavedIdeas } from '@/server/bff/idea-notes';
import { getViewer, requestContext } from '@/server/bff/loaders';
import { loadUserPlatform } from '@/server/bff/user-platform';

export const metadata: Metadata = { title: 'Nerve-on A-ha: public', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function NerveOnAhPublicPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const viewer = await getViewer();
  if (!viewer) redirect(signInReturnPath((await requestContext()).path, community));
  const user = await loadUserPlatform(platformSlug);
  const me = viewer.account.user;
  const own = user.id === me.id;
  const entries = own ? await getMySavedIdeas('public') : await getPublicSavedIdeas(user.screen_name);
  return (
    <DashboardFrame
      screenName={me.screen_name}
      role="aha"
      page={href('dashboard.nerve-on-ah.public', { platformSlug: user.screen_name })}
      crumbs={[{ label: 'Nerve-on A-ha' }, { label: own ? 'Public' : `@${user.screen_name}` }]}
      title={own ? 'Nerve-on A-ha: my public ideas' : `@${user.screen_name}'s A-ha ideas`}
      lead={
        <p>
          {own
            ? 'The saved ideas you made public: every signed-in player can read them here.'
            : `Ideas @${user.screen_name} saved and shared.`}
        </p>
      }
    >
      {own && <NerveOnAhTabs platformSlug={me.screen_name} current="public" />}
      {entries.length ? (
        <SavedIdeaList entries={entries} owner={own} label="Public ideas" />
      ) : (
        <EmptyState
          action={own ? { label: 'Save an idea', href: href('dashboard.nerve-on-ah.private', { platformSlug: me.screen_name }) } : undefined}
        >
          {own ? 'You have no public ideas yet.' : `@${user.screen_name} has no public ideas yet.`}
        </EmptyState>
      )}
    </DashboardFrame>
  );
}
