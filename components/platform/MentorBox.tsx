// A user's mentor box: their open ask-me-anything and suggestion-box challenges (spec 2 §1).
import Link from 'next/link';
import type { ChallengeCard } from '@/lib/contracts/challenge';
import { countdown } from '@/lib/countdown';
import { href } from '@/lib/routes/table';

const FORMAT_LABEL: Record<string, string> = { ama: 'Ask me anything', suggestion: 'Suggestion box' };

/** '3 questions', '1 question': ideas of a box are the questions asked. */
export function questionCount(n: number): string {
  return `${n} ${n === 1 ? 'question' : 'questions'}`;
}

export function closesText(durationEnd: string, now: Date): string {
  const left = countdown(new Date(durationEnd), now);
  return left.kind === 'closed' ? 'Closed' : left.kind === 'clock' ? `closes in ${left.text}` : left.text;
}

export function MentorBoxList({ boxes, screenName, now }: { boxes: ChallengeCard[]; screenName: string; now: Date }) {
  return (
    <ul className="grid mentor-boxes">
      {boxes.map((box) => (
        <li key={box.id} className="card challenge-card">
          <div className="meta">
            <span className="badge">{FORMAT_LABEL[box.solution_format] ?? box.solution_format}</span>
            <span>{closesText(box.duration_end, now)}</span>
          </div>
          <h3>
            <Link href={href('mentor.ama', { platformSlug: screenName, challenge: box.slug })}>
              {box.question_title}
            </Link>
          </h3>
          {box.question_detail && (
            <p className="muted" style={{ margin: 0 }}>
              {box.question_detail}
            </p>
          )}
          <div className="meta">
            <span>{questionCount(box.idea_count)}</span>
            <span>
              {box.rating_count} {box.rating_count === 1 ? 'rating' : 'ratings'}
            </span>
            <span>{box.platform.title}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
