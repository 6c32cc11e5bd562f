// /challenges/test-idea: the same flow with solution format test-an-idea (spec 2 §2); sign-in required.
import type { Metadata } from 'next';
import { CreationPage } from '@/components/challenge-create/CreationPage';
import { loadCreationFlow } from '@/server/bff/challenge-create';

export const metadata: Metadata = { title: 'Test my Idea', robots: { index: false } };

type Props = { params: Promise<{ community: string }> };

export default async function TestIdeaPage({ params }: Props) {
  const flow = await loadCreationFlow((await params).community);
  return <CreationPage format="test-an-idea" {...flow} />;
}
