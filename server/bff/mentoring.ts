import 'server-only';
// Mentoring reads for pages (spec 2 §7): the challenge's advice for everyone (cached, expired by
// the BFF calls that change it), the signed-in viewer's own mentoring there and their mentor
// dashboard (per request, never on the visitor cache, which reads no cookies), and the feedback
// choices of the rating control.
import { revalidateTag } from 'next/cache';
import { MENTORING_FEEDBACK_CHOICES } from '@/lib/challenges/mentoring';
import {
  challengeMentorCommentsSchema,
  feedbackChoicesSchema,
  mentorDashboardSchema,
  myMentoringSchema,
  type FeedbackChoice,
  type MentorComment,
  type MentorDashboard,
  type MyMentoring,
} from '@/lib/contracts/mentoring';
import { provider, publicProvider } from './provider';

const mentoringTag = (slug: string) => `mentoring:${slug}`;

/** Every piece of advice on a challenge's ideas; null when it could not be read. */
export async function getChallengeMentorComments(slug: string): Promise<MentorComment[] | null> {
  const res = await publicProvider(`/challenges/${encodeURIComponent(slug)}/mentor-comments`, {
    schema: challengeMentorCommentsSchema,
    next: { tags: [mentoringTag(slug)], revalidate: 60 },
  });
  return res.ok ? res.data : null;
}

/** Advice was given or rated: its challenge's list is read afresh on the next visit. */
export function expireMentoring(slug: string): void {
  revalidateTag(mentoringTag(slug), { expire: 0 });
}

export async function getMyMentoring(slug: string): Promise<MyMentoring | null> {
  const res = await provider(`/challenges/${encodeURIComponent(slug)}/my-mentoring`, { schema: myMentoringSchema });
  return res.ok ? res.data : null;
}

/** The signed-in person's mentor dashboard; null when it could not be read. */
export async function getMentorDashboard(): Promise<MentorDashboard | null> {
  const res = await provider('/me/dashboards/mentor', { schema: mentorDashboardSchema });
  return res.ok ? res.data : null;
}

/** The rating choices as the provider offers them; the shared list if it cannot be reached (they are the same list). */
export async function getFeedbackChoices(): Promise<FeedbackChoice[]> {
  const res = await publicProvider('/mentoring/feedback-choices', {
    schema: feedbackChoicesSchema,
    next: { tags: ['mentoring-feedback-choices'], revalidate: 3600 },
  });
  return res.ok ? res.data : [...MENTORING_FEEDBACK_CHOICES];
}
