// POST /challenges (spec 2 §7): the creation form's body, checked by the same rules in the browser,
// the BFF and the provider. Base types only reject wrong JSON types; every product rule runs in
// challengeErrors so one request gets every message at once, keyed by body field ({field, error}).
import { z } from 'zod';
import { graphemeMax } from './text-limits';
import { CREATE_MESSAGES, tooLong } from '../challenges/messages';
import { normaliseQuestionTitle } from '../challenges/title';
import { articleSchema } from '../challenges/article';
import { ownImage } from '../challenges/image';
import { deepDivesSchema, emptyDeepDives } from '../challenges/assumptions';
import { DEFAULT_PRIZE, PRIZE_TYPES } from '../challenges/prize';
import { challengeErrors, CREATE_FORMATS, IMPROVE_PURPOSE_MAX } from '../challenges/validation';
import { CAPTION_FORMATS, CAPTION_REACTIONS, isStepVisible } from '../challenges/variants';
import { ASSISTANT_TAG_LENGTH_MAX, ASSISTANT_TAGS_MAX } from '../challenges/assistant';
import { parseMoneyText } from '../money';

export const INNOVATION_SCALES = ['blue-sky', 'moonshot', 'playful'] as const;
export const IMAGE_NOT_OURS = 'Choose an image from the gallery or upload one.';

const text = z.string({ error: CREATE_MESSAGES.required });

export const challengeCreateSchema = z
  .object({
    solution_format: z.enum(CREATE_FORMATS, { error: `Choose one of: ${CREATE_FORMATS.join(', ')}.` }),
    platform_domain: text.trim().min(1, CREATE_MESSAGES.required),
    platform_category: z
      .number({ error: CREATE_MESSAGES.categoryMissing })
      .int(CREATE_MESSAGES.categoryMissing)
      .nullable(),
    question_title: text,
    question_detail: text,
    duration_start: z.string({ error: CREATE_MESSAGES.durationMissing }),
    duration_end: z.string({ error: CREATE_MESSAGES.durationMissing }),
    innovation_scale: z
      .enum(INNOVATION_SCALES, { error: `Choose one of: ${INNOVATION_SCALES.join(', ')}.` })
      .default('blue-sky'),
    prize_type: z
      .enum(PRIZE_TYPES, { error: `Choose one of: ${PRIZE_TYPES.join(', ')}.` })
      .default(DEFAULT_PRIZE.prize_type),
    /** Money fields travel as the text typed (spec 2 §3); the rules check they are amounts. */
    prize_money: z.string().default(DEFAULT_PRIZE.prize_money),
    prize_title: z.string().default(''),
    prize_description: z.string().default(''),
    idea_entry_fee: z.string().default(DEFAULT_PRIZE.idea_entry_fee),
    /** Who / what / why and the three worksheets (spec 2 §3); optional, checked by the rules. */
    assumption_who: z.string().default(''),
    assumption_what: z.string().default(''),
    assumption_why: z.string().default(''),
    deep_dives: deepDivesSchema.default(emptyDeepDives()),
    /**
     * The picture: one of ours (a root-relative upload or library path) or an http(s) address.
     * Missing is reported by the rules ('Image missing'), a malformed one here.
     */
    primary_image: z.string().max(2048).nullable().default(null),
    caption_solution_format: z.enum(CAPTION_FORMATS).nullable().default(null),
    caption_reaction_type: z.enum(CAPTION_REACTIONS).nullable().default(null),
    /** Tags (spec 2 §3): lower-case words, as the assistant suggests them. */
    tags: z
      .array(z.string().trim().toLowerCase().min(1).max(ASSISTANT_TAG_LENGTH_MAX))
      .max(ASSISTANT_TAGS_MAX, `Use at most ${ASSISTANT_TAGS_MAX} tags.`)
      .default([]),
    /** The place of a local-civics question, as the gazetteer formatted it. */
    location: z.string().trim().max(200).nullable().default(null),
    improve_purpose_idea: z
      .string()
      .check(graphemeMax(IMPROVE_PURPOSE_MAX * 2, tooLong(IMPROVE_PURPOSE_MAX)))
      .default(''),
    /** The source article, as the scrape utility read it; optional (spec 2 §2 article step). */
    article: articleSchema.nullable().default(null),
    /** The server draft this form was saved to: publishing removes it (spec 2 §4 draft lifecycle). */
    draft_id: z.number().int().positive().optional(),
    /** The catalyst's own idea; required for test-an-idea, ignored otherwise. */
    idea: z.object({ title: text, description: text }).optional(),
  })
  .superRefine((value, ctx) => {
    // Our own picture, or the linked article's (spec 2 §5 fill): never any other address, which
    // every visitor's browser would then load.
    if (value.primary_image && !ownImage(value.primary_image) && value.primary_image !== value.article?.image_url) {
      ctx.addIssue({ code: 'custom', message: IMAGE_NOT_OURS, path: ['primary_image'] });
    }
    for (const { field, error } of challengeErrors(value))
      ctx.addIssue({ code: 'custom', message: error, path: field.split('.') });
  })
  .transform((value) => ({
    ...value,
    question_title: normaliseQuestionTitle(value.question_title),
    question_detail: value.question_detail.trim(),
    improve_purpose_idea: value.improve_purpose_idea.trim(),
    // Only a variant with a Your Idea step posts the catalyst's idea, and only a written one.
    idea:
      value.idea && isStepVisible('your-idea', value) && (value.idea.title.trim() || value.idea.description.trim())
        ? { title: value.idea.title.trim(), description: value.idea.description.trim() }
        : undefined,
    prize_title: value.prize_type === 'other' ? value.prize_title.trim() : '',
    prize_description: value.prize_type === 'other' ? value.prize_description.trim() : '',
    // The rules above passed, so both are amounts.
    prize_money_cents: parseMoneyText(value.prize_money) ?? 0,
    idea_entry_fee_cents: parseMoneyText(value.idea_entry_fee) ?? 0,
  }));

/** What a client sends. */
export type ChallengeCreateInput = z.input<typeof challengeCreateSchema>;
/** What the provider stores from, after normalisation. */
export type ChallengeCreateData = z.output<typeof challengeCreateSchema>;

/** 201 { data: { slug, id } }. */
export const challengeCreatedSchema = z.object({ slug: z.string(), id: z.number().int() });
export type ChallengeCreated = z.infer<typeof challengeCreatedSchema>;
