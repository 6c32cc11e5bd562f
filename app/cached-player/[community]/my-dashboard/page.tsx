// The dashboard home kept for every owner (see the layout): proxy.ts rewrites a player's plain
// visit of /{handle}/my-dashboard here. Nothing in it is anybody's own: its links go through 'me'
// (/me/my-dashboard/…, which the pages rendered per request resolve to the viewer's own address),
// and the greeting, the numbers and the owner check are slots the parts call fills
// (components/dashboard/DashboardSlots.tsx). Revalidated with the frame's data, like the kept
// challenge pages.
import type { Metadata } from 'next';
import { DashboardFrame } from '@/components/dashboard/DashboardFrame';
import { DashboardGreetingSlot, DashboardOwnerGate, DashboardSummarySlot } from '@/components/dashboard/DashboardSlots';
import { href } from '@/lib/routes/table';
import { linkContext } from '@/server/bff/links';

// Route segment config must be literal; the value is VISITOR_CACHE_SECONDS (lib/routes/visitor-cache.ts).
export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { title: 'My Dashboard', robots: { index: false } };

/** The owner's own address, for a page that is one for every owner. */
const ME = 'me';

type Props = { params: Promise<{ community: string }> };

export default async function KeptDashboardPage({ params }: Props) {
  const { community } = await params;
  return (
    <DashboardFrame
      screenName={ME}
      community={community}
      role="overview"
      page={href('dashboard.home', { platformSlug: ME })}
      crumbs={[]}
      title={<DashboardGreetingSlot />}
    >
      <DashboardOwnerGate />
      <DashboardSummarySlot links={linkContext(community)} />
    </DashboardFrame>
  );
}
