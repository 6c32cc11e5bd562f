import 'server-only';
// What the creation flow pages need (spec 2 §2): a signed-in catalyst (signed-out visitors go to the
// sign-in gateway and come back), the community, its categories and the main site's name.
import { notFound, redirect } from 'next/navigation';
import { signInReturnPath } from '@/lib/accounts-urls';
import { PRODUCT_NAME } from '@/lib/constants';
import { FLAG } from '@/lib/contracts/flags';
import { MAIN_COMMUNITY } from '@/lib/hosts';
import { linkContext } from './links';
import { getCategories, getPlatform, getViewer, isFlagOn, requestContext } from './loaders';

export async function loadCreationFlow(community: string) {
  const viewer = await getViewer();
  if (!viewer) redirect(signInReturnPath((await requestContext()).path, community));
  const [platform, categories, main, aiAssistant] = await Promise.all([
    getPlatform(community),
    getCategories(community),
    getPlatform(MAIN_COMMUNITY),
    isAiAssistantEnabled(),
  ]);
  if (!platform) notFound();
  return {
    handle: viewer.account.user.handle,
    platform: { slug: platform.slug, title: platform.title, isMain: platform.is_main },
    mainTitle: main?.title ?? PRODUCT_NAME,
    categories,
    aiAssistant,
    /** Saved drafts of other communities open on their own host. */
    links: linkContext(community),
  };
}

/**
 * Whether the creation flow shows the AI assistant button (spec 2 §6: behind the developer flag
 * 'developer-ai-assistant', off by default). Read from GET /flags, cached 60 s under the 'flags' tag.
 */
export function isAiAssistantEnabled(): Promise<boolean> {
  return isFlagOn(FLAG.aiAssistant);
}
