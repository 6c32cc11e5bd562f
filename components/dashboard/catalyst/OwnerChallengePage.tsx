// The catalyst's owner page of one challenge (spec 3 §2.4 catalyst 'open with advanced-mode and
// easy-mode details'): its ideas with average and rating count, the Top 3 picker, the idea review
// with its iteration requests (GET/POST .../catalyst/ideas), the catalyst
// update and the end-early control. Anyone else (or an unknown challenge) gets nothing of it: the
// not-owner toast and their own dashboard (spec 3 §5, §8).
import Link from 'next/link';
import { href } from '@/lib/routes/table';
import { CatalystIdeasReview } from '@/components/idea-notes/CatalystIdeasReview';
import { getCatalystPicker } from '@/server/bff/catalyst';
import { getCatalystIdeas } from '@/server/bff/idea-notes';
import { requireDashboardOwner } from '@/server/bff/dashboards';
import { LazyEndChallengeButton as EndChallengeButton } from '../../challenges/detail/OwnerTools';
import { DashboardFrame, DashboardUnavailable } from '../DashboardFrame';
import { CatalystUpdateForm } from './CatalystUpdateForm';
import { NotOwnerRedirect } from './NotOwnerRedirect';
import { SendIdeasForm } from './SendIdeasForm';
import { TopThreePicker } from './TopThreePicker';

export type OwnerMode = 'easy' | 'advanced';

export async function OwnerChallengePage({
  community,
  platformSlug,
  slug,
  mode,
}: {
  community: string;
  platformSlug: string;
  slug: string;
  mode: OwnerMode;
}) {
  const me = await requireDashboardOwner(community, platformSlug);
  const screenName = me.screen_name;
  const openList = href('dashboard.catalyst.open', { platformSlug: screenName });
  const page = href('dashboard.catalyst.open.detail', { platformSlug: screenName, challenge: slug });
  const res = await getCatalystPicker(slug);
  const crumbs = [
    { label: 'Catalyst', href: openList },
    { label: 'Open', href: openList },
    { label: res.ok ? res.data.question_title : 'Challenge' },
  ];
  if (!res.ok && (res.status === 403 || res.status === 404)) {
    return (
      <DashboardFrame screenName={screenName} role="catalyst" page={page} crumbs={crumbs.slice(0, 2)} title="Challenge">
        <NotOwnerRedirect to={openList} />
      </DashboardFrame>
    );
  }
  if (!res.ok) {
    return (
      <DashboardFrame screenName={screenName} role="catalyst" page={page} crumbs={crumbs} title="Challenge">
        <DashboardUnavailable />
      </DashboardFrame>
    );
  }
  const state = res.data;
  const review = await getCatalystIdeas(slug);
  const modeLink = (m: OwnerMode) =>
    href('dashboard.catalyst.open.detail', { platformSlug: screenName, challenge: slug }, { mode: m });
  return (
    <DashboardFrame
      screenName={screenName}
      role="catalyst"
      page={page}
      crumbs={crumbs}
      title={state.question_title}
      lead={
        <p className="muted">
          {state.closed
            ? 'Closed: ideas are revealed and ranked.'
            : 'Open: ideas stay anonymous to the crowd until the challenge closes.'}
        </p>
      }
    >
      <nav className="dash-actions" aria-label="Owner page">
        <Link
          className={`btn btn-sm${mode === 'easy' ? '' : ' btn-ghost'}`}
          href={modeLink('easy')}
          aria-current={mode === 'easy' ? 'page' : undefined}
        >
          Easy mode
        </Link>
        <Link
          className={`btn btn-sm${mode === 'advanced' ? '' : ' btn-ghost'}`}
          href={modeLink('advanced')}
          aria-current={mode === 'advanced' ? 'page' : undefined}
        >
          Advanced mode
        </Link>
        <Link className="btn btn-ghost btn-sm" href={href('challenges.show', { challenge: slug })}>
          Challenge page
        </Link>
      </nav>
      <TopThreePicker key={mode} initial={state} mode={mode} />
      {review && <CatalystIdeasReview review={review} />}
      <CatalystUpdateForm slug={slug} initial={state.update} />
      <SendIdeasForm slug={slug} />
      {!state.closed && (
        <section className="card" aria-labelledby="end-heading">
          <h2 id="end-heading">End early</h2>
          <p className="muted">
            Ending now closes the challenge at once: ideas are revealed and ranked, and prizes and bonuses are paid to
            your Top 3 and the crowd’s Top 5.
          </p>
          <div role="group" aria-label="Your challenge">
            <EndChallengeButton slug={slug} />
          </div>
        </section>
      )}
    </DashboardFrame>
  );
}
