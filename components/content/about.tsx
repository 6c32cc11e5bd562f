// Static "About" pages. React Server Components: no client state, semantic HTML only.
// The page wrapper supplies the <h1> and the prose styling.
import Link from 'next/link';
import { href } from '@/lib/routes/table';

export function AboutIndex() {
  return (
    <>
      <p>
        Nervus is a game for people who like ideas: asking good questions, answering them, and helping other people’s
        answers get better. These pages explain what Nervus is, where it came from and how we expect players to treat
        each other.
      </p>
      <ul>
        <li>
          <Link href={href('about.about-nervus')}>About Nervus</Link>: what the game is and how it works.
        </li>
        <li>
          <Link href={href('about.why-innervation')}>Why “innervation”?</Link>: the thinking behind the name.
        </li>
        <li>
          <Link href={href('about.idea-person')}>Are you an idea person?</Link>: the many ways to play.
        </li>
        <li>
          <Link href={href('about.claremont')}>Claremont roots</Link>: where the project began.
        </li>
        <li>
          <Link href={href('about.code-of-conduct')}>Code of conduct</Link>: how we play together.
        </li>
        <li>
          <Link href={href('contact-us')}>Contact us</Link>: how to reach the team.
        </li>
      </ul>
      <p>
        New here? The <Link href={href('faqs')}>FAQs</Link> answer the most common questions, and the{' '}
        <Link href={href('learn')}>Learn</Link> page gathers everything you need to get started.
      </p>
    </>
  );
}

export function AboutNervus() {
  return (
    <>
      <p>
        Nervus is a crowd-ideation game. Someone asks an open question, a crowd answers with ideas, and the crowd also
        judges and improves those ideas. Everyone who takes part earns points called <strong>neurons</strong>.
      </p>
      <h2>How a challenge works</h2>
      <ol>
        <li>
          A <strong>Catalyst</strong> posts a question challenge, usually phrased “What could…” or “How could…”.
        </li>
        <li>
          <strong>Innovators</strong> answer with ideas, up to three per challenge.
        </li>
        <li>
          <strong>Analyst Raters</strong> rate the ideas, and <strong>Mentors</strong> comment on what they like and
          what could improve.
        </li>
        <li>When the challenge closes, all ideas are revealed and ranked, and the authors’ identities are shown.</li>
      </ol>
      <h2>More than one way to play</h2>
      <p>
        Besides asking, answering, rating and mentoring, <strong>Scouts</strong> recruit players and share challenges,{' '}
        <strong>Directors</strong> host tournaments, <strong>Patrons</strong> fund people and causes they believe in,{' '}
        <strong>Insightful</strong> players question the assumptions behind a question, and{' '}
        <strong>Commentators</strong> build a reputation in the forums.
      </p>
      <h2>Scores, levels and tournaments</h2>
      <p>
        Neurons from every role add up to your <strong>Nerve Score</strong>, which places you on a level from 0 to 100.
        Tournaments, which we call olympiads, run on weekly or monthly cycles and renew automatically, so there is
        always a current race to join.
      </p>
      <h2>Communities</h2>
      <p>
        Nervus is a main community plus themed communities, each with its own web address, title and slogan: innovation,
        comedy, news, politics, captions, buildings and spaces, life decisions, a regional community, business, college,
        role-play and science skepticism. Every player also has a personal platform under their screen name.
      </p>
      <h2>Who owns the ideas</h2>
      <p>
        Ideas are published under a public-domain license by default, so anyone can build on them. Ideas sent to a
        private ask-me-anything box stay their authors’. The{' '}
        <Link href={href('terms-of-service')}>terms of service</Link> explain this in full.
      </p>
      <p>
        Ready to try? <Link href={href('challenges.create')}>Create a challenge</Link> or browse the open ones on the{' '}
        <Link href={href('home')}>challenges home</Link>.
      </p>
    </>
  );
}

