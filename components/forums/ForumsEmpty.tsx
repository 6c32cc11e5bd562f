// The forums of a community or a user before any channel exists: the posting rule (spec 3 §5),
// the signed-in player's progress toward it, and the fact that there are no discussions yet.
import Link from 'next/link';
import { FORUM_GATE, forumGate } from '@/lib/forums';
import { href } from '@/lib/routes/table';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function ForumsEmpty({
  communityTitle,
  activity,
}: {
  communityTitle: string;
  activity: { ideas: number; ratings: number } | null;
}) {
  const gate = activity ? forumGate(activity) : null;
  return (
    <>
      <h2>Discussion forums</h2>
      <div className="up-split">
        <section className="card up-empty" aria-labelledby="discussions-heading">
          <h3 id="discussions-heading">Discussions</h3>
          <p className="up-empty-title">No discussions yet in {communityTitle}.</p>
          <p className="muted">Channels and topics appear here once they are started.</p>
          <p>
            <Link className="btn btn-ghost" href={href('home.challenges')}>
              Browse open challenges
            </Link>
          </p>
        </section>
        <section className="card" aria-labelledby="gate-heading">
          <h3 id="gate-heading">Who can post</h3>
          <p>
            New players must enter {plural(FORUM_GATE.ideas, 'idea', 'ideas')} in any question or rate{' '}
            {plural(FORUM_GATE.ratings, 'idea', 'ideas')} before posting in any forum.
          </p>
          {gate && activity && (
            <p className={`alert ${gate.canPost ? 'alert-success' : 'alert-info'}`}>
              <span>
                You have entered {plural(activity.ideas, 'idea', 'ideas')} and rated{' '}
                {plural(activity.ratings, 'idea', 'ideas')}.{' '}
                {gate.canPost
                  ? 'You meet the rule.'
                  : `Enter ${plural(gate.ideasNeeded, 'idea', 'ideas')} or rate ${plural(gate.ratingsNeeded, 'more idea', 'more ideas')} to meet it.`}
              </span>
            </p>
          )}
        </section>
      </div>
    </>
  );
}
