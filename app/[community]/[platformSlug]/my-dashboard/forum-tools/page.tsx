// /{platformSlug}/my-dashboard/forum-tools (spec 3 §2.4 dashboard.forum-tools); its owner only.
import type { Metadata } from 'next';
import { ForumToolsPage } from '@/components/forums/ForumDashboard';

export const metadata: Metadata = { title: 'Forum tools', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function Page({ params }: Props) {
  const { community, platformSlug } = await params;
  return <ForumToolsPage community={community} platformSlug={platformSlug} />;
}
