// /challenges/create: the default question form (spec 2 §2); sign-in required.
import type { Metadata } from 'next';
import { CreationPage } from '@/components/challenge-create/CreationPage';
import { loadCreationFlow } from '@/server/bff/challenge-create';

export const metadata: Metadata = { title: 'Post your own Challenge Question', robots: { index: false } };

type Props = { params: Promise<{ community: string }> };

export default async function CreateChallengePage({ params }: Props) {
  const flow = await loadCreationFlow((await params).community);
  return <CreationPage format="challenge" {...flow} />;
}
