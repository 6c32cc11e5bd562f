// The advice part of the 'Mentoring & ratings' tab (spec 2 §1, §3, §6): each idea with its advice
// ('What I like', 'What could improve', the mentor and the date) for everyone; for signed-in
// players, a 0-5 rating of the advice they may rate (all but their own) and, while the challenge is
// open, a form to mentor each idea that is not theirs (lazily loaded chunks: MentoringTools.tsx);
// visitors are asked to sign in. Ideas stay anonymous while open: only the viewer is told which are
// their own.
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ChallengeDetail } from '@/lib/contracts/challenge';
import type { FeedbackChoice, MentorComment, MyMentoring } from '@/lib/contracts/mentoring';
import { MENTORING_MESSAGES } from '@/lib/challenges/mentoring';
import { MESSAGES } from '@/lib/constants';
import { href } from '@/lib/routes/table';
import { AdviceCard } from '../../mentoring/AdviceCard';
import { ReportButton } from '../../moderation/ReportButton';
import { LazyMentorIdeaForm as MentorIdeaForm, LazyRateAdvice as RateAdvice } from '../../mentoring/MentoringTools';

export interface MentoringView {
  /** null: the advice could not be read. */
  comments: MentorComment[] | null;
  /** The signed-in viewer and what they did here (mine null: it could not be read, so no controls are offered). */
  viewer: { id: number; screenName: string; mine: MyMentoring | null } | null;
  choices: FeedbackChoice[];
  /** For visitors: the link to sign in. */
  signIn: ReactNode | null;
}

export function MentoringIdeas({
  challenge,
  view,
}: {
  challenge: Pick<ChallengeDetail, 'slug' | 'closed' | 'ideas'>;
  view: MentoringView;
}) {
  const { viewer, choices } = view;
  const mine = viewer?.mine ?? null;
  const own = new Set(mine?.own_idea_ids);
  const mentored = new Set(mine?.mentored_idea_ids);
  const rates = new Map(mine?.rates.map((r) => [r.comment_id, r.value]));
  const byIdea = new Map<number, MentorComment[]>();
  for (const comment of view.comments ?? [])
    byIdea.set(comment.idea_id, [...(byIdea.get(comment.idea_id) ?? []), comment]);
  return (
    <section className="mentoring-section" aria-labelledby="mentoring-heading">
      <h3 id="mentoring-heading">Mentoring</h3>
      <p className="muted">
        Mentors answer each idea with what they like and what could improve; innovators and peers rate that advice from
        0 to 5, anonymously.
        {challenge.closed && ` ${MENTORING_MESSAGES.closed} Its advice can still be rated.`}
      </p>
      <p className="mentoring-links">
        {view.signIn}
        {viewer && (
          <Link href={href('dashboard.mentoring', { platformSlug: viewer.screenName })}>
            Your mentor dashboard: the advice you gave and received
          </Link>
        )}
      </p>
      {view.comments === null ? (
        <p role="alert" className="alert alert-danger">
          The advice on these ideas could not be loaded. Please try again later.
        </p>
      ) : challenge.ideas.length === 0 ? (
        <p className="empty-state">{MESSAGES.noIdeas}</p>
      ) : (
        <ol className="mentoring-ideas">
          {challenge.ideas.map((idea) => {
            const advice = byIdea.get(idea.id) ?? [];
            return (
              <li key={idea.id} id={`mentoring-idea-${idea.id}`} className="card mentoring-idea">
                <h4>{idea.title}</h4>
                {idea.description && <p className="idea-description">{idea.description}</p>}
                {advice.length ? (
                  <ul className="advice-list" aria-label={`Advice on “${idea.title}”`}>
                    {advice.map((comment) => (
                      <li key={comment.id}>
                        <AdviceCard comment={comment} mine={comment.mentor.id === viewer?.id}>
                          {mine && comment.mentor.id !== viewer?.id && (
                            <RateAdvice
                              commentId={comment.id}
                              mentorHandle={comment.mentor.handle}
                              choices={choices}
                              given={rates.get(comment.id) ?? null}
                            />
                          )}
                          {viewer && comment.mentor.id !== viewer.id && (
                            <ReportButton
                              targetType="comment"
                              targetId={comment.id}
                              what={`@${comment.mentor.handle}’s advice`}
                            />
                          )}
                        </AdviceCard>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="muted advice-none">No advice yet.</p>
                )}
                {mine &&
                  !challenge.closed &&
                  (own.has(idea.id) ? (
                    <p className="muted mentor-idea">Your idea: others mentor it.</p>
                  ) : (
                    <MentorIdeaForm
                      slug={challenge.slug}
                      ideaId={idea.id}
                      ideaTitle={idea.title}
                      mentored={mentored.has(idea.id)}
                    />
                  ))}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
