// Who moderates a community (issue 21 §3, §7): a global admin everywhere; a platform ambassador
// in their own community (their home platform) only, and nowhere else.
import type { UserRow } from './users';

export function moderatesPlatform(user: UserRow | null, platformId: number | null): boolean {
  if (!user) return false;
  if (user.globalAdmin) return true;
  return user.platformAmbassador && platformId !== null && user.homePlatformId === platformId;
}
