// The hidden help pages (spec 3 §2.8: trust score, innovation graph demo, how it works) and the
// about pages for support. Reached by links, not the FAQ menu. React Server Components.
import Link from 'next/link';
import { TRUST_SCORE } from '@/lib/challenges/trust';
import { href } from '@/lib/routes/table';

export function FaqTrustScore() {
  return (
    <>
      <p>
        Every Catalyst has a trust score. It tells players how reliably a Catalyst pays the prizes their challenges
        promise, so they can choose where to spend their best ideas.
      </p>
      <h2>How it moves</h2>
      <ul>
        <li>Every Catalyst starts at {TRUST_SCORE.initial}.</li>
        <li>
          Declining to pay a prize a challenge promised lowers it by {TRUST_SCORE.declinePenalty}, once for each
          declined award. It never goes below {TRUST_SCORE.floor}.
        </li>
        <li>A Catalyst who declines must say why; the reason is shown to the idea’s author.</li>
      </ul>
      <p>
        Prizes and entry fees are explained in the <Link href={href('terms-of-service')}>terms of service</Link>.
      </p>
    </>
  );
}

const NODES = [
  { x: 160, y: 90, label: 'Question', fill: 'var(--brand, #5b3cc4)' },
  { x: 50, y: 40, label: 'Idea', fill: '#2a9d8f' },
  { x: 50, y: 140, label: 'Idea', fill: '#2a9d8f' },
  { x: 270, y: 40, label: 'Rating', fill: '#e9c46a' },
  { x: 270, y: 140, label: 'Advice', fill: '#f4a261' },
] as const;

export function FaqInnovationGraphDemo() {
  return (
    <>
      <p>
        The innovation graph draws a challenge as a network: the question in the middle, the ideas that answer it, and
        the ratings, advice and challenged assumptions that connect players to each idea. Each link is a contribution,
        and each contribution earns neurons in its role.
      </p>
      <figure>
        <svg viewBox="0 0 320 180" width="100%" style={{ maxWidth: 480 }} role="img" aria-labelledby="graph-demo-t">
          <title id="graph-demo-t">A question linked to two ideas, a rating and a piece of advice</title>
          {NODES.slice(1).map((n, i) => (
            <line key={i} x1={160} y1={90} x2={n.x} y2={n.y} stroke="currentColor" strokeOpacity={0.4} />
          ))}
          {NODES.map((n, i) => (
            <g key={i}>
              <circle cx={n.x} cy={n.y} r={26} fill={n.fill} />
              <text x={n.x} y={n.y + 4} textAnchor="middle" fontSize={10} fill="#fff">
                {n.label}
              </text>
            </g>
          ))}
        </svg>
        <figcaption className="muted">
          A demo graph: one question, two ideas, one rating and one piece of advice.
        </figcaption>
      </figure>
      <p>
        See how the points behind each link add up in <Link href={href('faqs.scoring-points')}>scoring points</Link>.
      </p>
    </>
  );
}

export function FaqHowItWorks() {
  return (
    <>
      <p>For developers: how a Nervus page is put together.</p>
      <ul>
        <li>
          <strong>Web</strong>: a Next.js application renders every page on the server. Its own API routes are the only
          thing a browser calls; they forward to the provider with the player’s token, which never reaches the browser.
        </li>
        <li>
          <strong>Provider</strong>: the product’s API, a separate service in front of Postgres. It decides who may do
          what, and it keeps the neuron ledger from which scores, levels and ranks are computed.
        </li>
        <li>
          <strong>Communities</strong> are subdomains; each page knows its community from the host name.
        </li>
        <li>
          <strong>Visitors</strong> get pages from a shared cache that is refreshed when the data behind them changes.
        </li>
      </ul>
      <p>
        Found a bug? <Link href={href('send-feedback', {}, { about: 'Bug report' })}>Tell us</Link>.
      </p>
    </>
  );
}

export function AboutSupport() {
  return (
    <>
      <p>Stuck, or something isn’t working? Here is how to get help, fastest first.</p>
      <ol>
        <li>
          <strong>Look it up</strong>: the <Link href={href('faqs')}>FAQs</Link> answer the questions new players ask
          most, and <Link href={href('learn')}>Learn Nervus</Link> walks through the game step by step.
        </li>
        <li>
          <strong>Tell us</strong>: <Link href={href('get-support')}>Get Support</Link> sends a message straight to the
          team. Say what you were doing, what you expected and what happened instead, with the page’s address.
        </li>
        <li>
          <strong>Other matters</strong>: privacy, copyright, reports about content and accessibility each have their
          own route; see <Link href={href('contact-us')}>Contact us</Link>.
        </li>
      </ol>
      <p>Never send passwords or payment details in a message: the team will never ask for them.</p>
    </>
  );
}
