import 'server-only';
// Loaders of the awards (spec 3 §7 'Awards') and the player's impact. Each returns null when the
// provider fails, so a page says 'could not be loaded' instead of showing made-up numbers. The
// viewer's token goes along when there is one: the provider adds rank badges for their own medals.
import { impactSchema, medalsMetaSchema, userMedalsSchema } from '../../lib/contracts/awards';
import { provider } from './provider';

/** GET /award/medals/{id}: a user id or screen name. */
export async function getUserMedals(user: number | string) {
  const res = await provider(`/award/medals/${encodeURIComponent(String(user))}`, { schema: userMedalsSchema });
  return res.ok ? res.data : null;
}

/** GET /award/medals/{id}/meta: counts per medal kind. */
export async function getMedalsMeta(user: number | string) {
  const res = await provider(`/award/medals/${encodeURIComponent(String(user))}/meta`, { schema: medalsMetaSchema });
  return res.ok ? res.data : null;
}

/** GET /me/impact: the signed-in player's impact. */
export async function getMyImpact() {
  const res = await provider('/me/impact', { schema: impactSchema });
  return res.ok ? res.data : null;
}
