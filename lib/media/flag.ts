// My Files is behind beta-features' media-storage-library variant (spec 3 §2.4 'my-files (flag
// beta-features, variant media-storage-library)'). Pure: the dashboard's link and page and the
// provider's routes read a community's flags with the same rule.
import { FLAG, type Flag } from '../contracts/flags';

export const MEDIA_LIBRARY_VARIANT = 'media-storage-library';

/** beta-features on, and its media-storage-library variant present and not switched 'off'. */
export function mediaLibraryEnabled(flags: Flag[]): boolean {
  const flag = flags.find((f) => f.name === FLAG.betaFeatures);
  const variant = flag?.variants.find((v) => v.name === MEDIA_LIBRARY_VARIANT);
  return Boolean(flag?.enabled && variant && variant.value !== 'off');
}
