'use client';
// The live preview beside the form (spec 2 §2): 'Your Question Preview (In progress)', with the
// category breadcrumb as its tooltip.
import type { Category } from '@/lib/contracts/platform';
import type { ChallengeDraft } from '@/lib/challenges/draft';
import { categoryBreadcrumb, findCategory } from '@/lib/challenges/categories';
import { durationDays } from '@/lib/challenges/duration';
import { INNOVATION_SCALES } from '@/lib/challenges/presentation';
import { prizeErrors, prizeSummary } from '@/lib/challenges/prize';
import { normaliseQuestionTitle } from '@/lib/challenges/title';
import { effectiveImage } from '@/lib/challenges/validation';
import { CAPTION_REACTION_LABELS, isIdeaRequired, isStepVisible, type CreateFormat } from '@/lib/challenges/variants';
import { plainTextFromMarkdown } from '@/lib/text';
import { daysText, formatDate } from './format';

const FORMAT_BADGES: Partial<Record<CreateFormat, string>> = {
  'test-an-idea': 'Test an Idea',
  'improve-an-idea': 'Improve an Idea',
  qq: 'QQ',
};

export function QuestionPreview({
  draft,
  categories,
  handle,
  platformTitle,
}: {
  draft: ChallengeDraft;
  categories: Category[];
  handle: string;
  platformTitle: string;
}) {
  const category = findCategory(categories, draft.platform_category);
  const title = normaliseQuestionTitle(draft.question_title);
  const days = durationDays(draft);
  return (
    <aside className="card create-preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Your Question Preview (In progress)</h2>
      <p className="preview-meta">
        {category ? (
          <span className="badge" title={categoryBreadcrumb(category)}>
            {category.category.icon} {category.category.name}
          </span>
        ) : (
          <span className="muted">No category yet</span>
        )}
        {FORMAT_BADGES[draft.solution_format] && <span className="badge">{FORMAT_BADGES[draft.solution_format]}</span>}
        {draft.caption_solution_format && draft.solution_format !== 'qq' && (
          <span className="badge">
            {draft.caption_solution_format === 'meme' ? 'Meme' : 'Caption'} ·{' '}
            {CAPTION_REACTION_LABELS[draft.caption_reaction_type]}
          </span>
        )}
        {draft.location && <span className="badge">📍 {draft.location}</span>}
      </p>
      {effectiveImage(draft) && <img className="preview-image" src={effectiveImage(draft)!} alt="" />}
      <h3 className="preview-title">{title || <span className="muted">Your question appears here</span>}</h3>
      {isStepVisible('question-description', draft) &&
        (draft.question_detail.trim() ? (
          <p className="preview-detail">{plainTextFromMarkdown(draft.question_detail)}</p>
        ) : (
          <p className="muted">Your details appear here as you type.</p>
        ))}
      <dl className="preview-facts">
        <dt>Asked by</dt>
        <dd>@{handle}</dd>
        <dt>Community</dt>
        <dd>{platformTitle}</dd>
        <dt>Open for</dt>
        <dd suppressHydrationWarning>
          {Number.isFinite(days) ? `${daysText(days)}, until ${formatDate(draft.duration_end)}` : 'Not set'}
        </dd>
        {/* Captions and QQs have no scale step; their preview does not claim one. */}
        {isStepVisible('innovation-scale', draft) && (
          <>
            <dt>Scale</dt>
            <dd>{draft.innovation_scale ? INNOVATION_SCALES[draft.innovation_scale].label : 'Blue-sky (default)'}</dd>
          </>
        )}
        <dt>Prize</dt>
        <dd>{prizeErrors(draft).length ? 'Not complete yet' : prizeSummary(draft)}</dd>
      </dl>
      {isStepVisible('your-idea', draft) && (draft.idea.title.trim() || isIdeaRequired(draft.solution_format)) && (
        <div className="preview-idea">
          <h4>
            {draft.solution_format === 'improve-an-idea'
              ? 'The idea to improve'
              : 'Your idea (anonymous among the crowd’s)'}
          </h4>
          <p>{draft.idea.title.trim() || <span className="muted">Not written yet</span>}</p>
        </div>
      )}
    </aside>
  );
}
