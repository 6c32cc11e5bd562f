import 'server-only';
// The link context of this request: which community it is for, on which root domain.
import { cache } from 'react';
import type { LinkContext } from '../../lib/routes/community-links';
import { webConfig } from './config';
import { requestContext } from './loaders';

/** Once per request: every card of a page asks. */
export const linkContext = cache(async (): Promise<LinkContext> => {
  const config = webConfig();
  return { community: (await requestContext()).community, rootDomain: config.ROOT_DOMAIN, protocol: config.protocol };
});
