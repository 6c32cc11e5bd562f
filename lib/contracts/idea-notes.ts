// Saved ideas (the Nerve-on A-ha notebook: spec 3 §2.4 dashboard.nerve-on-ah.public and .private,
// spec 2 §2 'Save an Idea'), idea iterations (spec 1 §3, spec 2 §3 Idea) and the catalyst's idea
// review with its iteration requests (spec 2 §7 GET/POST /challenges/{slug}/catalyst/ideas and
// GET .../catalyst/ideas/{ideaId}/contents). Shared by the provider, the BFF and the forms.
import { z } from 'zod';
import { IDEA_DESCRIPTION_MAX, IDEA_TITLE_MAX } from '../challenges/idea';
import { tooLong } from '../challenges/messages';
import { personSummarySchema } from './challenge';
import { graphemeMax } from './text-limits';

/**
 * Versions an idea may have, the first included: enough to act on a catalyst's request or two,
 * few enough that raters are not rating a moving target (the spec sets no number).
 */
export const IDEA_VERSIONS_MAX = 5;
/** Entries one A-ha notebook holds (ours; the spec names none): the lists are read whole. */
export const SAVED_IDEAS_MAX = 500;
/** A catalyst's request note: spec 1 §5's textarea default maxlength. */
export const ITERATION_NOTE_MAX = 1000;

export const IDEA_NOTE_TEXTS = {
  required: 'This field is required',
  saved: 'Saved to your A-ha notebook.',
  alreadyKept: 'This idea is already in your A-ha notebook.',
  notReadable: 'This idea cannot be saved yet: ideas are revealed when their challenge closes.',
  notFound: 'Idea not found',
  entryNotFound: 'This saved idea does not exist.',
  full: `Your A-ha notebook holds at most ${SAVED_IDEAS_MAX} entries. Remove some to save this one.`,
  notAuthor: 'Only the author of an idea can post a new iteration of it.',
  closed: 'This challenge has closed: its ideas are final.',
  unchanged: 'Change the title or the description to post a new iteration.',
  tooMany: `An idea has at most ${IDEA_VERSIONS_MAX} versions; this one has them all.`,
  iterationsClosed: 'Earlier versions of an idea are shown once its challenge closes.',
  notOwner: 'Current user is not the owner of this challenge.',
  challengeNotFound: 'Challenge not found',
  ownIdea: 'This is your own idea: post a new iteration of it instead.',
  alreadyRequested: 'You already asked for a new iteration of this idea; wait for the author to answer.',
  requestSent: 'Request sent. The author is told what you would like improved.',
} as const;

const title = z
  .string({ error: IDEA_NOTE_TEXTS.required })
  .trim()
  .min(1, IDEA_NOTE_TEXTS.required)
  .check(graphemeMax(IDEA_TITLE_MAX, tooLong(IDEA_TITLE_MAX)));
const description = z
  .string()
  .trim()
  .check(graphemeMax(IDEA_DESCRIPTION_MAX, tooLong(IDEA_DESCRIPTION_MAX)));

export const VISIBILITIES = ['public', 'private'] as const;
export const visibilitySchema = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof visibilitySchema>;

/** POST /me/saved-ideas: an own idea written down, or someone's idea kept. */
export const savedIdeaCreateSchema = z.union([
  z.object({ idea_id: z.number().int().positive(), visibility: visibilitySchema.default('private') }),
  z.object({ title, description: description.default(''), visibility: visibilitySchema.default('private') }),
]);
export type SavedIdeaCreate = z.input<typeof savedIdeaCreateSchema>;

export const savedIdeaSchema = z.object({
  id: z.number(),
  visibility: visibilitySchema,
  title: z.string(),
  description: z.string(),
  created_at: z.string(),
  /** A kept idea: the idea and its challenge; null for an own idea. */
  idea: z
    .object({
      id: z.number(),
      challenge: z.object({ slug: z.string(), question_title: z.string() }),
      author: personSummarySchema.nullable(),
    })
    .nullable(),
});
export type SavedIdea = z.infer<typeof savedIdeaSchema>;
export const savedIdeaListSchema = z.array(savedIdeaSchema);

export const savedIdeaQuerySchema = z.object({ visibility: visibilitySchema.optional() });

// Iterations

/** POST /ideas/{id}/iterations */
export const iterationCreateSchema = z.object({ title, description: description.default('') });
export type IterationCreate = z.input<typeof iterationCreateSchema>;

export const ideaVersionSchema = z.object({
  version: z.number(),
  title: z.string(),
  description: z.string(),
  posted_at: z.string(),
});
export type IdeaVersion = z.infer<typeof ideaVersionSchema>;

export const iterationRequestSchema = z.object({
  id: z.number(),
  note: z.string(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type IterationRequest = z.infer<typeof iterationRequestSchema>;

/** GET /ideas/{id}/iterations: every version, the current one last, and the catalyst's requests. */
export const ideaIterationsSchema = z.object({
  idea_id: z.number(),
  current_version: z.number(),
  versions_left: z.number(),
  can_iterate: z.boolean(),
  versions: z.array(ideaVersionSchema),
  /** The author's alone; others get an empty list. */
  requests: z.array(iterationRequestSchema),
});
export type IdeaIterations = z.infer<typeof ideaIterationsSchema>;

// The catalyst's idea review

/** POST /challenges/{slug}/catalyst/ideas: ask an idea's author for a new iteration. */
export const iterationRequestCreateSchema = z.object({
  idea_id: z.number().int().positive(),
  note: z
    .string({ error: IDEA_NOTE_TEXTS.required })
    .trim()
    .min(1, IDEA_NOTE_TEXTS.required)
    .check(graphemeMax(ITERATION_NOTE_MAX, tooLong(ITERATION_NOTE_MAX))),
});
export type IterationRequestCreate = z.input<typeof iterationRequestCreateSchema>;

export const catalystIdeaSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  created_at: z.string(),
  version: z.number(),
  average: z.number().nullable(),
  rating_count: z.number(),
  /** The catalyst's own (test) idea. */
  own: z.boolean(),
  /** Top 3 place, or null. */
  pick: z.number().nullable(),
  /** Revealed once the challenge closes (spec 1 §3). */
  author: personSummarySchema.nullable(),
  open_request: iterationRequestSchema.nullable(),
});
export type CatalystIdea = z.infer<typeof catalystIdeaSchema>;

export const catalystIdeasSchema = z.object({
  slug: z.string(),
  question_title: z.string(),
  closed: z.boolean(),
  ideas: z.array(catalystIdeaSchema),
});
export type CatalystIdeas = z.infer<typeof catalystIdeasSchema>;

/** GET /challenges/{slug}/catalyst/ideas/{ideaId}/contents: one idea in full with its versions. */
export const catalystIdeaContentsSchema = catalystIdeaSchema.extend({
  versions: z.array(ideaVersionSchema),
  requests: z.array(iterationRequestSchema),
});
export type CatalystIdeaContents = z.infer<typeof catalystIdeaContentsSchema>;
