// /question-collection: every question asked in this community (the main community: everywhere).
import type { Metadata } from 'next';
import Link from 'next/link';
import { QuestionCollection } from '@/components/browse/QuestionCollection';
import { Breadcrumbs } from '@/components/shell/Breadcrumbs';
import { Alert } from '@/components/ui/Alert';
import { MESSAGES } from '@/lib/constants';
import { href } from '@/lib/routes/table';
import { getQuestionCollection } from '@/server/bff/browse';
import { getPlatform } from '@/server/bff/loaders';

export const metadata: Metadata = {
  title: 'Question collection',
  description: 'Every question asked on Nervus, by category: open challenges to answer and closed ones to learn from.',
};

type Props = { params: Promise<{ community: string }> };

export default async function QuestionCollectionPage({ params }: Props) {
  const { community } = await params;
  const [platform, groups] = await Promise.all([getPlatform(community), getQuestionCollection(community)]);
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'Question collection' }]} />
      <h1>Question collection</h1>
      <p className="muted">
        Every question asked{' '}
        {platform?.is_main ? 'across all communities' : `in ${platform?.title ?? 'this community'}`}, by category.
        Looking for something specific? <Link href={href('home.challenges.search')}>Search the challenges</Link>.
      </p>
      {groups ? (
        <QuestionCollection groups={groups} empty="No questions have been asked here yet. Be the first to ask one." />
      ) : (
        <Alert kind="danger" autoClose={false}>
          {MESSAGES.generic}
        </Alert>
      )}
    </div>
  );
}
