import 'server-only';
// Metadata every page of a community starts from: its name, slogan and its own host as the base
// of canonical and preview URLs.
import type { Metadata } from 'next';
import { communityOrigin } from '@/lib/hosts';
import { webConfig } from './config';
import { getPlatform } from './loaders';

export async function communityMetadata(community: string): Promise<Metadata> {
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
