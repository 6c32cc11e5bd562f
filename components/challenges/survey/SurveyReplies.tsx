// 'Survey replies' in the owner's area of their challenge page: the anonymous answers visitors
// sent through the survey view, newest first, in a disclosure so the page stays short. Shown to the
// owner only (the provider refuses anyone else, spec 3 §5), also once the challenge has closed.
// No reads of its own: a kept page renders it in the browser (ChallengePersonal.tsx).
import type { SurveyReplies as SurveyReplyList } from '@/lib/contracts/survey';
import './survey.css';
import { RelativeTime } from '@/components/ui/RelativeTime';
import { CountBadge } from '@/components/ui/CountBadge';

export function SurveyReplies({
  replies: list,
  offered,
}: {
  /** Null: the read failed. */
  replies: SurveyReplyList | null;
  /** Survey mode is offered now: say so even with no replies yet. */ offered: boolean;
}) {
  if (list === null)
    return (
      <p role="alert" className="alert alert-danger">
        The survey replies could not be loaded. Please try again later.
      </p>
    );
  if (list.total === 0 && !offered) return null;
  return (
    <details className="card survey-replies" id="survey-replies">
      <summary>
        <h2>
          Survey replies <CountBadge n={list.total} />
        </h2>
      </summary>
      {list.total === 0 ? (
        <p className="muted">
          No replies yet. Share your link with “Enable Survey Mode?” on: visitors without an account answer in one step.
        </p>
      ) : (
        <>
          <p className="muted">Anonymous answers from visitors without an account, newest first.</p>
          <ol className="survey-reply-list">
            {list.replies.map((reply) => (
              <li key={reply.id}>
                <p>{reply.answer}</p>
                <RelativeTime at={reply.created_at} />
              </li>
            ))}
          </ol>
          {list.total > list.replies.length && (
            <p className="muted">
              Showing the newest {list.replies.length} of {list.total} replies.
            </p>
          )}
        </>
      )}
    </details>
  );
}
