// "Learn" pages: onboarding and explainer content. React Server Components, semantic HTML only.
// The page wrapper supplies the <h1> and the prose styling.
import Link from 'next/link';
import { href } from '@/lib/routes/table';

export function Learn() {
  return (
    <>
      <p>Everything you need to go from first visit to confident player, in a sensible order.</p>
      <ol>
        <li>
          <Link href={href('welcome')}>Welcome</Link>: three easy ways to start.
        </li>
        <li>
          <Link href={href('introduction')}>Introduction</Link>: how a challenge works, from question to results.
        </li>
        <li>
          <Link href={href('discovernervus')}>Discover Nervus</Link>: a map of the site, its communities and challenge
          types.
        </li>
        <li>
          <Link href={href('join-the-community')}>Join the community</Link>: creating an account and your first week.
        </li>
        <li>
          <Link href={href('faqs.scoring-points')}>Scoring points</Link>: how each role earns neurons.
        </li>
        <li>
          <Link href={href('idea-race')}>Idea Race</Link>: tournaments, leaderboards and prize money.
        </li>
        <li>
          <Link href={href('reading-list')}>Reading list</Link>: further reading on creativity and crowds.
        </li>
      </ol>
      <p>
        Prefer to learn by looking around? <Link href={href('faqs.take-a-tour')}>Take the tour</Link>, or browse the{' '}
        <Link href={href('faqs')}>FAQs</Link>.
      </p>
    </>
  );
}

export function Welcome() {
  return (
    <>
      <p>
        Welcome to Nervus, a game where people ask open questions, answer them with ideas, and help each other’s ideas
        get better. Every contribution earns neurons, and neurons raise your level.
      </p>
      <h2>Three easy ways to start</h2>
      <ol>
        <li>
          <strong>Rate some ideas.</strong> Open any challenge and rate what others have entered. It is the fastest way
          to see how the game works.
        </li>
        <li>
          <strong>Answer a question.</strong> Enter an idea in an open challenge. Early ideas can earn a bonus.
        </li>
        <li>
          <strong>Ask your own.</strong> <Link href={href('challenges.create')}>Create a challenge</Link> starting with
          “What could…” or “How could…”.
        </li>
      </ol>
      <h2>Where to go next</h2>
      <ul>
        <li>
          <Link href={href('introduction')}>Read the introduction</Link> to the game.
        </li>
        <li>
          <Link href={href('faqs.take-a-tour')}>Take the tour</Link> of the main screens.
        </li>
        <li>
          <Link href={href('join-the-community')}>Join the community</Link> to save your progress.
        </li>
      </ul>
    </>
  );
}

export function Moved() {
  return (
    <>
      <p>
        The page you were looking for has moved, or the link you followed points to an older address. The content is
        probably still here under a new name.
      </p>
      <h2>Try one of these</h2>
      <ul>
        <li>
          <Link href={href('home')}>Challenges home</Link>: all open challenges.
        </li>
        <li>
          <Link href={href('learn')}>Learn</Link>: guides for new players.
        </li>
        <li>
          <Link href={href('faqs')}>FAQs</Link>: answers to common questions.
        </li>
        <li>
          <Link href={href('about')}>About</Link>: who we are and how we play.
        </li>
      </ul>
      <p>
        If you expected to find something specific here, tell us through{' '}
        <Link href={href('send-feedback', {}, { about: 'Moved page' })}>Send Feedback</Link> and include the link you
        followed, so we can fix it.
      </p>
    </>
  );
}

