// innovator/resolve/{challenge}/{idea?} (spec 2 §2, spec 3 §2.4): fetches the challenge and goes to
// its closed or open detail; a failed fetch is logged and goes to the open list.
import { redirect } from 'next/navigation';
import { resolveTarget } from '@/lib/dashboards';
import { href } from '@/lib/routes/table';
import { requireDashboardOwner } from '@/server/bff/dashboards';
import { fetchChallenge } from '@/server/bff/loaders';

type Props = { params: Promise<{ community: string; platformSlug: string; challenge: string; idea?: string[] }> };

export default async function InnovatorResolvePage({ params }: Props) {
  const { community, platformSlug, challenge, idea } = await params;
  const me = await requireDashboardOwner(community, platformSlug);
  const res = await fetchChallenge(challenge);
  if (!res.ok)
    console.error(
      `[dashboard] resolve: challenge ${challenge} could not be fetched (status ${res.status})`,
      res.errors,
    );
  const target = resolveTarget(res.ok ? { ok: true, challenge: res.data } : { ok: false }, new Date());
  const platform = me.screen_name;
  if (target === 'open-list') redirect(href('dashboard.innovator.open', { platformSlug: platform }));
  const route = target === 'closed-detail' ? 'dashboard.innovator.closed.detail' : 'dashboard.innovator.open.detail';
  redirect(href(route, { platformSlug: platform, challenge, idea: idea?.[0] }));
}
