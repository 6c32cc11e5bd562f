// The call a page kept for players makes for the viewer's own parts (GET /api/me/parts, issue 24
// part 5): which page, checked at that boundary like every other input, and the answer, the data
// the browser renders those parts from with the same components a page rendered per request uses
// (components/challenges/detail/ChallengePersonal.tsx). The community is the host's.
import { z } from 'zod';
import { SLUG_PATTERN } from '../personal-parts';
import { SCREEN_NAME_PATTERN } from '../routes/platform-slug';
import { meSummarySchema } from './challenge';
import { ideaAllowanceSchema } from './idea';
import { myRatingsSchema } from './rating';
import { surveyRepliesSchema } from './survey';

const challengePageSchema = z.object({ kind: z.literal('challenge'), slug: z.string().regex(SLUG_PATTERN) });
const dashboardPageSchema = z.object({ kind: z.literal('dashboard'), handle: z.string().regex(SCREEN_NAME_PATTERN) });
export const personalPageSchema = z.discriminatedUnion('kind', [challengePageSchema, dashboardPageSchema]);
export type PersonalPage = z.infer<typeof personalPageSchema>;

/**
 * The call's query: `?challenge=<slug>` for a challenge's parts, `?dashboard=<handle>` for the
 * dashboard at /{handle}/my-dashboard; none for the frame's alone. One page at a time.
 */
export const personalPartsQuerySchema = z
  .object({
    challenge: challengePageSchema.shape.slug.optional(),
    dashboard: dashboardPageSchema.shape.handle.optional(),
  })
  .refine((query) => !(query.challenge && query.dashboard), {
    message: 'Ask for one page’s parts at a time.',
    path: ['dashboard'],
  });
export type PersonalPartsQuery = z.infer<typeof personalPartsQuerySchema>;

/** Who is looking, as much as their own parts show of them. */
export const personalViewerSchema = z.object({
  id: z.number().int(),
  screenName: z.string(),
  avatarUrl: z.string().nullable(),
  shadow: z.boolean(),
  admin: z.boolean(),
  ambassador: z.boolean(),
});
export type PersonalViewer = z.infer<typeof personalViewerSchema>;

/** What the ideas tab shows of the viewer: may they enter, what have they rated. */
export const ideasPersonalSchema = z.object({
  isOwner: z.boolean(),
  allowance: ideaAllowanceSchema.nullable(),
  /** Their ratings and own ideas, on an open challenge with ideas; null when nothing is rated or the read failed. */
  mine: myRatingsSchema.nullable(),
});
export type IdeasPersonal = z.infer<typeof ideasPersonalSchema>;

/** The owner's survey (spec 3 §5): offered now, and the replies (null: the read failed). */
export const ownerSurveySchema = z.object({ offered: z.boolean(), replies: surveyRepliesSchema.nullable() });
export type OwnerSurvey = z.infer<typeof ownerSurveySchema>;

export const challengePersonalSchema = ideasPersonalSchema.extend({
  /** Null for anyone but the owner. */
  survey: ownerSurveySchema.nullable(),
});
export type ChallengePersonal = z.infer<typeof challengePersonalSchema>;

/**
 * The dashboard's own parts, for its owner only: the greeting's name and their numbers (summary
 * null: the read failed, and the page says so).
 */
export const dashboardPersonalSchema = z.object({ name: z.string(), summary: meSummarySchema.nullable() });
export type DashboardPersonal = z.infer<typeof dashboardPersonalSchema>;

const liveTransportSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sse') }),
  z.object({ kind: z.literal('pusher'), key: z.string(), cluster: z.string() }),
]);

/**
 * No viewer: the session holds none (or the provider refused it), and the browser ends it; the
 * challenge's parts are then a visitor's. A challenge gone since the page was kept has no parts of
 * its own (challenge null).
 */
export const personalPartsAnswerSchema = z.object({
  viewer: personalViewerSchema.nullable(),
  /** How the Game Dash bell gets its live updates. */
  transport: liveTransportSchema,
  challenge: challengePersonalSchema.nullable(),
  /**
   * Asked for a dashboard: its parts when the viewer owns it; null for anybody else (the browser
   * sends them on to that user's platform, as the page rendered per request does).
   */
  dashboard: dashboardPersonalSchema.nullable(),
});
export type PersonalPartsAnswer = z.infer<typeof personalPartsAnswerSchema>;
