'use client';
// Preview, Edit & Publish (spec 2 §2 publish panel): the heading names where it is published, tiles
// link back to each step with its status, 'Publish & Share' reads 'Publishing...' while busy and is
// disabled while busy or invalid (PublishButton); the danger alert expands to the general error.
import type { Category } from '@/lib/contracts/platform';
import type { FieldError } from '@/lib/contracts/errors';
import { categoryBreadcrumb, findCategory } from '@/lib/challenges/categories';
import { durationDays, isDefaultDuration } from '@/lib/challenges/duration';
import { CREATE_MESSAGES } from '@/lib/challenges/messages';
import { CATALYST_PUBLISH_POINTS } from '@/lib/challenges/points';
import { DEFAULT_INNOVATION_SCALE } from '@/lib/challenges/draft';
import { INNOVATION_SCALES } from '@/lib/challenges/presentation';
import { isDefaultPrize, prizeSummary } from '@/lib/challenges/prize';
import { assumptionIndicators, WHAT_ASSUMPTION_POINTS, whatAssumptionCount } from '@/lib/challenges/assumptions';
import { STEP_FIELDS, STEP_NAMES, visibleSteps, type StepId } from '@/lib/challenges/steps';
import { effectiveImage } from '@/lib/challenges/validation';
import { CAPTION_REACTION_LABELS, isIdeaRequired } from '@/lib/challenges/variants';
import { truncateAtWord } from '@/lib/text';
import { normaliseQuestionTitle } from '@/lib/challenges/title';
import { daysText } from './format';
import type { CreationFlowState } from './useCreationFlow';

interface Props {
  flow: CreationFlowState;
  categories: Category[];
  platformTitle: string;
  mainTitle: string;
  isMain: boolean;
}

type Tile = { step: StepId; name: string; requirement?: string; status: string; missing: boolean };

function fieldLabel(field: string): string {
  const step = (Object.keys(STEP_FIELDS) as StepId[]).find((s) => STEP_FIELDS[s]?.includes(field));
  return step ? STEP_NAMES[step] : 'Question';
}

