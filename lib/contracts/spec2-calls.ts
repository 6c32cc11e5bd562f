// The remaining calls of spec 2 §7 that read what other calls already write: a challenge's prize by
// challenge id (GET /prizes/challenge/{id}), and categories suggested for a question's text
// (GET /challenges/categorify?text=…). The ideas list (GET /challenges/{slug}/ideas) reuses the
// challenge detail's idea schema.
import { z } from 'zod';

export const challengePrizeSchema = z.object({
  challenge_id: z.number().int(),
  slug: z.string(),
  prize_type: z.string(),
  prize_money_cents: z.number().int(),
  prize_title: z.string().nullable(),
  prize_description: z.string().nullable(),
});
export type ChallengePrize = z.infer<typeof challengePrizeSchema>;

/** At most this many suggestions; words shorter than CATEGORIFY_MIN_WORD are ignored. */
export const CATEGORIFY_LIMIT = 3;
export const CATEGORIFY_MIN_WORD = 4;

export const categorifyQuerySchema = z.object({ text: z.string().trim().min(1).max(2000) });

export const categorifySchema = z.array(
  z.object({ id: z.number().int(), name: z.string(), slug: z.string(), score: z.number().int() }),
);
export type Categorify = z.infer<typeof categorifySchema>;
