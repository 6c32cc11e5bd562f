// The four creation variants (spec 2 §2 step lists) and the rules that hide steps: caption
// challenges, comedy categories, the test-idea route and quick questions. Pure, shared by the
// stepper, the whole-question check and the body sent on publish.

export const CREATE_FORMATS = ['challenge', 'test-an-idea', 'qq', 'improve-an-idea'] as const;
export type CreateFormat = (typeof CREATE_FORMATS)[number];
/** The two creation routes: /challenges/create and /challenges/test-idea (spec 2 §2). */
export type RouteFormat = 'challenge' | 'test-an-idea';
/** Tool challenges (spec 2 §2 tool tiles); their titles use a suggested word (spec 2 §5). */
export const TOOL_FORMATS: readonly CreateFormat[] = ['test-an-idea', 'improve-an-idea', 'qq'];
export const CAPTION_FORMATS = ['caption', 'meme'] as const;
export type CaptionFormat = (typeof CAPTION_FORMATS)[number];
/** The reaction a caption challenge asks for (spec 2 §1 caption categories), caption_reaction_type. */
export const CAPTION_REACTIONS = ['funny', 'inspiring', 'insightful', 'shocking'] as const;
export type CaptionReaction = (typeof CAPTION_REACTIONS)[number];
export const CAPTION_REACTION_LABELS: Record<CaptionReaction, string> = {
  funny: 'Funny',
  inspiring: 'Inspiring',
  insightful: 'Insightful',
  shocking: 'Shocking',
};

export const STEP_IDS = [
  'category',
  'your-idea',
  'purpose',
  'question-description',
  'assumptions',
  'image',
  'innovation-scale',
  'article-source',
  'duration',
  'money-prizes',
  'caption-format',
  'publish',
  'share',
] as const;
export type StepId = (typeof STEP_IDS)[number];

export const STEP_NAMES: Record<StepId, string> = {
  category: 'Category',
  'your-idea': 'Your Idea',
  purpose: 'Purpose',
  'question-description': 'Question & Description',
  assumptions: 'Assumptions',
  image: 'Image',
  'innovation-scale': 'Innovation Scale',
  'article-source': 'Article Source',
  duration: 'Duration',
  'money-prizes': 'Money & Prizes',
  'caption-format': 'Caption Format',
  publish: 'Preview, Edit & Publish',
  share: 'Share',
};

/** Every step of each variant, in the spec's order, before the hiding rules. */
export const VARIANT_STEPS: Record<CreateFormat, readonly StepId[]> = {
  challenge: [
    'category',
    'question-description',
    'assumptions',
    'image',
    'your-idea',
    'innovation-scale',
    'article-source',
    'duration',
    'money-prizes',
    'caption-format',
    'publish',
    'share',
  ],
  qq: ['category', 'question-description', 'image', 'duration', 'money-prizes', 'publish', 'share'],
  'test-an-idea': [
    'category',
    'your-idea',
    'question-description',
    'assumptions',
    'image',
    'innovation-scale',
    'duration',
    'money-prizes',
    'caption-format',
    'publish',
    'share',
  ],
  'improve-an-idea': [
    'category',
    'your-idea',
    'purpose',
    'question-description',
    'assumptions',
    'image',
    'innovation-scale',
    'article-source',
    'duration',
    'money-prizes',
    'publish',
    'share',
  ],
};

/** What the hiding rules read off a form or a request body. */
export interface VariantFacts {
  solution_format: CreateFormat;
  caption_solution_format?: CaptionFormat | null;
  /** The category is a comedy one (lib/challenges/categories.ts categoryTraits). */
  comedy?: boolean;
  /**
   * The category is a caption one. The provider sets it from the category, so a body cannot claim
   * (or dodge) the caption rules; the form leaves it out and its caption_solution_format says so.
   */
  caption?: boolean;
}

/**
 * A caption challenge: a caption category in the default form or test-an-idea. A QQ has no picture
 * to caption and improve-an-idea is about the idea, so neither becomes one.
 */
export function isCaptionChallenge(facts: VariantFacts): boolean {
  if (facts.solution_format === 'qq' || facts.solution_format === 'improve-an-idea') return false;
  return facts.caption ?? facts.caption_solution_format != null;
}

/** Steps a caption challenge does without: its picture is the question (spec 2 §2 publish tiles). */
const CAPTION_HIDDEN: readonly StepId[] = ['question-description', 'assumptions', 'innovation-scale', 'article-source'];

export function visibleSteps(facts: VariantFacts): StepId[] {
  const caption = isCaptionChallenge(facts);
  return VARIANT_STEPS[facts.solution_format].filter((step) => {
    if (step === 'caption-format') return caption;
    if (caption && CAPTION_HIDDEN.includes(step)) return false;
    // The default form's optional own idea ('Test your own idea') is hidden for captions.
    if (caption && step === 'your-idea' && facts.solution_format === 'challenge') return false;
    // A joke needs no who / what / why worksheets.
    if (facts.comedy && step === 'assumptions') return false;
    return true;
  });
}

export function isStepVisible(step: StepId, facts: VariantFacts): boolean {
  return visibleSteps(facts).includes(step);
}

/** The default form's own idea is optional; test-an-idea and improve-an-idea are about it. */
export function isIdeaRequired(format: CreateFormat): boolean {
  return format === 'test-an-idea' || format === 'improve-an-idea';
}

/** Tool challenges, and comedy categories, must use a suggested word in the title (spec 2 §5). */
export function needsSuggestedWord(facts: VariantFacts): boolean {
  return TOOL_FORMATS.includes(facts.solution_format) || Boolean(facts.comedy);
}

/** The title a caption category sets (spec 2 §2); it passes the title rules, suggested word included. */
export const CAPTION_TITLE = 'What could be the most unexpected caption for this picture';