export function PublishPanel({ flow, categories, platformTitle, mainTitle, isMain }: Props) {
  const { draft, localErrors, serverErrors, goTo } = flow;
  const errorOf = (step: StepId) =>
    [...serverErrors, ...localErrors].find((e) => STEP_FIELDS[step]?.includes(e.field.toLowerCase()))?.error ?? null;
  const steps = visibleSteps(draft);

  const improve = draft.solution_format === 'improve-an-idea';
  const tiles: Tile[] = [
    {
      step: 'category',
      name: 'Category Picker',
      requirement: 'required',
      status:
        errorOf('category') ??
        categoryBreadcrumb(findCategory(categories, draft.platform_category)) +
          (draft.location ? ` · ${draft.location}` : ''),
      missing: Boolean(errorOf('category')),
    },
    {
      step: 'your-idea',
      name: improve ? 'Your Idea' : 'Test your own idea',
      requirement: isIdeaRequired(draft.solution_format) ? 'required' : 'optional',
      status: errorOf('your-idea') ?? (draft.idea.title.trim() || 'No idea added'),
      missing: Boolean(errorOf('your-idea')),
    },
    {
      step: 'purpose',
      name: 'Improve Idea: What Purpose',
      requirement: 'optional',
      status:
        errorOf('purpose') ??
        (draft.improve_purpose_idea.trim() ? truncateAtWord(draft.improve_purpose_idea.trim(), 80) : 'Not written'),
      missing: Boolean(errorOf('purpose')),
    },
    {
      step: 'question-description',
      name: 'Question & Description',
      status: errorOf('question-description') ?? normaliseQuestionTitle(draft.question_title),
      missing: Boolean(errorOf('question-description')),
    },
    {
      step: 'assumptions',
      name: 'Core Assumptions',
      requirement: 'optional',
      status:
        errorOf('assumptions') ??
        Object.entries(assumptionIndicators(draft))
          .map(([k, on]) => `${k[0].toUpperCase()}${k.slice(1)} ${on ? '✓' : '–'}`)
          .join(' · '),
      missing: Boolean(errorOf('assumptions')),
    },
    {
      step: 'image',
      name: 'Image',
      requirement: 'required',
      status: errorOf('image')
        ? CREATE_MESSAGES.imageMissing
        : effectiveImage(draft) === draft.primary_image
          ? 'Image chosen'
          : 'The article’s image',
      missing: Boolean(errorOf('image')),
    },
    {
      step: 'duration',
      name: 'Set Duration',
      status: errorOf('duration')
        ? CREATE_MESSAGES.durationMissing
        : isDefaultDuration(draft)
          ? `${CREATE_MESSAGES.autofill} (${daysText(durationDays(draft))})`
          : daysText(durationDays(draft)),
      missing: Boolean(errorOf('duration')),
    },
    {
      step: 'money-prizes',
      name: 'Prize or Money',
      status: errorOf('money-prizes')
        ? CREATE_MESSAGES.prizeMissing
        : isDefaultPrize(draft)
          ? `${CREATE_MESSAGES.autofill} (${prizeSummary(draft)})`
          : prizeSummary(draft),
      missing: Boolean(errorOf('money-prizes')),
    },
    {
      step: 'caption-format',
      name: 'Caption Format',
      requirement: 'required',
      status: errorOf('caption-format')
        ? CREATE_MESSAGES.captionMissing
        : `${draft.caption_solution_format === 'meme' ? 'Meme' : 'Caption'} · ${CAPTION_REACTION_LABELS[draft.caption_reaction_type]}`,
      missing: Boolean(errorOf('caption-format')),
    },
    {
      step: 'article-source',
      name: 'Link an Article',
      requirement: 'optional',
      status: draft.article?.title ?? 'No article linked',
      missing: false,
    },
    // Required by the spec, yet a challenge left without one is published as blue-sky (spec 2 §5):
    // the tile says so, as the preview does, instead of 'Scale missing' (issue 22 item 10).
    {
      step: 'innovation-scale',
      name: 'Innovation Scale',
      requirement: 'required',
      status: draft.innovation_scale
        ? INNOVATION_SCALES[draft.innovation_scale].label
        : `${CREATE_MESSAGES.autofill} (${INNOVATION_SCALES[DEFAULT_INNOVATION_SCALE].label})`,
      missing: false,
    },
  ];
  // A tile shows exactly when its step does: the variant and the category decide (spec 2 §2).
  const shown = tiles.filter((t) => steps.includes(t.step));
  const problems: FieldError[] = serverErrors.length ? serverErrors : localErrors;

  return (
    <>
      <h3 className="publish-heading">
        Publish your Question on {platformTitle}
        {!isMain && ` as well as on ${mainTitle}`}
      </h3>
      <ul className="publish-tiles">
        {shown.map((tile) => (
          <li key={tile.step}>
            <button
              type="button"
              className={`publish-tile ${tile.missing ? 'publish-tile-missing' : ''}`}
              onClick={() => goTo(tile.step)}
            >
              <span className="publish-tile-name">
                {tile.name}
                {tile.requirement && <span className="muted"> ({tile.requirement})</span>}
              </span>
              <span className="publish-tile-status">{tile.status}</span>
              <span className="publish-tile-edit" aria-hidden="true">
                Edit
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p className="points-note">
        You will earn Catalyst points for publishing: <strong>+{CATALYST_PUBLISH_POINTS} neurons</strong>
        {whatAssumptionCount(draft.deep_dives) > 0 && (
          <>
            , and <strong>+{WHAT_ASSUMPTION_POINTS * whatAssumptionCount(draft.deep_dives)}</strong> for your ‘What’
            assumptions
          </>
        )}
        .
      </p>
      {problems.length > 0 && (
        <div className="alert alert-danger" role="alert">
          <div>
            <p className="alert-title">{CREATE_MESSAGES.formHasErrors}</p>
            <details>
              <summary>show more</summary>
              <ul>
                {problems.map((e, i) => (
                  <li key={i}>{e.field === '*' ? e.error : `${fieldLabel(e.field.toLowerCase())}: ${e.error}`}</li>
                ))}
              </ul>
            </details>
          </div>
        </div>
      )}
    </>
  );
}

/** Sits in the step's button row, after Back. */
export function PublishButton({ flow }: { flow: CreationFlowState }) {
  const { busy, localErrors, publish } = flow;
  return (
    <button
      type="button"
      className="btn btn-publish"
      onClick={publish}
      disabled={busy || localErrors.length > 0}
      aria-busy={busy}
    >
      {busy ? 'Publishing...' : 'Publish & Share'}
    </button>
  );
}
