import { z } from 'zod';

const MAX_BAG_BYTES = 8 * 1024;
const jsonBag = z
  .record(z.string(), z.unknown())
  .refine((value) => JSON.stringify(value).length <= MAX_BAG_BYTES, `Must stay under ${MAX_BAG_BYTES / 1024} KB.`);

/** POST /nerves/trait (spec 1 §7): one analytics event. */
export const traitInputSchema = z.object({
  fingerprint: z.string().trim().min(1).max(128).optional(),
  type: z.string().trim().min(1, 'This field is required').max(64),
  event: z.string().trim().min(1, 'This field is required').max(128),
  context: jsonBag.optional(),
  properties: jsonBag.optional(),
  /** ISO date-time or epoch milliseconds, as the browser sent it. */
  sent_at: z.union([z.iso.datetime({ offset: true }), z.number().int().nonnegative()]).optional(),
});
export type TraitInput = z.infer<typeof traitInputSchema>;
