// Contracts of the pages under a user's platform: the mentor box and idea presentations.
import { z } from 'zod';
import { challengeCardSchema, personSummarySchema } from './challenge';

/** solution_format values of a challenge (spec 2 §3). */
export const SOLUTION_FORMATS = [
  'challenge',
  'improve-an-idea',
  'suggestion',
  'qq',
  'test-an-idea',
  'topic',
  'ama',
  'caption',
] as const;
/** A user's mentor box holds their open ask-me-anything and suggestion-box challenges. */
export const MENTOR_BOX_FORMATS = ['ama', 'suggestion'] as const;

export function isMentorBoxFormat(format: string): boolean {
  return (MENTOR_BOX_FORMATS as readonly string[]).includes(format);
}

/**
 * Query of GET /users/{id}/challenges: `format` is a comma list of solution formats (all when
 * absent); `status` is open (default), closed or all.
 */
export const userChallengesQuerySchema = z.object({
  format: z
    .string()
    .optional()
    .transform((raw) =>
      raw
        ? raw
            .split(',')
            .map((f) => f.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.enum(SOLUTION_FORMATS, { error: `Use one or more of: ${SOLUTION_FORMATS.join(', ')}.` }))),
  status: z.enum(['open', 'closed', 'all']).default('open'),
  /** 'true': only challenges that charge an idea entry fee (the /{handle}/podcast list). */
  entry_fee: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type UserChallengesQuery = z.infer<typeof userChallengesQuerySchema>;

/** The filter of a user's platform page ('?filter='); /{handle}/podcast is the entry-fee list. */
export const USER_PLATFORM_FILTERS = [
  { key: 'all', label: 'All', query: { status: 'all' } },
  { key: 'open', label: 'Open', query: { status: 'open' } },
  { key: 'closed', label: 'Closed', query: { status: 'closed' } },
  { key: 'idea_entry_fee', label: 'With an entry fee', query: { status: 'all', entry_fee: 'true' } },
] as const;
export type UserPlatformFilter = (typeof USER_PLATFORM_FILTERS)[number];

export function userPlatformFilter(value: string | string[] | undefined): UserPlatformFilter {
  const key = Array.isArray(value) ? value[0] : value;
  return USER_PLATFORM_FILTERS.find((f) => f.key === key) ?? USER_PLATFORM_FILTERS[0];
}

/** GET /users/{id}/challenges: the user's challenges as cards, newest first. */
export const userChallengesSchema = z.array(challengeCardSchema);

/**
 * GET /ideas/{id}: one idea for a presentation. author is null while the challenge is open (ideas
 * stay anonymous until closing); average to 3 decimals, null before the first rating.
 */
export const ideaPresentationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  challenge: z.object({ slug: z.string(), question_title: z.string(), is_closed: z.boolean() }),
  author: personSummarySchema.nullable(),
  average: z.number().nullable(),
  rating_count: z.number().int(),
});
export type IdeaPresentation = z.infer<typeof ideaPresentationSchema>;
