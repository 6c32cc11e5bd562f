// /{platformSlug}/my-dashboard/forum-preferences (spec 3 §2.4 dashboard.forum-preferences); its owner only.
import type { Metadata } from 'next';
import { ForumPreferencesPage } from '@/components/forums/ForumDashboard';

export const metadata: Metadata = { title: 'Forum preferences', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function Page({ params }: Props) {
  const { community, platformSlug } = await params;
  return <ForumPreferencesPage community={community} platformSlug={platformSlug} />;
}
