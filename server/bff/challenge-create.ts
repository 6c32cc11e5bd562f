import 'server-only';
// What the creation flow pages need (spec 2 §2): a signed-in catalyst, the community, its categories
// and the main site's name. For a visitor, what the sign-in wall needs instead (issue 22: the page
// says why it asks for an account before sending anyone to the gateway).
import { notFound } from 'next/navigation';
import { PRODUCT_NAME } from '@/lib/constants';
import { FLAG } from '@/lib/contracts/flags';
import { MAIN_COMMUNITY } from '@/lib/hosts';
import { linkContext } from './links';
import { getCategories, getPlatform, getViewer, isFlagOn } from './loaders';
import { loadShell } from './shell';

/** The sign-in wall's addresses for a visitor: sign in or sign up, both back to this page. */
export async function loadSignInWall(community: string) {
  const shell = await loadShell(community);
  return { here: shell.here, platform: community, signupUrl: shell.urls.signup };
}

/** The flow for a signed-in player; null for a visitor (the page shows the sign-in wall). */
export async function loadCreationFlow(community: string) {
  const viewer = await getViewer();
  if (!viewer) return null;
  const [platform, categories, main, aiAssistant] = await Promise.all([
    getPlatform(community),
    getCategories(community),
    getPlatform(MAIN_COMMUNITY),
    isAiAssistantEnabled(),
  ]);
  if (!platform) notFound();
  return {
    handle: viewer.account.user.handle,
    scoutId: viewer.account.user.id,
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
