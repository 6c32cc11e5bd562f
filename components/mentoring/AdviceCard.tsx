// One piece of advice (spec 2 §3 'Mentor comment'): the mentor, when, 'What I like' and 'What could
// improve', and how it was rated (a count and an average: ratings are anonymous, spec 2 §6). The
// controls that go with it (rating it) come in as children. Used on the challenge page's mentoring
// tab and on the mentor dashboard.
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { MentorComment } from '@/lib/contracts/mentoring';
import { ratingSummaryText } from '@/lib/challenges/mentoring';
import { userHomeHref } from '@/lib/routes/table';
import './mentoring.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export function AdviceCard({
  comment,
  mine = false,
  children,
}: {
  comment: MentorComment;
  mine?: boolean;
  children?: ReactNode;
}) {
  const { mentor } = comment;
  return (
    <article className="advice" aria-label={`Advice from @${mentor.handle}`}>
      <p className="advice-byline muted">
        <Link className="person" href={userHomeHref(mentor.handle)} data-user-id={mentor.id}>
          {mentor.avatar_url && <img src={mentor.avatar_url} alt="" width={24} height={24} loading="lazy" />}
          <span>@{mentor.handle}</span>
        </Link>
        {mine && <span className="badge">Your advice</span>}
        <time dateTime={comment.created_at}>{dateFormat.format(new Date(comment.created_at))}</time>
      </p>
      <dl className="advice-texts">
        <div>
          <dt>What I like</dt>
          <dd>{comment.what_i_like}</dd>
        </div>
        <div>
          <dt>What could improve</dt>
          <dd>{comment.what_could_improve}</dd>
        </div>
      </dl>
      <p className="advice-rating muted">{ratingSummaryText(comment.rating)}</p>
      {children}
    </article>
  );
}