export function Introduction() {
  return (
    <>
      <p>
        Nervus turns idea generation into a game that anyone can play. Here is what happens in a single challenge, and
        how it adds up over time.
      </p>
      <h2>1. A question is asked</h2>
      <p>
        A <strong>Catalyst</strong> posts a challenge: an open question that begins “What could…” or “How could…”, with
        a category, an image, a closing date and a prize, which may be points or money. <strong>Insightful</strong>{' '}
        players can challenge the assumptions behind it.
      </p>
      <h2>2. Ideas come in</h2>
      <p>
        <strong>Innovators</strong> enter ideas, up to three per challenge. While the challenge is open, ideas are
        judged on their merits rather than on who wrote them.
      </p>
      <h2>3. The crowd judges and improves</h2>
      <p>
        <strong>Analyst Raters</strong> rate ideas, and <strong>Mentors</strong> leave two-part comments: what they like
        and what could improve. An idea needs at least two ratings to be ranked.
      </p>
      <h2>4. The challenge closes</h2>
      <p>
        At the closing date, or earlier if the Catalyst ends it, every idea is revealed and ranked, and authors are
        named. The Catalyst picks a Top 3, and any gaps are filled from the crowd’s choices.
      </p>
      <h2>5. Everyone scores</h2>
      <p>
        Every role earns <strong>neurons</strong>, including <strong>Scouts</strong> who brought players in,{' '}
        <strong>Directors</strong> who host tournaments, <strong>Patrons</strong> who fund, and{' '}
        <strong>Commentators</strong> in the forums. Neurons build your Nerve Score and your level, from 0 to 100.
      </p>
      <p>
        Next: <Link href={href('discovernervus')}>Discover Nervus</Link> or{' '}
        <Link href={href('faqs.scoring-points')}>how scoring works</Link>.
      </p>
    </>
  );
}

export function JoinTheCommunity() {
  return (
    <>
      <p>
        You can browse Nervus without an account. To take part, and to keep the neurons you earn, create an account with
        the <strong>Create Account</strong> button at the top of any page.
      </p>
      <h2>Your first week</h2>
      <ol>
        <li>
          <strong>Set up your profile.</strong> Your public page lives at your screen name. Add an avatar, a short bio
          and a few interests in <Link href={href('account')}>My Account</Link>.
        </li>
        <li>
          <strong>Rate five ideas or enter one.</strong> Either one unlocks posting in the forums.
        </li>
        <li>
          <strong>Mentor an idea.</strong> Say what you like and what could improve.
        </li>
        <li>
          <strong>Ask a question.</strong> <Link href={href('challenges.create')}>Create a challenge</Link> about
          something you care about.
        </li>
        <li>
          <strong>Bring a friend.</strong> Share a challenge with your personal link; you earn Scout points as the
          people you recruit play.
        </li>
      </ol>
      <h2>Find your people</h2>
      <p>
        Follow players whose ideas you like, send friend requests, and join the forums. Read the{' '}
        <Link href={href('about.code-of-conduct')}>code of conduct</Link> first; it is short.
      </p>
      <p>Already invited by someone? Signing up through their link gives them credit as your Scout.</p>
    </>
  );
}

export function DiscoverNervus() {
  return (
    <>
      <p>A map of Nervus: where things are, what kinds of challenges exist and which communities you can join.</p>
      <h2>Main places</h2>
      <dl>
        <dt>
          <Link href={href('home')}>Challenges</Link>
        </dt>
        <dd>All open challenges, with filters and categories.</dd>
        <dt>
          <Link href={href('nerve-boards')}>Nerve Boards</Link>
        </dt>
        <dd>Player standings you can filter by role, time, category and place.</dd>
        <dt>
          <Link href={href('idea-race')}>Idea Race</Link> and leaderboards
        </dt>
        <dd>Standings in the current tournament.</dd>
        <dt>
          <Link href={href('scores-stats')}>Scores and stats</Link>
        </dt>
        <dd>Statistics on Nerve Scores, levels and ranks.</dd>
        <dt>Game Dash</dt>
        <dd>The bell in the menu: neurons you have earned, helpful tips and highlights.</dd>
        <dt>Forums</dt>
        <dd>Discussion channels, topics and one-to-one messages.</dd>
        <dt>My Dashboard</dt>
        <dd>Your challenges, ideas, ratings, mentoring, scouting and progress in one place.</dd>
      </dl>
      <h2>Kinds of challenge</h2>
      <ul>
        <li>
          <strong>Question challenge</strong>: the classic open question.
        </li>
        <li>
          <strong>Quick question</strong>: players design a better question for a topic.
        </li>
        <li>
          <strong>Test an idea</strong>: your own idea is hidden among the crowd’s and rated double-blind.
        </li>
        <li>
          <strong>Improve an idea</strong>: an open “Make it Better” challenge where your idea is shown.
        </li>
        <li>
          <strong>Caption or meme</strong>: funny, inspiring, insightful or shocking captions for an image.
        </li>
        <li>
          <strong>Ask me anything</strong>: a private box where ideas stay their authors’.
        </li>
      </ul>
      <h2>Communities</h2>
      <p>
        Besides the main community, Nervus hosts themed communities, each with its own web address: an innovator
        community, comedy, news-solving, politics, captions, buildings and spaces, life decisions, a regional community,
        business, college, role-play and science skepticism. Your personal platform lives at your screen name.
      </p>
    </>
  );
}

