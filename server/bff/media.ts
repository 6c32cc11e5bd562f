import 'server-only';
// A player's own pictures through the BFF: My Files' list, and the cache tags a new or deleted
// picture makes stale (the player's platform pages read their avatar and masthead under user:{name}).
import { revalidateTag } from 'next/cache';
import { mediaLibraryEnabled } from '@/lib/media/flag';
import { mediaLibrarySchema } from '@/lib/media/rules';
import { getFlags, getViewer } from './loaders';
import { provider } from './provider';

/** Is My Files on in this community (beta-features, variant media-storage-library)? */
export async function isMediaLibraryOn(community: string): Promise<boolean> {
  return mediaLibraryEnabled(await getFlags(community));
}

/** My Files for the signed-in player in this community; null when the flag is off there. */
export async function getMyMedia(community: string) {
  const res = await provider('/files/library', { query: { platform: community }, schema: mediaLibrarySchema });
  if (!res.ok && res.status === 404) return null;
  if (!res.ok) throw new Error(`My Files could not be loaded (${res.status})`);
  return res.data;
}

/** After an upload or a delete: pages that show the player's avatar or masthead read it again. */
export async function revalidateMyPictures(): Promise<void> {
  const viewer = await getViewer();
  if (!viewer) return;
  const { user } = viewer.account;
  revalidateTag(`user:${user.screen_name.toLowerCase()}`, { expire: 0 });
}
