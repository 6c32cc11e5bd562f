// 'Rate ideas' on an open challenge's Ideas tab for a signed-in player (spec 2 §2 start-rate): the
// way into the one-at-a-time flow, with how many ideas are left for them. Rendered from the ratings
// the page already read (no script of its own): on the server for a page rendered for its viewer, in
// the browser in a kept page's slot. The visitor cache reads no cookies and shows the sign-in link. The catalyst sees it too:
// they rate the crowd's ideas in their own challenge (spec 2 §6), never their own test idea.
import Link from 'next/link';
import { rateableText } from '@/lib/challenges/rate-flow';
import type { MyRatings } from '@/lib/contracts/rating';
import { href } from '@/lib/routes/table';

export function RateIdeasLink({
  slug,
  ideas,
  mine,
}: {
  slug: string;
  ideas: readonly { id: number }[];
  mine: MyRatings;
}) {
  const own = new Set(mine.own_idea_ids);
  const rated = new Set(mine.ratings.map((r) => r.idea_id));
  const rateable = ideas.filter((idea) => !own.has(idea.id));
  const left = rateable.filter((idea) => !rated.has(idea.id)).length;
  if (rateable.length === 0) {
    return (
      <p className="rate-start">
        <span className="muted">Only your own ideas so far: nobody rates their own.</span>{' '}
        <Link href={href('challenges.rating-unlock', { challenge: slug })}>What unlocks rating</Link>
      </p>
    );
  }
  return (
    <p className="rate-start">
      {left > 0 && (
        <Link className="btn btn-sm" href={href('challenges.start-rate', { challenge: slug })}>
          Rate ideas
        </Link>
      )}
      <span className="muted">{rateableText(left)}</span>
    </p>
  );
}