export function AboutClaremont() {
  return (
    <>
      <p>
        Nervus grew out of work on collaborative creativity in the community around the Claremont Colleges in Claremont,
        California: a cluster of small colleges that share one neighborhood, and a habit of people from different
        disciplines working on the same problems.
      </p>
      <h2>The question we started with</h2>
      <p>
        Good ideas rarely come from one person working alone. They come from someone asking a sharp question, many
        people offering answers, and honest, specific feedback that makes the best answers better. We wanted to know
        whether that process could be opened up to anyone, and made rewarding enough that people would keep coming back
        to it.
      </p>
      <h2>What carried over into the game</h2>
      <ul>
        <li>Questions come first: every challenge starts with a “What could…” or “How could…” prompt.</li>
        <li>Judgement is shared: ideas are rated by the crowd, not only by the person who asked.</li>
        <li>Feedback is structured: mentors say what they like and what could improve.</li>
        <li>Credit is visible: every kind of contribution earns neurons, not only winning ideas.</li>
      </ul>
      <h2>A college community today</h2>
      <p>
        Nervus still has a community built around college life, alongside the others. A student tournament type exists
        in the game but is not running yet.
      </p>
      <p>
        If you are part of a college community and want to talk about using Nervus, reach us through{' '}
        <Link href={href('send-feedback', {}, { about: 'College community' })}>Send Feedback</Link>.
      </p>
    </>
  );
}

export function AboutWhyInnervation() {
  return (
    <>
      <p>
        In biology, <em>innervation</em> is the supply of nerves to a part of the body: the wiring that lets a signal
        travel from where it starts to where it can do something. We borrowed the word because it describes what we
        think innovation needs.
      </p>
      <h2>Ideas need a nervous system</h2>
      <p>
        An idea that nobody hears, tests or improves goes nowhere. Innervation is our name for the connections that
        carry an idea forward: the question that prompts it, the ratings that test it, the mentoring that sharpens it
        and the sharing that brings in fresh minds.
      </p>
      <h2>Why the game uses neurons</h2>
      <p>
        Every useful contribution strengthens that network, so every role earns <strong>neurons</strong>. Your neurons
        feed a <strong>Nerve Score</strong> and a brain that lights up level by level, from 0 to 100. Rating carefully
        and mentoring generously count, not only coming up with the winning idea.
      </p>
      <h2>Innovation as a habit</h2>
      <p>
        Tournaments renew every week or month, so practice adds up. Over time, asking better questions and giving better
        feedback become habits, and that is the real goal.
      </p>
      <p>
        See how scoring works in <Link href={href('faqs.scoring-points')}>Scoring points</Link>.
      </p>
    </>
  );
}

export function AboutIdeaPerson() {
  return (
    <>
      <p>
        Many people say “I’m not an idea person.” On Nervus, you don’t need to be one to play well. Coming up with ideas
        is one skill among several, and the game rewards all of them.
      </p>
      <h2>Find your role</h2>
      <dl>
        <dt>Catalyst</dt>
        <dd>You notice problems worth solving and turn them into clear questions.</dd>
        <dt>Innovator</dt>
        <dd>You enjoy answering, whether the answer is practical, bold or funny.</dd>
        <dt>Analyst Rater</dt>
        <dd>You have a good eye and can tell a strong idea from a weak one.</dd>
        <dt>Mentor</dt>
        <dd>You like helping people improve their work with specific, kind feedback.</dd>
        <dt>Insightful</dt>
        <dd>You question the assumptions behind a question before anyone answers it.</dd>
        <dt>Scout</dt>
        <dd>You know people who would enjoy a challenge, and you bring them in.</dd>
        <dt>Director</dt>
        <dd>You like organizing: curating questions and hosting a tournament.</dd>
        <dt>Patron</dt>
        <dd>You back people, challenges or causes with funding.</dd>
        <dt>Commentator</dt>
        <dd>You keep the discussion going in the forums.</dd>
      </dl>
      <h2>Every role levels up</h2>
      <p>
        Each role has its own score, levels and ranks, and they all add up to your Nerve Score. A great rater and a
        great innovator climb the same ladder.
      </p>
      <p>
        Not sure where to begin? Rate a few ideas in an open challenge. It is the quickest way to see what good answers
        look like. Or <Link href={href('faqs.take-a-tour')}>take the tour</Link>.
      </p>
    </>
  );
}

