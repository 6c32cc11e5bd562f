// Every page of a community: navbar, content, footer; toasts and dialogs; 404 for unknown communities.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { EndExpiredSession } from '../../components/account/EndExpiredSession';
import { Footer } from '../../components/shell/Footer';
import { Navbar } from '../../components/shell/Navbar';
import { PageViewTrait } from '../../components/shell/PageViewTrait';
import { ServiceWorker } from '../../components/shell/ServiceWorker';
import { UiProvider } from '../../components/ui/UiProvider';
import { loadShell } from '../../server/bff/shell';
import { webConfig } from '../../server/bff/config';
import { communityOrigin } from '../../lib/hosts';
import { getPlatform } from '../../server/bff/loaders';

type Props = { children: ReactNode; params: Promise<{ community: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { community } = await params;
  const platform = await getPlatform(community);
  if (!platform) return {};
  const config = webConfig();
  return {
    // Relative canonical and preview URLs resolve against the community's own host.
    metadataBase: new URL(communityOrigin(community, config.ROOT_DOMAIN, config.protocol)),
    title: { default: `${platform.title} · ${platform.slogan}`, template: `%s · ${platform.title}` },
    description: platform.marketing_phrase ?? platform.slogan,
    openGraph: { siteName: platform.title, type: 'website' },
  };
}

export default async function CommunityLayout({ children, params }: Props) {
  const { community } = await params;
  const shell = await loadShell(community);
  if (!shell.platform) notFound();
  const { platform, viewer, urls } = shell;
  const screenName = viewer?.account.user.screen_name;
  return (
    <UiProvider shadow={Boolean(viewer?.shadow)} logoutUrl={urls.logout}>
      {shell.sessionExpired && <EndExpiredSession />}
      {viewer?.shadow && (
        <div className="shadow-banner" role="status">
          Shadow mode: you are acting as @{screenName}. Changes need your confirmation.
        </div>
      )}
      <Navbar
        platform={platform}
        viewer={screenName ? { screenName, shadow: Boolean(viewer?.shadow), avatarUrl: viewer?.account.user.avatar_url ?? null } : null}
        signupUrl={urls.signup}
        logoutUrl={urls.logout}
        mainSiteUrl={shell.mainSiteUrl}
        here={shell.here}
      />
      <main id="main">{children}</main>
      <ServiceWorker />
      <PageViewTrait community={community} />
      <Footer signedIn={Boolean(viewer)} isAdmin={Boolean(viewer?.account.admin_roles.global_admin)} signupUrl={urls.signup} />
    </UiProvider>
  );
}
