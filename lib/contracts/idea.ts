// POST /ideas/v2 (spec 2 §7): an idea entered in a challenge. The rules are
// lib/challenges/idea-entry.ts, shared with the form; this schema only bounds sizes and shapes, the
// provider runs the rules once it knows the challenge (a caption challenge asks for a caption).
import { z } from 'zod';
import { ownImage, IMAGE_MESSAGES } from '../challenges/image';
import { CAPTION_TEXT_MAX, IDEA_DESCRIPTION_MAX, IDEA_TITLE_MAX, type IdeaEntry } from '../challenges/idea-entry';
import { tooLong } from '../challenges/messages';
import { graphemeMax } from './text-limits';

/** Room over the limits so that the rules, not zod, word the length errors; beyond it the body is refused outright. */
const SLACK = 100;

export const ideaEntrySchema = z.object({
  /** The challenge's slug, or its id as text. */
  challenge: z.string().trim().min(1).max(200),
  title: z
    .string()
    .check(graphemeMax(IDEA_TITLE_MAX + SLACK, tooLong(IDEA_TITLE_MAX)))
    .default(''),
  description: z
    .string()
    .check(graphemeMax(IDEA_DESCRIPTION_MAX + SLACK, tooLong(IDEA_DESCRIPTION_MAX)))
    .default(''),
  /** One of our own pictures: a library image or an upload (lib/challenges/image.ts ownImage). */
  primary_image: z
    .string()
    .max(2048)
    .refine((url) => ownImage(url) !== null, IMAGE_MESSAGES.notOurs)
    .nullish(),
  caption: z
    .object({
      top: z
        .string()
        .check(graphemeMax(CAPTION_TEXT_MAX + SLACK, tooLong(CAPTION_TEXT_MAX)))
        .default(''),
      bottom: z
        .string()
        .check(graphemeMax(CAPTION_TEXT_MAX + SLACK, tooLong(CAPTION_TEXT_MAX)))
        .default(''),
    })
    .nullish(),
  entry_fee_cents: z.number().int().min(0).optional(),
}) satisfies z.ZodType<IdeaEntry, unknown>;

/** 201 of POST /ideas/v2: the idea, its challenge and community (to expire their pages), and how many ideas are left. */
export const ideaCreatedSchema = z.object({
  id: z.number().int(),
  challenge: z.object({ id: z.number().int(), slug: z.string() }),
  platform: z.string(),
  ideas_entered: z.number().int(),
  max_user_ideas: z.number().int(),
  ideas_left: z.number().int(),
});
export type IdeaCreated = z.infer<typeof ideaCreatedSchema>;

/** GET /challenges/{slug}/my-ideas: how many ideas the signed-in person has entered and may still enter. */
export const ideaAllowanceSchema = z.object({
  ideas_entered: z.number().int(),
  max_user_ideas: z.number().int(),
  ideas_left: z.number().int(),
});
export type IdeaAllowance = z.infer<typeof ideaAllowanceSchema>;
