// FAQ pages. React Server Components: no client state, semantic HTML only.
// The page wrapper supplies the <h1> and the prose styling.
import Link from 'next/link';
import { href } from '@/lib/routes/table';

export function FaqsIndex() {
  return (
    <>
      <p>
        Quick answers to the questions new players ask most. Can’t find yours?{' '}
        <Link href={href('send-feedback', {}, { about: 'FAQ' })}>Ask us</Link>.
      </p>
      <h2>Help topics</h2>
      <ul>
        <li>
          Roles: <Link href={href('faqs.the-mentor-role')}>the mentor role</Link>,{' '}
          <Link href={href('faqs.the-director-role')}>the director role</Link>,{' '}
          <Link href={href('faqs.patrons')}>patrons</Link>
        </li>
        <li>
          The game: <Link href={href('faqs.scoring-points')}>scoring points</Link>,{' '}
          <Link href={href('faqs.brain-level-demo')}>brain level demo</Link>,{' '}
          <Link href={href('faqs.olympiads')}>olympiads</Link>, <Link href={href('faqs.trust-score')}>trust score</Link>
        </li>
        <li>
          People: <Link href={href('faqs.follow-user')}>following</Link>,{' '}
          <Link href={href('faqs.friend-request')}>friend requests</Link>,{' '}
          <Link href={href('faqs.fund-user')}>funding players</Link>
        </li>
        <li>
          Ideas: <Link href={href('faqs.idea-ownership')}>idea ownership</Link>,{' '}
          <Link href={href('faqs.innovation-graph-demo')}>innovation graph demo</Link>
        </li>
      </ul>
      <h2>Common questions</h2>
      <details>
        <summary>What is a challenge?</summary>
        <p>
          A challenge is an open question posted by a player called the Catalyst, usually starting “What could…” or “How
          could…”. Other players answer with ideas (up to three each in a normal challenge), then the crowd rates and
          mentors them. When the challenge closes, every idea is revealed and ranked. Anyone signed in can{' '}
          <Link href={href('challenges.create')}>create a challenge</Link>.
        </p>
      </details>
      <details>
        <summary>Who can rate ideas?</summary>
        <p>
          Any signed-in player. Visitors can browse but not rate. Ratings are locked once given, and an idea needs at
          least two ratings to be ranked or to win a prize. A Catalyst can’t rate their own test idea.
        </p>
      </details>
      <details>
        <summary>How do I earn neurons?</summary>
        <p>
          Every role earns neurons: entering ideas, rating, mentoring, asking questions, recruiting, directing
          tournaments, funding and more. See <Link href={href('faqs.scoring-points')}>Scoring points</Link>.
        </p>
      </details>
      <details>
        <summary>How do levels and ranks work?</summary>
        <p>
          Your neurons place you on a level from 0 to 100. There are ten levels per rank and ten ranks per role, and
          each level takes more neurons than the one before. Only you can see your own level number; other players see
          “n/a”. Your Nerve Score combines all your roles. Compare scores on the{' '}
          <Link href={href('scores-stats')}>scores and stats</Link> page.
        </p>
      </details>
      <details>
        <summary>What is a community?</summary>
        <p>
          Nervus has a main community and themed communities, such as comedy, news, politics, captions, business and
          college, each at its own web address with its own title and slogan. Every player also has a personal platform
          at their screen name. Read more on <Link href={href('discovernervus')}>Discover Nervus</Link>.
        </p>
      </details>
      <details>
        <summary>How does sharing work, and what is Share Later?</summary>
        <p>
          Every challenge has a share panel with your personal link, a Copy button and buttons for networks such as
          Twitter, Facebook, Reddit and email. Sharing as a signed-in player credits you as the Scout for people who
          join through your link. If now isn’t a good time, press <strong>Share Later</strong>: the challenge is saved
          to your Share Panel queue so you can share it when you are ready. Share Later needs an account.
        </p>
      </details>
      <details>
        <summary>When can I post in the forums?</summary>
        <p>
          Once you have entered one idea in any question or rated five ideas. After that you can post in any forum.
          Comments stay editable until someone replies to or rates them. Please read the{' '}
          <Link href={href('about.code-of-conduct')}>code of conduct</Link>.
        </p>
      </details>
      <details>
        <summary>What are tournaments and idea races?</summary>
        <p>
          Tournaments (olympiads) run on weekly or monthly cycles and renew automatically. Activity points reset each
          cycle while your neurons keep adding up. Leaderboards show where everyone stands in the race. See{' '}
          <Link href={href('idea-race')}>Idea Race</Link>.
        </p>
      </details>
      <details>
        <summary>Who owns my ideas?</summary>
        <p>
          Ideas are published under a public-domain license by default, so anyone may use them. Ideas sent to a private
          ask-me-anything box stay yours. See <Link href={href('faqs.idea-ownership')}>idea ownership</Link> and the{' '}
          <Link href={href('terms-of-service')}>terms of service</Link>.
        </p>
      </details>
      <details>
        <summary>What do Follow, Friend and Fund do?</summary>
        <p>
          They are the buttons on every player’s profile. Read about{' '}
          <Link href={href('faqs.follow-user')}>following</Link>,{' '}
          <Link href={href('faqs.friend-request')}>friend requests</Link> and{' '}
          <Link href={href('faqs.fund-user')}>funding</Link>.
        </p>
      </details>
      <details>
        <summary>Is there a guided tour?</summary>
        <p>
          Yes. <Link href={href('faqs.take-a-tour')}>Take a tour</Link> walks you through the main screens.
        </p>
      </details>
    </>
  );
}

