import type { Metadata } from 'next';
import { FeedbackForm } from '@/components/feedback/FeedbackForm';
import { BoxedLayout } from '@/components/shell/Layouts';
import { MESSAGES } from '@/lib/constants';
import { getViewer } from '@/server/bff/loaders';

export const metadata: Metadata = {
  title: 'Send feedback',
  description: 'Tell the Nervus team what works, what does not, and what you would like to see next.',
};

type Props = { searchParams: Promise<Record<string, string | undefined>> };

export default async function SendFeedbackPage({ searchParams }: Props) {
  const query = await searchParams;
  const viewer = await getViewer();
  const notFound = query.about === MESSAGES.pageNotFound;
  return (
    <BoxedLayout
      crumbs={[{ label: 'About', href: '/about' }, { label: 'Send feedback' }]}
      family="generic"
      screenName={null}
      current="/send-feedback"
    >
      <div className="card">
        <h1 style={{ marginTop: 0 }}>{notFound ? MESSAGES.pageNotFound : 'Send feedback'}</h1>
        {notFound ? (
          <p>
            We could not find <code>{query.feedback}</code>. If you followed a link on Nervus, tell us where it was and
            we will fix it.
          </p>
        ) : (
          <p className="muted">Questions, ideas for the product, a bug, a barrier to access: we read every message.</p>
        )}
        {query.sent === '1' ? (
          <p className="alert alert-success" role="status">
            Thank you — your feedback reached the Nervus team.
          </p>
        ) : (
          <FeedbackForm
            initialAbout={query.about ?? ''}
            initialFeedback={query.feedback ?? ''}
            email={viewer?.account.user.email ?? ''}
          />
        )}
      </div>
    </BoxedLayout>
  );
}
