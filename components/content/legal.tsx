// Legal pages: terms of service, DMCA, accessibility. Privacy and GDPR are in legal-privacy.tsx.
// React Server Components: no client state, semantic HTML only.
// The page wrapper supplies the <h1> and the prose styling.
import Link from 'next/link';
import { href } from '@/lib/routes/table';

export const LEGAL_LAST_UPDATED = 'November 2026';

export function LastUpdated() {
  return (
    <p>
      <em>Last updated: {LEGAL_LAST_UPDATED}</em>
    </p>
  );
}

export function TermsOfService() {
  return (
    <>
      <LastUpdated />
      <p>
        These terms are the agreement between you and Nervus when you use the Nervus website and its communities. We
        have tried to keep them short and plain. By using Nervus you agree to them, to the{' '}
        <Link href={href('privacy-policy')}>privacy policy</Link> and to the{' '}
        <Link href={href('about.code-of-conduct')}>code of conduct</Link>.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>
          You can browse without an account. Creating challenges, entering ideas, rating, sharing later, funding and
          posting in forums need one.
        </li>
        <li>Accounts are created and signed in to through our separate accounts service.</li>
        <li>
          Keep your sign-in details safe and tell us through <Link href={href('send-feedback')}>Send Feedback</Link> if
          you think someone else has used your account.
        </li>
        <li>Use one account per person, and don’t choose a screen name that impersonates someone.</li>
        <li>
          If you are below the age at which you can consent to online services where you live, use Nervus only with a
          parent’s or guardian’s permission.
        </li>
      </ul>

      <h2>Your ideas and other content</h2>
      <ul>
        <li>
          <strong>Ideas are public domain by default.</strong> When you publish an idea in a challenge, you dedicate it
          to the public domain: anyone, including the person who asked the question, may use, change and build on it,
          commercially or not, without asking or paying you.
        </li>
        <li>
          <strong>Ask-me-anything boxes are the exception.</strong> Ideas you send to a private ask-me-anything box stay
          yours.
        </li>
        <li>
          For everything else you post (challenges, comments, forum posts, images, files and videos), you keep whatever
          rights you have, and you allow Nervus to host, display, adapt for different screens and share that content as
          part of running the service.
        </li>
        <li>
          Only post content you have the right to post. Posting someone else’s work does not make it public domain.
        </li>
        <li>
          Ideas can’t be edited after they are posted, and ratings are locked once given, so check before you submit.
        </li>
      </ul>

      <h2>Challenges, prizes and entry fees</h2>
      <ul>
        <li>
          A Catalyst who offers a prize is responsible for describing it clearly and paying it. Nervus runs the game but
          does not guarantee prizes offered by players. A Catalyst who declines to pay a prize has their trust score
          lowered.
        </li>
        <li>Ideas with fewer than two ratings are not ranked and cannot win prizes.</li>
        <li>
          When a challenge with an entry fee closes, the fees are split: 65% to the challenge’s creator, 28% to the
          challenge’s prize total and 7% to Nervus as a platform fee.
        </li>
        <li>
          Tournament prize money is shared among the top third of players on the leaderboard, in proportion to the
          neurons they earned. Prize money for a closed challenge is shared among its top five.
        </li>
      </ul>

      <h2>Funding</h2>
      <p>
        Patrons can fund players, challenges, platforms or categories, once or monthly. The minimum is $1 and there is
        no maximum. Recurring contributions continue each month until cancelled. If you think a payment went wrong, tell
        us through <Link href={href('send-feedback', {}, { about: 'Payment' })}>Send Feedback</Link>.
      </p>

      <h2>Tournaments</h2>
      <p>
        Tournaments (olympiads) run on weekly or monthly cycles and renew automatically. Directors and administrators
        may change a tournament’s settings, pause it, extend it or stop it. Scores, neurons and levels are part of the
        game; they have no cash value except where prize money is explicitly offered.
      </p>

      <h2>Fair play and moderation</h2>
      <p>
        Follow the <Link href={href('about.code-of-conduct')}>code of conduct</Link>. We may remove content, reverse
        points gained unfairly, restrict features or close accounts that break these terms. Authorized staff may access
        accounts when needed to provide support, keep the service safe or investigate a problem.
      </p>

      <h2>Sharing to other services</h2>
      <p>
        When you share to a social network or by email, that service’s own terms and privacy policy apply to what
        happens there.
      </p>

      <h2>Copyright complaints</h2>
      <p>
        If you believe content on Nervus infringes your copyright, follow our{' '}
        <Link href={href('dmca')}>DMCA process</Link>.
      </p>

      <h2>No warranty and limits of liability</h2>
      <p>
        Nervus is provided “as is”. We work to keep it running and accurate but cannot promise it will always be
        available or error-free. Ideas and comments come from players, not from us, and are not professional advice. To
        the extent the law allows, Nervus is not liable for indirect or consequential losses arising from your use of
        the service.
      </p>

      <h2>Changes and questions</h2>
      <p>
        We may update these terms; the date at the top shows the latest version. Using Nervus after a change means you
        accept the updated terms. Questions are welcome through{' '}
        <Link href={href('send-feedback', {}, { about: 'Terms of service' })}>Send Feedback</Link> or{' '}
        <Link href={href('contact-us')}>Contact Us</Link>.
      </p>
    </>
  );
}

