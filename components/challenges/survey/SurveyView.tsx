// /challenges/{slug}/survey (spec 2 §2 challenges.survey): the anonymous-reply survey view. A
// visitor without an account reads the question and answers; the catalyst reads the replies on
// their challenge page (SurveyReplies.tsx); another signed-in player is pointed to entering an
// idea, which earns neurons. A challenge that takes no survey replies (spec 3 §5) goes to its detail view, as a closed one does.
import { cookies } from 'next/headers';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { signInReturnPath, signupUrl } from '@/lib/accounts-urls';
import { COOKIES } from '@/lib/constants';
import type { ChallengeDetail } from '@/lib/contracts/challenge';
import { FLAG } from '@/lib/contracts/flags';
import { surveyModeOffered } from '@/lib/challenges/survey';
import { communityOrigin } from '@/lib/hosts';
import { renderMarkdown } from '@/lib/markdown';
import { href } from '@/lib/routes/table';
import { webConfig } from '@/server/bff/config';
import { isFlagOn, type Viewer } from '@/server/bff/loaders';
import { SurveyReplyForm } from './SurveyReplyForm';
import './survey.css';

export async function SurveyView({
  challenge,
  viewer,
  community,
}: {
  challenge: ChallengeDetail;
  viewer: Viewer | null;
  community: string;
}) {
  const show = href('challenges.show', { challenge: challenge.slug });
  if (!surveyModeOffered(challenge, await isFlagOn(FLAG.surveyModeLink, challenge.platform.slug))) redirect(show);
  const isOwner = viewer?.account.user.id === challenge.catalyst.id;
  const config = webConfig();
  const origin = communityOrigin(community, config.ROOT_DOMAIN, config.protocol);
  // After signing up the new account signs in and comes back to the challenge's Ideas tab.
  const scoutId = (await cookies()).get(COOKIES.scoutId.name)?.value;
  const signUpHref = signupUrl(config.ACCOUNTS_URL, {
    scoutId,
    continue: `${origin}${signInReturnPath(show, community)}`,
    app: community,
  });
  const catalyst = challenge.catalyst;
  return (
    <article className="container page survey-page">
      <header className="survey-question">
        <p className="muted survey-eyebrow">
          A question from <Link href={href('home.user', { platformSlug: catalyst.handle })}>@{catalyst.handle}</Link> on{' '}
          {challenge.platform.title}
        </p>
        <h1>{challenge.question_title}</h1>
        {challenge.question_detail && (
          <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(challenge.question_detail) }} />
        )}
      </header>
      {isOwner ? (
        <section className="card">
          <h2>This is your survey</h2>
          <p>
            Visitors without an account who open your survey link answer here, anonymously. Their answers are listed
            under Survey replies on your challenge page.
          </p>
          <p>
            <Link className="btn" href={`${show}#survey-replies`}>
              See the survey replies
            </Link>
          </p>
        </section>
      ) : viewer ? (
        <section className="card">
          <h2>You are signed in</h2>
          <p>Enter your answer as an idea in this challenge: ideas are rated by the crowd and earn you neurons.</p>
          <p>
            <Link className="btn" href={show}>
              Enter your idea
            </Link>
          </p>
        </section>
      ) : (
        <SurveyReplyForm slug={challenge.slug} signUpHref={signUpHref} challengeHref={show} />
      )}
      <p className="survey-more">
        <Link href={show}>See the whole challenge and its ideas</Link>
      </p>
    </article>
  );
}
