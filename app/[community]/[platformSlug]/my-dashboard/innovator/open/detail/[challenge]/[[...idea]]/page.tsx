// Innovator: one open challenge I entered, or one of my ideas in it (open/detail/{challenge}/{idea?}).
import type { Metadata } from 'next';
import { InnovatorDetailPage } from '@/components/dashboard/InnovatorPages';

export const metadata: Metadata = { title: 'Innovator: my ideas', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string; challenge: string; idea?: string[] }> };

export default async function InnovatorOpenDetailPage({ params }: Props) {
  const { community, platformSlug, challenge, idea } = await params;
  return (
    <InnovatorDetailPage
      community={community}
      platformSlug={platformSlug}
      tab="open"
      challenge={challenge}
      idea={idea?.[0]}
    />
  );
}
