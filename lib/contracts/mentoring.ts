// Mentoring calls (spec 2 §7 'Mentoring', 'Innovator views'; spec 3 §7 dashboards). The rules are
// lib/challenges/mentoring.ts, shared with the forms. Ratings of advice are anonymous (spec 2 §6):
// no answer here carries who rated, only how many and the average, and the viewer's own rating.
import { z } from 'zod';
import { mentoringRateError, mentorTextError } from '../challenges/mentoring';
import { personSummarySchema } from './challenge';

const checked = (rule: (value: string) => string | null) =>
  z.string().superRefine((value, ctx) => {
    const error = rule(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

/** Body of POST /challenges/{slug}/ideas/{ideaId}/mentor-comments. Texts are stored trimmed. */
export const mentorCommentEntrySchema = z.object({
  what_i_like: checked(mentorTextError),
  what_could_improve: checked(mentorTextError),
});
export type MentorCommentEntry = z.infer<typeof mentorCommentEntrySchema>;

/** How a piece of advice was rated: how many players and their average, never who. */
export const mentoringRatingSummarySchema = z.object({ count: z.number().int(), average: z.number().nullable() });

/** One piece of advice as anyone may read it: the mentor is named, the raters never are. */
export const mentorCommentSchema = z.object({
  id: z.number().int(),
  idea_id: z.number().int(),
  mentor: personSummarySchema,
  what_i_like: z.string(),
  what_could_improve: z.string(),
  created_at: z.string(),
  rating: mentoringRatingSummarySchema,
});
export type MentorComment = z.infer<typeof mentorCommentSchema>;

/** Advice with the viewer's own rating of it (null: not rated yet). */
export const ratableCommentSchema = mentorCommentSchema.extend({ my_rate: z.number().int().nullable() });
export type RatableComment = z.infer<typeof ratableCommentSchema>;

/** 201 of the create call: the advice, and the challenge and community whose pages it changes. */
export const mentorCommentCreatedSchema = z.object({
  comment: mentorCommentSchema,
  challenge: z.object({ id: z.number().int(), slug: z.string() }),
  platform: z.string(),
});
export type MentorCommentCreated = z.infer<typeof mentorCommentCreatedSchema>;

/** GET /challenges/{slug}/mentor-comments: every piece of advice on the challenge's ideas, oldest first. */
export const challengeMentorCommentsSchema = z.array(mentorCommentSchema);

/** GET /challenges/{slug}/my-mentoring: what the signed-in viewer has done there, for the controls. */
export const myMentoringSchema = z.object({
  own_idea_ids: z.array(z.number().int()),
  mentored_idea_ids: z.array(z.number().int()),
  rates: z.array(z.object({ comment_id: z.number().int(), value: z.number().int() })),
});
export type MyMentoring = z.infer<typeof myMentoringSchema>;

/** GET /challenges/{slug}/mentoring-to-rate/{ideaId}: the advice on an idea the viewer may rate (all but their own). */
export const mentoringToRateSchema = z.object({
  idea_id: z.number().int(),
  /** Whether the viewer rates as the idea's author or as a peer (spec 3 §3 meaningful names). */
  viewer: z.enum(['innovator', 'peer']),
  comments: z.array(ratableCommentSchema),
});
export type MentoringToRate = z.infer<typeof mentoringToRateSchema>;

/** Body of POST /game/mentoring/{id}/rates. */
export const mentoringRateEntrySchema = z.object({
  value: z.number().superRefine((value, ctx) => {
    const error = mentoringRateError(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  }),
});
export type MentoringRateEntry = z.infer<typeof mentoringRateEntrySchema>;

export const mentoringRateCreatedSchema = z.object({
  comment_id: z.number().int(),
  value: z.number().int(),
  challenge: z.object({ id: z.number().int(), slug: z.string() }),
  platform: z.string(),
});
export type MentoringRateCreated = z.infer<typeof mentoringRateCreatedSchema>;

/** GET /mentoring/feedback-choices. */
export const feedbackChoiceSchema = z.object({ value: z.number().int(), label: z.string(), description: z.string() });
export const feedbackChoicesSchema = z.array(feedbackChoiceSchema);
export type FeedbackChoice = z.infer<typeof feedbackChoiceSchema>;

/** An idea as the mentoring pages name it, with its challenge. */
export const mentoredIdeaSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  challenge: z.object({ slug: z.string(), question_title: z.string(), closed: z.boolean() }),
});
export type MentoredIdea = z.infer<typeof mentoredIdeaSchema>;

/** GET /me/innovator/{challenge}/ideas/{idea}/mentor_comments: the advice received on one's own idea. */
export const receivedAdviceSchema = z.object({ idea: mentoredIdeaSchema, comments: z.array(ratableCommentSchema) });
export type ReceivedAdvice = z.infer<typeof receivedAdviceSchema>;

/** GET /{platform}/dashboards/mentor: the advice I gave (newest first) and the advice received on my ideas. */
export const mentorDashboardSchema = z.object({
  given: z.array(mentorCommentSchema.extend({ idea: mentoredIdeaSchema })),
  received: z.array(receivedAdviceSchema),
});
export type MentorDashboard = z.infer<typeof mentorDashboardSchema>;
export type GivenAdvice = MentorDashboard['given'][number];
