// Catalyst: my saved drafts, each opening in the creation flow (spec 2 §2, §4 draft lifecycle).
import type { Metadata } from 'next';
import { CatalystDraftsPage } from '@/components/dashboard/CatalystPages';

export const metadata: Metadata = { title: 'Catalyst: drafts', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function CatalystDrafts({ params }: Props) {
  const { community, platformSlug } = await params;
  return <CatalystDraftsPage community={community} platformSlug={platformSlug} />;
}
