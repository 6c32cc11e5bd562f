import 'server-only';
// The link context of a page: the community it is served for, on which root domain. Built from the
// page's own params rather than request headers, so pages served from the visitor cache can use it.
import type { LinkContext } from '@/lib/routes/community-links';
import { webConfig } from './config';

export function linkContext(community: string): LinkContext {
  const config = webConfig();
  return { community, rootDomain: config.ROOT_DOMAIN, protocol: config.protocol };
}
