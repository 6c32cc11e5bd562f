// The mentor dashboard's content (spec 3 §2.4 '.mentoring (query tab=received)'): two tabs as links
// (each its own address), 'Advice I gave' with how each piece was rated (how many players and the
// average: ratings of mentoring are anonymous, spec 2 §6) and 'Advice received' on my ideas, each
// with the 0-5 rating control or my locked rating.
import Link from 'next/link';
import type { FeedbackChoice, MentorDashboard, MentoredIdea } from '@/lib/contracts/mentoring';
import { MENTOR_DASHBOARD_TABS, type MentorDashboardTab } from '@/lib/challenges/mentoring';
import { challengesHomeHref, href } from '@/lib/routes/table';
import { AdviceCard } from '../mentoring/AdviceCard';
import { LazyRateAdvice as RateAdvice } from '../mentoring/MentoringTools';

/** The lead under the page's title. */
export const MENTOR_DASHBOARD_LEAD =
  'Mentors answer ideas with what they like and what could improve. Innovators and peers rate that advice from 0 to 5, anonymously: you see how many rated your advice and the average, never who.';

export function MentorDashboardView({
  screenName,
  tab,
  dashboard,
  choices,
}: {
  screenName: string;
  tab: MentorDashboardTab;
  /** null: it could not be loaded. */
  dashboard: MentorDashboard | null;
  choices: FeedbackChoice[];
}) {
  const counts = dashboard && {
    given: dashboard.given.length,
    received: dashboard.received.reduce((n, idea) => n + idea.comments.length, 0),
  };
  return (
    <>
      <nav className="platform-tabs mentor-dashboard-tabs" aria-label="Mentoring">
        <ul>
          {MENTOR_DASHBOARD_TABS.map((t) => (
            <li key={t.key}>
              <Link
                href={href(
                  'dashboard.mentoring',
                  { platformSlug: screenName },
                  t.key === 'received' ? { tab: 'received' } : {},
                )}
                aria-current={t.key === tab ? 'page' : undefined}
              >
                {t.label}
                {counts && <span className="count">{counts[t.key]}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!dashboard ? (
        <p role="alert" className="alert alert-danger">
          Your mentoring could not be loaded. Please try again later.
        </p>
      ) : tab === 'given' ? (
        <GivenAdvice given={dashboard.given} />
      ) : (
        <ReceivedAdvice received={dashboard.received} choices={choices} />
      )}
    </>
  );
}

/** Where an idea's advice is read: its challenge's mentoring tab, at the idea. */
function ideaHref(idea: MentoredIdea): string {
  return `${href('challenges.show', { challenge: idea.challenge.slug }, { tab: 'mentoring' })}#mentoring-idea-${idea.id}`;
}

function IdeaHeading({ idea }: { idea: MentoredIdea }) {
  return (
    <>
      <h2>
        <Link href={ideaHref(idea)}>{idea.title}</Link>
      </h2>
      <p className="advice-for muted">
        An idea for “{idea.challenge.question_title}”
        {idea.challenge.closed && (
          <>
            {' '}
            <span className="badge badge-closed">Closed</span>
          </>
        )}
      </p>
    </>
  );
}

function GivenAdvice({ given }: { given: MentorDashboard['given'] }) {
  if (!given.length) {
    return (
      <p className="empty-state">
        You have not mentored an idea yet. Open a challenge’s Mentoring &amp; Ratings tab and tell an innovator what you
        like and what could improve. <Link href={challengesHomeHref()}>Find an open challenge</Link>
      </p>
    );
  }
  return (
    <ol className="mentor-dashboard-list" aria-label="Advice I gave">
      {given.map((comment) => (
        <li key={comment.id} className="card">
          <IdeaHeading idea={comment.idea} />
          <AdviceCard comment={comment} mine />
        </li>
      ))}
    </ol>
  );
}

function ReceivedAdvice({ received, choices }: { received: MentorDashboard['received']; choices: FeedbackChoice[] }) {
  if (!received.length) {
    return (
      <p className="empty-state">
        No advice on your ideas yet. When a mentor tells you what they like and what could improve, it shows here for
        you to rate.
      </p>
    );
  }
  return (
    <ol className="mentor-dashboard-list" aria-label="Advice received">
      {received.map(({ idea, comments }) => (
        <li key={idea.id} className="card">
          <IdeaHeading idea={idea} />
          <ul className="advice-list">
            {comments.map((comment) => (
              <li key={comment.id}>
                <AdviceCard comment={comment}>
                  <RateAdvice
                    commentId={comment.id}
                    mentorHandle={comment.mentor.handle}
                    choices={choices}
                    given={comment.my_rate}
                  />
                </AdviceCard>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
