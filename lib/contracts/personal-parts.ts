// The call a page kept for players makes for the viewer's own parts (server/bff/personal-parts.tsx):
// which page, checked at that boundary like every other input. The community is the host's.
import { z } from 'zod';
import { SLUG_PATTERN } from '../personal-parts';

export const personalPageSchema = z.object({
  kind: z.literal('challenge'),
  slug: z.string().regex(SLUG_PATTERN),
});
export type PersonalPage = z.infer<typeof personalPageSchema>;

/** One call for a kept page's personal parts: the frame's always, the page's when it has some. */
export const personalPartsRequestSchema = z.object({ page: personalPageSchema.nullable() });
export type PersonalPartsRequest = z.infer<typeof personalPartsRequestSchema>;
