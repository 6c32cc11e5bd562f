// Catalyst updates (spec 2 §7 PUT /challenges/{slug}/catalyst/updates): the catalyst's note to the
// crowd, shown on the challenge page. One text replaced whole; an empty text removes it. The spec
// names no limit, so the textarea default of spec 3 §5 applies: 1000 characters.
import { z } from 'zod';
import { graphemeMax } from '../contracts/text-limits';

export const CATALYST_UPDATE_MAX = 1000;

export const CATALYST_UPDATE_MESSAGES = {
  tooLong: `Keep your update to ${CATALYST_UPDATE_MAX} characters.`,
  saved: 'Your update is posted on the challenge page.',
  removed: 'Your update is removed from the challenge page.',
} as const;

export const catalystUpdateSchema = z.object({
  text: z.string().trim().check(graphemeMax(CATALYST_UPDATE_MAX, CATALYST_UPDATE_MESSAGES.tooLong)),
});

export const catalystUpdateOutSchema = z.object({ text: z.string(), updated_at: z.string() }).nullable();
export type CatalystUpdate = z.infer<typeof catalystUpdateOutSchema>;