export function Dmca() {
  return (
    <>
      <LastUpdated />
      <p>
        Nervus respects copyright and responds to notices of claimed infringement under the U.S. Digital Millennium
        Copyright Act (DMCA). Ideas published on Nervus are public domain by default, but that only covers what the
        author had the right to give: text, images or video copied from someone else are still protected.
      </p>

      <h2>Sending a takedown notice</h2>
      <p>
        Send your notice through <Link href={href('send-feedback', {}, { about: 'DMCA notice' })}>Send Feedback</Link>,
        with “DMCA notice” as the subject. It must include:
      </p>
      <ol>
        <li>Your physical or electronic signature (typing your full legal name is enough).</li>
        <li>A description of the copyrighted work you say is infringed.</li>
        <li>The address (URL) of each page on Nervus where the material appears.</li>
        <li>Your name and contact details: postal address, telephone number and email address.</li>
        <li>
          A statement that you have a good-faith belief that the use is not authorized by the copyright owner, its agent
          or the law.
        </li>
        <li>
          A statement that the information in your notice is accurate and, under penalty of perjury, that you are the
          copyright owner or authorized to act for the owner.
        </li>
      </ol>
      <p>
        Incomplete notices may delay our response. Knowingly misrepresenting that material is infringing can make you
        liable for damages.
      </p>

      <h2>What happens next</h2>
      <p>
        When we receive a complete notice, we remove or disable access to the material and let the player who posted it
        know, including a copy of the notice.
      </p>

      <h2>Counter-notices</h2>
      <p>
        If your content was removed and you believe this was a mistake or misidentification, send a counter-notice
        through <Link href={href('send-feedback', {}, { about: 'DMCA counter-notice' })}>Send Feedback</Link>. It must
        include:
      </p>
      <ol>
        <li>Your physical or electronic signature.</li>
        <li>The removed material and the address where it appeared before removal.</li>
        <li>
          A statement, under penalty of perjury, that you have a good-faith belief the material was removed by mistake
          or misidentification.
        </li>
        <li>
          Your name, address and telephone number, and a statement that you consent to the jurisdiction of the U.S.
          federal district court for your address (or, if outside the U.S., any judicial district in which Nervus may be
          found), and that you will accept service of process from the person who sent the original notice.
        </li>
      </ol>
      <p>
        We forward valid counter-notices to the person who sent the original notice. Unless they tell us they have filed
        a court action, we may restore the material after 10 to 14 business days, as the DMCA provides.
      </p>

      <h2>Repeat infringers</h2>
      <p>We close the accounts of players who repeatedly infringe copyright, where appropriate.</p>
    </>
  );
}

export function Accessibility() {
  return (
    <>
      <LastUpdated />
      <p>
        Nervus should be usable by everyone who wants to ask, answer, rate and mentor. We aim to meet the Web Content
        Accessibility Guidelines (WCAG) 2.2 at level AA across the site.
      </p>

      <h2>What we do</h2>
      <ul>
        <li>Use meaningful headings, landmarks and labels so pages make sense with a screen reader.</li>
        <li>Make menus, dialogs and forms usable with a keyboard; Escape closes open menus.</li>
        <li>Keep text contrast readable and never rely on color alone to carry meaning.</li>
        <li>Provide text alternatives for meaningful images.</li>
        <li>Support zoom and small screens without losing content.</li>
        <li>Test new work against the WCAG 2.2 AA success criteria.</li>
      </ul>

      <h2>Known limitations</h2>
      <p>
        Some interactive graphics, such as the brain level display and animated demos, may not yet be fully usable with
        every assistive technology. Images and videos uploaded by players may lack descriptions or captions; we
        encourage players to add them.
      </p>

      <h2>Report a barrier</h2>
      <p>
        If something on Nervus is hard or impossible for you to use, please tell us through{' '}
        <Link href={href('send-feedback', {}, { about: 'Accessibility barrier' })}>Send Feedback</Link>. It helps to
        include:
      </p>
      <ul>
        <li>the address of the page;</li>
        <li>what you were trying to do and what happened;</li>
        <li>the browser, device and any assistive technology you use.</li>
      </ul>
      <p>
        We treat accessibility reports as bugs, and we will help you complete what you were trying to do in the
        meantime. You can also reach us through <Link href={href('contact-us')}>Contact Us</Link>.
      </p>
    </>
  );
}
