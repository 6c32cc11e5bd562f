// /challenges/create: the default question form (spec 2 §2); a visitor sees why it needs an account.
import type { Metadata } from 'next';
import { SignInWall } from '@/components/account/SignInWall';
import { CreationPage } from '@/components/challenge-create/CreationPage';
import { loadCreationFlow, loadSignInWall } from '@/server/bff/challenge-create';

export const metadata: Metadata = { title: 'Post your own Challenge Question', robots: { index: false } };

type Props = { params: Promise<{ community: string }> };

export default async function CreateChallengePage({ params }: Props) {
  const { community } = await params;
  const flow = await loadCreationFlow(community);
  if (!flow)
    return (
      <SignInWall
        title="Post your own Challenge Question"
        why="Post a question to the community and collect its ideas and ratings. Challenges belong to an account, so that you can follow the answers, reward the best ideas and earn neurons for them."
        {...await loadSignInWall(community)}
      />
    );
  return <CreationPage format="challenge" {...flow} />;
}
