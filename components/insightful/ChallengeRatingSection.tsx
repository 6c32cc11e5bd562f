// 'Rate this challenge' on the start-rate page (spec 2 §5, spec 3 §9: raters rate challenges on a
// 1 to 5 scale): the crowd's average so far, and the rating control for a signed-in player who is
// not the catalyst and has not rated it yet (once given it shows locked).
import { getChallengeRating } from '@/server/bff/insightful';
import { StarRatingForm } from './StarRatingForm';
import './insightful.css';

export async function ChallengeRatingSection({ slug }: { slug: string }) {
  const summary = await getChallengeRating(slug);
  if (!summary) return null;
  const crowd = summary.count
    ? `${summary.average!.toFixed(1)} / 5 from ${summary.count} ${summary.count === 1 ? 'rater' : 'raters'}`
    : 'Not rated yet';
  return (
    <section aria-labelledby="challenge-rating" className="challenge-rating">
      <h2 id="challenge-rating">Rate this challenge</h2>
      <p className="muted">How good is the question itself? The crowd’s rating: {crowd}.</p>
      {(summary.can_rate || summary.mine !== null) && (
        <StarRatingForm
          action={`/challenges/${encodeURIComponent(slug)}/challenge-ratings`}
          legend="Your rating of this challenge"
          submitLabel="Rate challenge"
          given={summary.mine}
        />
      )}
    </section>
  );
}