export function AboutContactUs() {
  return (
    <>
      <p>
        The best way to reach the Nervus team is the <Link href={href('send-feedback')}>Send Feedback</Link> page. It
        works whether or not you are signed in, and your message comes straight to us.
      </p>
      <h2>Which page to use</h2>
      <ul>
        <li>
          <strong>Questions about the game</strong>: check the <Link href={href('faqs')}>FAQs</Link> first; many answers
          are there.
        </li>
        <li>
          <strong>Something is broken</strong>: use <Link href={href('get-support')}>Get Support</Link> and tell us what
          you were doing, what you expected and what happened instead.
        </li>
        <li>
          <strong>Ideas and suggestions for Nervus itself</strong>:{' '}
          <Link href={href('send-feedback', {}, { about: 'Suggestion' })}>Send Feedback</Link>.
        </li>
        <li>
          <strong>Reporting a player or content</strong>: read the{' '}
          <Link href={href('about.code-of-conduct')}>code of conduct</Link>, then{' '}
          <Link href={href('send-feedback', {}, { about: 'Report' })}>send a report</Link> with a link to what you saw.
        </li>
        <li>
          <strong>Privacy and data requests</strong>: see the <Link href={href('privacy-policy')}>privacy policy</Link>{' '}
          and <Link href={href('gdpr')}>GDPR</Link> pages.
        </li>
        <li>
          <strong>Copyright complaints</strong>: follow the <Link href={href('dmca')}>DMCA</Link> process.
        </li>
        <li>
          <strong>Accessibility barriers</strong>: see <Link href={href('accessibility')}>accessibility</Link>.
        </li>
      </ul>
      <h2>Helping us help you</h2>
      <p>
        Include the address of the page you were on and, if you have an account, your screen name. Never send passwords
        or payment details in a message.
      </p>
    </>
  );
}

export function AboutCodeOfConduct() {
  return (
    <>
      <p>
        Nervus works only if people feel safe sharing half-formed ideas. This code applies everywhere in Nervus:
        challenges, ideas, ratings, mentor comments, forums, messages and profiles.
      </p>
      <h2>Be constructive</h2>
      <ul>
        <li>Judge the idea, not the person.</li>
        <li>
          When mentoring, say specifically what you like and what could improve. Dismissive one-liners such as “nice
          try” or “not my thing” don’t help anyone, and we treat them as low-effort.
        </li>
        <li>Rate honestly and on the idea’s merits, not on who you think wrote it.</li>
      </ul>
      <h2>Be respectful</h2>
      <ul>
        <li>No harassment, threats, hate speech or personal attacks.</li>
        <li>No sexually explicit material, and never any sexual content involving minors.</li>
        <li>Don’t post other people’s private information.</li>
        <li>Humor communities are for jokes, not for targeting people.</li>
      </ul>
      <h2>Play fair</h2>
      <ul>
        <li>Use one account. Don’t create accounts to rate, recruit or vote for yourself.</li>
        <li>Don’t trade ratings or coordinate to push ideas up or down.</li>
        <li>If you offer a prize as a Catalyst, pay it. Declining to pay lowers your trust score.</li>
        <li>Share challenges with people who might want them, not as spam.</li>
      </ul>
      <h2>Respect other people’s work</h2>
      <ul>
        <li>Post ideas, text and images you have the right to share, and credit your sources.</li>
        <li>
          Remember that ideas are public domain by default: don’t post anything you need to keep, unless it goes to a
          private ask-me-anything box.
        </li>
      </ul>
      <h2>Forums</h2>
      <p>
        Before posting in any forum, new players enter one idea in any question or rate five ideas. This keeps the
        forums for people who play. Stay on topic for each channel.
      </p>
      <h2>Reporting and enforcement</h2>
      <p>
        If you see something that breaks this code,{' '}
        <Link href={href('send-feedback', {}, { about: 'Report' })}>send us a report</Link> with a link. Moderators may
        remove content, restrict features or close accounts, depending on how serious the problem is and whether it
        keeps happening. Reports made in bad faith are themselves a breach of this code.
      </p>
    </>
  );
}
