// The catalyst's Top 3 picker (spec 2 §5, spec 3 §5): pure rules shared by the provider's
// GET/PUT /challenges/{slug}/catalyst/picker, the closing routine and the owner page.
//
// Picks are an ordered list of idea ids, place 1 first, at most 3, without gaps: the effective
// Top 3 (topThree in ./closing) puts the picks first and fills the missing places from the crowd's
// ranking, so a gap would mean nothing. Dropping an idea in at a place moves the ideas at that
// place and below down one; the one that falls past place 3 is pushed out.
import { z } from 'zod';
import { TOP3_SIZE } from './closing';
import { NOT_CHALLENGE_OWNER } from '../constants';

export const PICK_PLACES = [1, 2, 3] as const;

export const PICKER_MESSAGES = {
  notOwner: NOT_CHALLENGE_OWNER,
  notFound: 'Challenge not found',
  ideaNotFound: 'This idea is not one of this challenge’s ideas.',
  closed: 'This challenge is closed; its Top 3 can no longer change.',
  ownIdea: 'You cannot pick your own idea for the Top 3.',
  declined: 'A declined idea cannot be picked for the Top 3.',
} as const;

/** PUT body: place 1-3 drops the idea in there; place null takes it out of the picks. */
export const pickerPutSchema = z.object({
  idea_id: z.number().int().positive(),
  place: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
});
export type PickerPut = z.infer<typeof pickerPutSchema>;

/**
 * The picks after dropping `ideaId` at `place` (1-3), or removing it (null). An idea already
 * picked is taken out first, so moving it never pushes another out needlessly. A place past the
 * last pick is clamped to the next free one (picks have no gaps).
 */
export function placePick(picks: readonly number[], ideaId: number, place: number | null): number[] {
  const rest = picks.filter((id) => id !== ideaId).slice(0, TOP3_SIZE);
  if (place === null) return rest;
  if (!Number.isInteger(place) || place < 1 || place > TOP3_SIZE)
    throw new RangeError(`placePick: place must be 1 to ${TOP3_SIZE}, got ${place}`);
  const at = Math.min(place - 1, rest.length);
  return [...rest.slice(0, at), ideaId, ...rest.slice(at)].slice(0, TOP3_SIZE);
}

/** 1 -> '1st', 2 -> '2nd', 3 -> '3rd' (the picker's buttons and the closed page's badges). */
export function placeLabel(place: number): string {
  return ({ 1: '1st', 2: '2nd', 3: '3rd' } as Record<number, string>)[place] ?? `${place}th`;
}

export const pickerIdeaSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The crowd's average to 3 decimals (null without ratings) and how many rated it. */
  average: z.number().nullable(),
  rating_count: z.number().int(),
  /** The crowd's rank (null under 2 ratings). */
  rank: z.number().int().nullable(),
  /** The catalyst's own (test) idea: never picked, never in the Top 3. */
  own: z.boolean(),
});
export type PickerIdea = z.infer<typeof pickerIdeaSchema>;

export const pickerStateSchema = z.object({
  slug: z.string(),
  platform: z.string(),
  question_title: z.string(),
  closed: z.boolean(),
  /** The stored picks by place. */
  picks: z.array(z.object({ place: z.number().int(), idea_id: z.number().int() })),
  /** The effective Top 3: picks first, then the crowd's choices; picked says which. */
  top3: z.array(z.object({ place: z.number().int(), idea_id: z.number().int(), picked: z.boolean() })),
  ideas: z.array(pickerIdeaSchema),
  update: z.object({ text: z.string(), updated_at: z.string() }).nullable(),
});
export type PickerState = z.infer<typeof pickerStateSchema>;
