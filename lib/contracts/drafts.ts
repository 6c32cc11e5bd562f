// Server drafts of the creation flow (spec 2 §3 'Draft (server)', §4 draft lifecycle, §7 /drafts,
// §9 page size): a person's saved questions, each the whole form under content.challenge plus the
// community it was written for, so the list can open it there.
import { z } from 'zod';

export const DRAFT_ORIGINS = ['challenge-creation-flow', 'challenge-promotion-flow', 'qq'] as const;
export const DRAFT_TYPES = ['challenge'] as const;
/** The list asks for at most this many (spec 2 §9 drafts page size). */
export const DRAFTS_PAGE_SIZE = 200;
/** A form is a few kilobytes; the bound keeps one row from holding anything else. */
export const DRAFT_CONTENT_MAX_BYTES = 64 * 1024;
export const DRAFT_TEXTS = { noTitle: '(No title)', empty: 'No items saved yet.' } as const;

export const draftContentSchema = z
  .object({
    /** The creation form as the browser keeps it (lib/challenges/draft.ts); read back defensively. */
    challenge: z.record(z.string(), z.unknown()),
    /** The community the question was written for. */
    platform: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Not a community.'),
  })
  .refine((content) => JSON.stringify(content).length <= DRAFT_CONTENT_MAX_BYTES, {
    message: `A draft must stay under ${DRAFT_CONTENT_MAX_BYTES / 1024} KB.`,
  });
export type DraftContent = z.infer<typeof draftContentSchema>;

export const draftCreateSchema = z.object({
  content: draftContentSchema,
  origin: z.enum(DRAFT_ORIGINS).default('challenge-creation-flow'),
  draft_type: z.enum(DRAFT_TYPES).default('challenge'),
});
export const draftUpdateSchema = z.object({ content: draftContentSchema });

/** Ideas saved to become questions of their own (spec 2 §2 'Saved QQs to promote'). */
export const PROMOTION_ORIGINS = [
  'qq',
  'challenge-promotion-flow',
] as const satisfies readonly (typeof DRAFT_ORIGINS)[number][];

export const draftListQuerySchema = z.object({
  draft_type: z.enum(DRAFT_TYPES).default('challenge'),
  /** Comma-joined origins to list; all when absent. Saved drafts and the promotions list differ by it. */
  origin: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const list = v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean);
      if (
        !list.length ||
        !list.every((o): o is (typeof DRAFT_ORIGINS)[number] => (DRAFT_ORIGINS as readonly string[]).includes(o))
      ) {
        ctx.addIssue({ code: 'custom', message: `Choose from: ${DRAFT_ORIGINS.join(', ')}.` });
        return z.NEVER;
      }
      return list as (typeof DRAFT_ORIGINS)[number][];
    }),
  size: z.coerce.number().int().min(1).max(DRAFTS_PAGE_SIZE).default(DRAFTS_PAGE_SIZE),
});

export const draftSummarySchema = z.object({
  id: z.number().int(),
  origin: z.enum(DRAFT_ORIGINS),
  draft_type: z.enum(DRAFT_TYPES),
  /** The question title, or null when none was written yet (the list says '(No title)'). */
  title: z.string().nullable(),
  platform: z.string(),
  solution_format: z.string(),
  updated_at: z.string(),
});
export type DraftSummary = z.infer<typeof draftSummarySchema>;

export const draftSchema = draftSummarySchema.extend({ content: draftContentSchema, created_at: z.string() });
export type Draft = z.infer<typeof draftSchema>;

/** POST /challenges/{slug}/ideas/{id}/promote and GET /challenges/{slug}/promoted: which ideas are saved to promote. */
export const promotedIdeaSchema = z.object({ idea_id: z.number().int(), draft_id: z.number().int() });
export type PromotedIdea = z.infer<typeof promotedIdeaSchema>;