export function FaqFollow() {
  return (
    <>
      <p>
        Following a player is a one-way way to keep track of someone whose questions or ideas you enjoy. Anyone can
        follow anyone, and it doesn’t need the other person’s approval.
      </p>
      <h2>What following does</h2>
      <ul>
        <li>The player appears among the people you follow on your friends and followers page.</li>
        <li>
          If you follow each other, you can send each other direct messages. Direct messages need a mutual follow or a
          friendship.
        </li>
      </ul>
      <h2>Following versus friending</h2>
      <p>
        Following is light and one-sided. Friendship is mutual and unlocks more, such as forming teams. See{' '}
        <Link href={href('faqs.friend-request')}>Sending a friend request</Link>.
      </p>
      <p>
        To follow someone, open their profile and press <strong>Follow</strong>. You need to be signed in.
      </p>
    </>
  );
}

export function FaqFriend() {
  return (
    <>
      <p>
        Friends on Nervus are players who have agreed to connect with each other. It takes two steps: one player sends a
        request, and the other accepts it.
      </p>
      <h2>Sending a request</h2>
      <ol>
        <li>
          Open the player’s profile and press <strong>Friend</strong>.
        </li>
        <li>The player can accept your request.</li>
        <li>If it isn’t accepted within 30 days, the request expires. You can send a new one later.</li>
      </ol>
      <h2>What friends can do</h2>
      <ul>
        <li>Send each other direct messages.</li>
        <li>Form teams together.</li>
        <li>Browse each other’s Idea Logs.</li>
      </ul>
      <p>
        Please send requests only to people you want to play with; unwanted repeated requests break the{' '}
        <Link href={href('about.code-of-conduct')}>code of conduct</Link>. For a lighter, one-way connection, see{' '}
        <Link href={href('faqs.follow-user')}>Following a player</Link>.
      </p>
    </>
  );
}

export function FaqFund() {
  return (
    <>
      <p>
        Players who fund others are called <strong>Patrons</strong>. Funding is a direct way to back the people and work
        you believe in.
      </p>
      <h2>What you can fund</h2>
      <ul>
        <li>
          <strong>A player</strong>: support someone whose ideas, mentoring or questions you value.
        </li>
        <li>
          <strong>A challenge</strong>: back a question you want answered well.
        </li>
        <li>
          <strong>A platform</strong>: support a whole community.
        </li>
        <li>
          <strong>A category</strong>: back a topic you care about.
        </li>
      </ul>
      <h2>How much and how often</h2>
      <p>You can give once or set up a recurring monthly contribution. The minimum is $1 and there is no maximum.</p>
      <h2>What you get</h2>
      <p>
        Funding is part of the game: it earns neurons in the Patron role, which count toward your Nerve Score like any
        other role.
      </p>
      <p>
        To fund a player, open their profile and press <strong>Fund</strong>. You need to be signed in. Payments are
        covered by the <Link href={href('terms-of-service')}>terms of service</Link>.
      </p>
    </>
  );
}

export function FaqTakeATour() {
  return (
    <>
      <p>
        The tour is a set of short guides, with tooltips and intro videos, that point out the main parts of Nervus. Each
        step has <strong>Next</strong>, <strong>Skip</strong> and <strong>Done</strong>, so you can go at your own pace
        or leave at any time.
      </p>
      <h2>What the tour covers</h2>
      <ol>
        <li>
          <strong>Start guide</strong>: the basics of the game and where to begin.
        </li>
        <li>
          <strong>Leaderboards</strong>: how to read tournament standings, in two parts.
        </li>
        <li>
          <strong>Home page</strong>: challenge filters, the categories picker, the Game Dash widget, open challenge
          cards, the leaderboard widget and the top menu.
        </li>
        <li>
          <strong>Innovator dashboard</strong>: where your ideas and their progress live.
        </li>
        <li>
          <strong>Nerve On</strong>: a guided look at the Nerve On area from the main menu.
        </li>
        <li>
          <strong>Challenge detail</strong>: what you see when you open a challenge and how to take part.
        </li>
      </ol>
      <h2>Starting the tour</h2>
      <p>
        Use the <strong>Take A Tour</strong> link in the header (when signed out) or in the footer, or{' '}
        <Link href={href('home', {}, { tour: 'start-guide' })}>start the tour now</Link>.
      </p>
    </>
  );
}
