import 'server-only';
// The director dashboard's data (spec 3 §2.4 director pages; issue 17 §5): one provider call, per
// signed-in person, never cached across people.
import { directorDashboardSchema } from '@/lib/contracts/directors';
import { requestContext } from './loaders';
import { provider } from './provider';

/**
 * null when the provider refuses (the flag off for this request's community) or could not answer.
 * The community goes along, so the provider applies its flag setting as the page does.
 */
export async function getDirectorDashboard() {
  const { community } = await requestContext();
  const res = await provider('/olympiad/director', { schema: directorDashboardSchema, query: { platform: community } });
  return res.ok ? res.data : null;
}
