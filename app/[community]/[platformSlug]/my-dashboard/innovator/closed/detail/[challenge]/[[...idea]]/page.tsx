// Innovator: one closed challenge I entered, or one of my ideas in it (closed/detail/{challenge}/{idea?}).
import type { Metadata } from 'next';
import { InnovatorDetailPage } from '@/components/dashboard/InnovatorPages';

export const metadata: Metadata = { title: 'Innovator: my results', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string; challenge: string; idea?: string[] }> };

export default async function InnovatorClosedDetailPage({ params }: Props) {
  const { community, platformSlug, challenge, idea } = await params;
  return (
    <InnovatorDetailPage
      community={community}
      platformSlug={platformSlug}
      tab="closed"
      challenge={challenge}
      idea={idea?.[0]}
    />
  );
}
