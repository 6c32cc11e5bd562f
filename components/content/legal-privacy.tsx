// Legal pages: privacy policy and GDPR. React Server Components: no client state, semantic HTML only.
// The page wrapper supplies the <h1> and the prose styling.
import Link from 'next/link';
import { LastUpdated } from './legal';
import { href } from '@/lib/routes/table';

export function PrivacyPolicy() {
  return (
    <>
      <LastUpdated />
      <p>
        This policy explains what information Nervus collects, why, who can see it and the choices you have. If you are
        in the European Economic Area or the United Kingdom, also read our <Link href={href('gdpr')}>GDPR page</Link>.
      </p>

      <h2>What we collect</h2>
      <h3>Account data</h3>
      <p>
        Accounts are created through our separate accounts service. We keep your screen name, your name if you give it,
        your email address, and the profile details you choose to add: avatar, bio, slogan, interests, social links
        (such as Facebook, Twitter, GitHub or LinkedIn), organization details and your email and community preferences.
        If you were invited through someone’s share link, we record who recruited you.
      </p>
      <h3>Content you post</h3>
      <p>
        Challenges and their drafts, ideas, ratings, mentor comments, forum posts, messages, and images, files and
        videos you upload. If you fund someone, pay an entry fee or win a prize, we keep a record of the payment and the
        payment-wallet details you add so we can pay you.
      </p>
      <h3>Usage events</h3>
      <p>
        As you use Nervus, the app records events (we call them “traits”): the type of event, what it relates to (for
        example a challenge or idea), a few details about it, the time, and your browser’s identifier. We use these to
        run the game, award neurons, improve features and spot abuse.
      </p>
      <h3>Error reports</h3>
      <p>
        When something breaks, technical details about the error are sent to an error-reporting service. For a small
        sample of sessions, and for sessions where an error occurs, this can include a replay of how the page behaved,
        which helps us find and fix problems.
      </p>
      <h3>Location searches</h3>
      <p>
        If you search for a place while creating a challenge, the text you type is sent to a location search service to
        suggest matches.
      </p>

      <h2>Cookies and local storage</h2>
      <dl>
        <dt>
          <code>bn_auth</code>
        </dt>
        <dd>Keeps you signed in. Lasts 7 days, sent only over secure connections and only to Nervus.</dd>
        <dt>
          <code>fingerprint</code>
        </dt>
        <dd>An identifier for your browser, attached to requests and usage events. It has no expiry date.</dd>
        <dt>
          <code>scout_id</code>
        </dt>
        <dd>Remembers who invited you, so the right Scout gets credit if you sign up. Lasts 270 days.</dd>
        <dt>
          <code>notification_token</code>
        </dt>
        <dd>Used to deliver your notifications. Lasts 30 days.</dd>
      </dl>
      <p>
        We also keep some data in your browser’s local storage: unfinished challenge drafts, tips you have dismissed,
        whether you completed the tour, display preferences, and cached pages so the app loads faster. Clearing your
        browser data removes them.
      </p>

      <h2>What other players can see</h2>
      <ul>
        <li>Your screen name, avatar, bio, interests and social links appear on your public profile.</li>
        <li>Challenges you publish and your public forum posts are visible to everyone.</li>
        <li>Ideas are shown without your name while a challenge is open; closing a challenge reveals its authors.</li>
        <li>Mentoring ratings are anonymous. Your level number is visible only to you.</li>
        <li>Ideas in a private ask-me-anything box are not published.</li>
      </ul>

      <h2>How we use information</h2>
      <ul>
        <li>To run your account, the game, scoring, tournaments, prizes and payments.</li>
        <li>To show you relevant challenges and notifications.</li>
        <li>
          To keep Nervus secure, prevent cheating and enforce the{' '}
          <Link href={href('about.code-of-conduct')}>code of conduct</Link>.
        </li>
        <li>To understand how Nervus is used and improve it.</li>
        <li>To meet legal obligations, such as keeping payment records.</li>
      </ul>

      <h2>Who we share it with</h2>
      <ul>
        <li>
          Service providers that host Nervus, deliver notifications, process payments and report errors, only to do that
          work for us.
        </li>
        <li>Social networks and email services, when you choose to share a challenge there.</li>
        <li>Authorities, when the law requires it or to protect people’s safety.</li>
      </ul>
      <p>
        Authorized Nervus staff may access accounts when needed to provide support, keep the service safe or investigate
        a problem.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep account data while your account exists. Cookies expire as listed above. Scouts keep credit for a recruit
        for nine months. Because published ideas are public domain, they may stay on Nervus after you close your
        account, shown as “Account removed” instead of your name.
      </p>

      <h2>Your choices</h2>
      <ul>
        <li>
          Edit your profile and social links in <Link href={href('account')}>My Account</Link>.
        </li>
        <li>
          Choose which emails you get in <Link href={href('account.email-preferences')}>email preferences</Link>.
        </li>
        <li>
          Ask for a copy of your data, a correction or deletion through{' '}
          <Link href={href('send-feedback', {}, { about: 'Privacy request' })}>Send Feedback</Link>.
        </li>
      </ul>

      <h2>Security</h2>
      <p>
        Your session cookie is sent only over secure connections and never to other sites. No system is perfectly
        secure, so please tell us at once if you notice anything suspicious.
      </p>

      <h2>Changes and contact</h2>
      <p>
        We will update the date at the top when this policy changes. For questions, use{' '}
        <Link href={href('send-feedback', {}, { about: 'Privacy' })}>Send Feedback</Link> or{' '}
        <Link href={href('contact-us')}>Contact Us</Link>.
      </p>
    </>
  );
}

