// The innovation resume (spec 3 §2.4 dashboard.resume; the alias /my-dashboard/resume leads here).
import type { Metadata } from 'next';
import { InnovationResume } from '@/components/dashboard/InnovationResume';

export const metadata: Metadata = { title: 'Innovation resume', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function InnovationResumePage({ params }: Props) {
  const { community, platformSlug } = await params;
  return <InnovationResume community={community} platformSlug={platformSlug} />;
}
