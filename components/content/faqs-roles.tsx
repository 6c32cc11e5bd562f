// Help pages on the game's roles and rules (spec 3 §1, §2.8): the mentor and director roles,
// olympiads, patrons and idea ownership. React Server Components; the wrapper supplies the <h1>.
import Link from 'next/link';
import { href } from '@/lib/routes/table';

export function FaqTheMentorRole() {
  return (
    <>
      <p>
        Mentors help ideas get better. A mentor reads an idea and leaves two comments: <strong>what I like</strong> and{' '}
        <strong>what could improve</strong>. Anyone signed in can mentor ideas in an open challenge.
      </p>
      <h2>How mentoring is scored</h2>
      <ul>
        <li>Each piece of advice earns neurons in the Mentor role.</li>
        <li>
          The idea’s author and other players rate your advice from 0 to 5. Ratings of mentoring are anonymous and
          locked once given.
        </li>
        <li>Well-rated advice lifts your Mentor score and, with it, your Nerve Score.</li>
      </ul>
      <h2>Good advice</h2>
      <p>
        Be specific and kind: name one strength worth keeping, and one change that would make the idea work better.
        Advice that only criticises, or that is off topic, breaks the{' '}
        <Link href={href('about.code-of-conduct')}>code of conduct</Link>.
      </p>
      <p>
        Your mentoring, and the advice others gave you, are on the Mentor tab of your dashboard. Catalysts can also open
        an ask-me-anything <strong>mentor box</strong> on their platform for questions sent to them directly.
      </p>
    </>
  );
}

export function FaqTheDirectorRole() {
  return (
    <>
      <p>
        Directors curate and host tournaments (olympiads). You become a Director when you create, or re-nerve, your
        first question: from then on you can gather questions into a tournament and invite players to race in it.
      </p>
      <h2>What a Director does</h2>
      <ul>
        <li>Chooses the questions of a tournament and its cycle, weekly or monthly.</li>
        <li>Changes the tournament’s settings, adds admins, and can stop or suspend it.</li>
        <li>When a tournament closes, reviews the prize allocation and pays all eligible players after confirming.</li>
      </ul>
      <h2>How Directors score</h2>
      <p>
        Directors earn neurons in the Director role for the activity their tournaments bring. The Director score counts
        toward your Nerve Score, but it does <strong>not</strong> count toward your position in the Idea Race, so
        hosting a race never helps you win it. Read more about <Link href={href('faqs.olympiads')}>olympiads</Link>.
      </p>
    </>
  );
}

export function FaqOlympiads() {
  return (
    <>
      <p>
        An olympiad is a tournament: a race between players over a cycle of challenges. Tournaments run weekly or
        monthly and renew automatically when a cycle ends.
      </p>
      <h2>Points in a tournament</h2>
      <ul>
        <li>
          <strong>Activity points</strong> count your play in the current cycle and reset when the next cycle starts.
        </li>
        <li>
          <strong>Neurons</strong> keep adding up across cycles and set your level and rank.
        </li>
      </ul>
      <h2>Leaderboards and prizes</h2>
      <p>
        The leaderboard ranks players by role (overall, scout, commentator and director) with the number of ideas,
        questions, ratings, mentoring, players and recruits each brought. Prize money of a tournament is split among the
        top third of the leaderboard in proportion to the neurons they earned.
      </p>
      <p>
        See the <Link href={href('platform.leaderboard', { platformSlug: 'platform' })}>current leaderboard</Link>, the{' '}
        <Link href={href('idea-race')}>Idea Race</Link> explained, and{' '}
        <Link href={href('faqs.the-director-role')}>the director role</Link>. A student tournament type exists but is
        not running yet.
      </p>
    </>
  );
}

export function FaqPatrons() {
  return (
    <>
      <p>
        Patrons fund the people and questions they believe in. You can fund a player, a challenge, a whole community
        (platform) or a category.
      </p>
      <h2>How funding works</h2>
      <ul>
        <li>Give once, or set up a recurring monthly contribution.</li>
        <li>The minimum is $1; there is no maximum.</li>
        <li>Funding a challenge adds to the prizes its best ideas can win.</li>
      </ul>
      <h2>What Patrons earn</h2>
      <p>
        Funding earns neurons in the Patron role, which count toward your Nerve Score like every other role. Your
        funding and prizes are on the Money &amp; prizes tab of your dashboard.
      </p>
      <p>
        To fund a player, open their profile and press <strong>Fund</strong>; see{' '}
        <Link href={href('faqs.fund-user')}>funding players</Link>. Payments are covered by the{' '}
        <Link href={href('terms-of-service')}>terms of service</Link>.
      </p>
    </>
  );
}

export function FaqIdeaOwnership() {
  return (
    <>
      <p>
        Ideas on Nervus are published under a <strong>public-domain licence</strong> by default: once a challenge
        closes, anyone, including the Catalyst who asked, may use, change and build on them, without asking and without
        paying.
      </p>
      <h2>The exception: private boxes</h2>
      <p>
        Ideas sent to a private ask-me-anything box stay owned by their authors. The box owner can read them, but they
        are not published to the world.
      </p>
      <h2>Credit</h2>
      <ul>
        <li>While a challenge is open, ideas are anonymous so that every rating is given blind.</li>
        <li>When it closes, every idea is revealed with its author, score and rank.</li>
        <li>
          An idea’s presentation page belongs to its author: it shows at the author’s own address, and nowhere else.
        </li>
      </ul>
      <p>
        Don’t post someone else’s work as your own, and don’t post anything you are not free to give away. See the{' '}
        <Link href={href('terms-of-service')}>terms of service</Link> and the{' '}
        <Link href={href('dmca')}>DMCA process</Link>.
      </p>
    </>
  );
}