export function Gdpr() {
  return (
    <>
      <LastUpdated />
      <p>
        If you are in the European Economic Area (EEA) or the United Kingdom, the General Data Protection Regulation
        (GDPR), or the UK’s version of it, gives you rights over your personal data. This page explains them. What we
        collect and why is described in our <Link href={href('privacy-policy')}>privacy policy</Link>.
      </p>

      <h2>Why we process your data</h2>
      <dl>
        <dt>To provide the service you signed up for</dt>
        <dd>Your account, profile, challenges, ideas, ratings, scoring, tournaments, prizes and payments.</dd>
        <dt>Our legitimate interests</dt>
        <dd>Keeping Nervus secure, preventing cheating, fixing errors and understanding how features are used.</dd>
        <dt>Your consent</dt>
        <dd>Optional emails and anything else we ask you to agree to. You can withdraw consent at any time.</dd>
        <dt>Legal obligations</dt>
        <dd>Keeping records of payments and responding to lawful requests.</dd>
      </dl>

      <h2>Your rights</h2>
      <ul>
        <li>
          <strong>Access</strong>: ask for a copy of the personal data we hold about you.
        </li>
        <li>
          <strong>Rectification</strong>: correct data that is wrong. Most profile details you can edit yourself in{' '}
          <Link href={href('account')}>My Account</Link>.
        </li>
        <li>
          <strong>Erasure</strong>: ask us to delete your data.
        </li>
        <li>
          <strong>Restriction</strong>: ask us to limit how we use your data while a concern is resolved.
        </li>
        <li>
          <strong>Portability</strong>: receive data you gave us in a machine-readable format.
        </li>
        <li>
          <strong>Objection</strong>: object to processing based on our legitimate interests.
        </li>
        <li>
          <strong>Withdraw consent</strong>: where we rely on consent, for example for optional emails.
        </li>
        <li>
          <strong>Complain</strong>: to your local data protection authority.
        </li>
      </ul>

      <h2>Public-domain ideas and erasure</h2>
      <p>
        Ideas published in challenges are dedicated to the public domain, and other people may already have built on
        them. When you ask for erasure we remove your personal data, and your published ideas are shown as “Account
        removed” instead of your name. Ideas you sent to a private ask-me-anything box were never published and remain
        yours.
      </p>

      <h2>How to make a request</h2>
      <ol>
        <li>
          Go to <Link href={href('send-feedback', {}, { about: 'GDPR request' })}>Send Feedback</Link>, ideally while
          signed in.
        </li>
        <li>Say which right you want to use and, if it helps, which data it concerns.</li>
        <li>We may ask you to confirm your identity before acting on the request.</li>
      </ol>
      <p>
        We answer within one month. If a request is complex we may extend this by up to two more months, as the GDPR
        allows, and will tell you why. Requests are free unless they are clearly unfounded or excessive.
      </p>

      <h2>Transfers outside the EEA and UK</h2>
      <p>
        Some of our service providers may process data outside the EEA or the UK. Where they do, we rely on the
        safeguards the GDPR requires for such transfers.
      </p>

      <p>
        Questions about this page? Use <Link href={href('send-feedback', {}, { about: 'GDPR' })}>Send Feedback</Link> or{' '}
        <Link href={href('contact-us')}>Contact Us</Link>.
      </p>
    </>
  );
}
