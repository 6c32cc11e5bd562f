// Challenges home of a community: its header, open and closed challenges.
import { ChallengeGrid } from '../../components/challenges/ChallengeCard';
import { Masthead } from '../../components/shell/Masthead';
import { Alert } from '../../components/ui/Alert';
import { MESSAGES } from '../../lib/constants';
import { getChallengesHome } from '../../server/bff/loaders';
import { loadShell } from '../../server/bff/shell';

type Props = { params: Promise<{ community: string }>; searchParams: Promise<Record<string, string | undefined>> };

export default async function ChallengesHome({ params, searchParams }: Props) {
  const { community } = await params;
  const query = await searchParams;
  const [{ platform, viewer }, home] = await Promise.all([loadShell(community), getChallengesHome(community)]);
  if (!platform) return null;
  const now = new Date();
  const byCategory = (list: typeof home.open) => (query.category ? list.filter((c) => c.main_category?.slug === query.category) : list);
  return (
    <>
      <Masthead platform={platform} signedIn={Boolean(viewer)} />
      <div className="container page">
        {query.notice === 'user-not-found' && (
          <Alert kind="danger">
            <strong>{MESSAGES.userNotFound}</strong> The username {query.username ? <q>{query.username}</q> : ''} does not exist.
          </Alert>
        )}
        <section aria-labelledby="open-heading">
          <h2 id="open-heading">Open challenges{query.category ? ` in ${query.category}` : ''}</h2>
          <ChallengeGrid challenges={byCategory(home.open)} now={now} empty="No open challenges here yet. Be the first to ask a question." />
        </section>
        <section aria-labelledby="closed-heading" style={{ marginTop: '2.5rem' }}>
          <h2 id="closed-heading">Recently closed</h2>
          <ChallengeGrid challenges={byCategory(home.closed)} now={now} empty="No closed challenges yet." />
        </section>
      </div>
    </>
  );
}
