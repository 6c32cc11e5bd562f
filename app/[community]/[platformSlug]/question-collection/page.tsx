// /{platformSlug}/question-collection: every question one user asked in this community.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { QuestionCollection } from '@/components/browse/QuestionCollection';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { Alert } from '@/components/ui/Alert';
import { MESSAGES } from '@/lib/constants';
import { classifyPlatformSlug } from '@/lib/routes/platform-slug';
import { href } from '@/lib/routes/table';
import { getQuestionCollection } from '@/server/bff/browse';
import { loadUserPlatformFrame, userPlatformMetadata } from '@/server/bff/user-platform-data';

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPlatformMetadata((await params).platformSlug, 'Question collection');
}

export default async function UserQuestionCollectionPage({ params }: Props) {
  const { community, platformSlug } = await params;
  // '/platform/question-collection' is the community's own collection.
  if (classifyPlatformSlug(platformSlug).kind === 'community') redirect(href('home.question-collection'));
  const frame = await loadUserPlatformFrame(community, platformSlug);
  const handle = frame.user.screen_name;
  const groups = await getQuestionCollection(community, handle);
  return (
    <UserPlatformFrame frame={frame} current={null}>
      <h2>Questions asked by @{handle}</h2>
      {groups ? (
        <QuestionCollection
          groups={groups}
          level={3}
          empty={`@${handle} has not asked a question in this community yet.`}
        />
      ) : (
        <Alert kind="danger" autoClose={false}>
          {MESSAGES.generic}
        </Alert>
      )}
    </UserPlatformFrame>
  );
}
