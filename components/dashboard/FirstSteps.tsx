// A new player's dashboard (issue 22): what to do first instead of a row of zeros, each step with
// the neurons it earns and a link to where it is done.
import Link from 'next/link';
import { href } from '@/lib/routes/table';

export function FirstSteps({ ratings }: { ratings: number }) {
  return (
    <section className="card first-steps" aria-labelledby="first-steps-heading">
      <h2 id="first-steps-heading">Start here</h2>
      <p className="muted">Three things to do first. Each one earns neurons and moves you up a level.</p>
      <ol className="first-steps-list">
        <li>
          <strong>Enter an idea</strong> in an open challenge: +20 neurons.{' '}
          <Link href={href('home')}>Pick a challenge</Link>
        </li>
        <li>
          <strong>Rate five ideas</strong> ({Math.min(ratings, 5)} of 5 so far): +5 neurons each.{' '}
          <Link href={href('home')}>Find ideas to rate</Link>
        </li>
        <li>
          <strong>Ask a question</strong> the crowd can answer: +50 neurons when you publish it.{' '}
          <Link href={href('challenges.create')}>Create a challenge</Link>
        </li>
      </ol>
      <p>
        New here? <a href={href('home', {}, { tour: 'start-guide' })}>Take the tour</a> of the main screens.
      </p>
    </section>
  );
}
