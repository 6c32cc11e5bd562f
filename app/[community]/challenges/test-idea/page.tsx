// /challenges/test-idea: the same flow with solution format test-an-idea (spec 2 §2); a visitor sees why it needs an account.
import type { Metadata } from 'next';
import { SignInWall } from '@/components/account/SignInWall';
import { CreationPage } from '@/components/challenge-create/CreationPage';
import { loadCreationFlow, loadSignInWall } from '@/server/bff/challenge-create';

export const metadata: Metadata = { title: 'Test my Idea', robots: { index: false } };

type Props = { params: Promise<{ community: string }> };

export default async function TestIdeaPage({ params }: Props) {
  const { community } = await params;
  const flow = await loadCreationFlow(community);
  if (!flow)
    return (
      <SignInWall
        title="Test my Idea"
        why="Put your own idea in front of the community and let the players rate it. A test belongs to an account, so that you can follow the ratings and comments it collects and earn neurons for it."
        {...await loadSignInWall(community)}
      />
    );
  return <CreationPage format="test-an-idea" {...flow} />;
}
