// The creation form's state (spec 2 §3 draft-form fields), as a type only: lib/challenges/draft.ts
// builds and stores it, lib/challenges/steps.ts walks its steps; both import it from here.
import type { INNOVATION_SCALES } from '../contracts/challenge-create';
import type { Article } from './article';
import type { AssumptionFields } from './assumptions';
import type { Duration } from './duration';
import type { IdeaText } from './idea';
import type { PrizeFields } from './prize';
import type { CaptionFormat, CaptionReaction, CreateFormat, StepId } from './variants';

export type InnovationScale = (typeof INNOVATION_SCALES)[number];

export interface ChallengeDraft extends Duration, PrizeFields, AssumptionFields {
  solution_format: CreateFormat;
  /** The chosen category's id (spec 2 §3 platform_category). */
  platform_category: number | null;
  question_title: string;
  question_detail: string;
  /** The catalyst's own idea (test-an-idea). Kept when switching variants so nothing typed is lost. */
  idea: IdeaText;
  /** The linked source article, as the scrape read it (spec 2 §2 article step); null for none. */
  article: Article | null;
  /** '' until chosen: the publish tile says 'Autofill (Blue-sky)', the body falls back to blue-sky. */
  innovation_scale: InnovationScale | '';
  /** The picture (spec 2 §3 primary_image): an upload, a library image or a meme, credit on its URL. */
  primary_image: string | null;
  /** 'caption' or 'meme' for a caption category, null otherwise (spec 2 §2 category step). */
  caption_solution_format: CaptionFormat | null;
  /** The reaction captions should aim for (spec 2 §1); used only by caption challenges. */
  caption_reaction_type: CaptionReaction;
  /** The category is a comedy one: no assumptions, titles use a suggested word. Set with the category. */
  comedy: boolean;
  /** The place a local-civics question is about (spec 2 §2 location field), as the gazetteer wrote it. */
  location: string | null;
  /** The question typed before a caption category set its own title, put back if it stops being one. */
  caption_set_aside: { question_title: string; question_detail: string } | null;
  /** Tags (spec 2 §3), from the assistant's suggestion. */
  tags: string[];
  /** What the improvement should achieve (improve-an-idea's Purpose step). */
  improve_purpose_idea: string;
  /** The server draft this form was saved to or opened from (spec 2 §4), null before the first Save. */
  server_draft_id: number | null;
  /** Visited flags per step (spec 2 §3 'steps'). */
  steps: Partial<Record<StepId, boolean>>;
  /** Where the person was, so a recovered draft opens there. */
  step: StepId;
}