export function IdeaRace() {
  return (
    <>
      <p>
        An <strong>Idea Race</strong> is the race inside a tournament (olympiad). The neurons you earn during the
        tournament move you up the standings, and the leaderboards show where everyone is.
      </p>
      <h2>How tournaments run</h2>
      <ul>
        <li>Tournaments run on weekly or monthly cycles and renew automatically.</li>
        <li>Activity points reset at the start of each cycle; your neurons keep accumulating.</li>
        <li>A Director curates and hosts each tournament.</li>
      </ul>
      <h2>Reading the leaderboard</h2>
      <p>
        The leaderboard shows the current race, with views for the overall Nerve Score, Scouts, Commentators and
        Directors. Columns count ideas, questions, ratings, mentoring, players and recruits. You can also pick a custom
        date range or look back at a prior tournament. Director points don’t count toward your Idea Race position.
      </p>
      <h2>Prizes</h2>
      <p>
        When a tournament carries prize money, it is shared among the top third of players on the leaderboard, in
        proportion to the neurons they earned.
      </p>
      <p>
        <Link href={href('platform.leaderboard', { platformSlug: 'platform' })}>View the current leaderboard</Link>, or
        see the <Link href={href('nerve-boards')}>Nerve Boards</Link> for more ways to compare players.
      </p>
    </>
  );
}

export function ReadingList() {
  return (
    <>
      <p>
        Nervus draws on long-standing ideas about creativity, crowds and feedback. These books explore them in depth.
        None is required to play.
      </p>
      <h2>Creativity and where ideas come from</h2>
      <ul>
        <li>
          <cite>Applied Imagination</cite> by Alex F. Osborn: the book that introduced brainstorming.
        </li>
        <li>
          <cite>Lateral Thinking</cite> by Edward de Bono: deliberate techniques for escaping obvious answers.
        </li>
        <li>
          <cite>Creativity: Flow and the Psychology of Discovery and Invention</cite> by Mihaly Csikszentmihalyi.
        </li>
        <li>
          <cite>Where Good Ideas Come From</cite> by Steven Johnson: how ideas grow from networks and connections.
        </li>
      </ul>
      <h2>Crowds and collective judgement</h2>
      <ul>
        <li>
          <cite>The Wisdom of Crowds</cite> by James Surowiecki: when groups judge better than experts, and when they
          don’t.
        </li>
        <li>
          <cite>Superforecasting</cite> by Philip E. Tetlock and Dan Gardner: what makes some people’s judgements
          reliable.
        </li>
      </ul>
      <h2>Open and user-driven innovation</h2>
      <ul>
        <li>
          <cite>Democratizing Innovation</cite> by Eric von Hippel: how users, not only companies, innovate.
        </li>
        <li>
          <cite>Crowdsourcing</cite> by Jeff Howe: the rise of work done by open crowds online.
        </li>
      </ul>
      <p>
        Have a suggestion for this list?{' '}
        <Link href={href('send-feedback', {}, { about: 'Reading list' })}>Send it to us</Link>.
      </p>
    </>
  );
}
