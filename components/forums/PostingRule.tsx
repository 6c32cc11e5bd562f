// Who can post (spec 3 §5): the rule, and for a signed-in player their progress toward it
// (GET /me/forum-gate).
import type { ForumGateStatus } from '@/lib/contracts/forum-gate';
import { FORUM_GATE } from '@/lib/forums';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function PostingRule({ gate }: { gate: ForumGateStatus | null }) {
  return (
    <section className="card" aria-labelledby="gate-heading">
      <h3 id="gate-heading">Who can post</h3>
      <p>
        New players must enter {plural(FORUM_GATE.ideas, 'idea', 'ideas')} in any question or rate{' '}
        {plural(FORUM_GATE.ratings, 'idea', 'ideas')} before posting in any forum.
      </p>
      {gate && (
        <p className={`alert ${gate.can_post ? 'alert-success' : 'alert-info'}`}>
          <span>
            You have entered {plural(gate.ideas, 'idea', 'ideas')} and rated {plural(gate.ratings, 'idea', 'ideas')}.{' '}
            {gate.can_post
              ? 'You meet the rule.'
              : `Enter ${plural(gate.ideas_needed, 'idea', 'ideas')} or rate ${plural(gate.ratings_needed, 'more idea', 'more ideas')} to meet it.`}
          </span>
        </p>
      )}
    </section>
  );
}
