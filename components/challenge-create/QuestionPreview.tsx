'use client';
// The live preview beside the form (spec 2 §2): 'Your Question Preview (In progress)', with the
// category breadcrumb as its tooltip.
import type { Category } from '../../lib/contracts/platform';
import type { ChallengeDraft } from '../../lib/challenges/draft';
import { categoryBreadcrumb, findCategory } from '../../lib/challenges/categories';
import { durationDays } from '../../lib/challenges/duration';
import { INNOVATION_SCALES } from '../../lib/challenges/presentation';
import { prizeErrors, prizeSummary } from '../../lib/challenges/prize';
import { normaliseQuestionTitle } from '../../lib/challenges/title';
import { daysText, formatDate } from './format';

export function QuestionPreview({ draft, categories, handle, platformTitle }: { draft: ChallengeDraft; categories: Category[]; handle: string; platformTitle: string }) {
  const category = findCategory(categories, draft.platform_category);
  const title = normaliseQuestionTitle(draft.question_title);
  const days = durationDays(draft);
  return (
    <aside className="card create-preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Your Question Preview (In progress)</h2>
      <p className="preview-meta">
        {category ? (
          <span className="badge" title={categoryBreadcrumb(category)}>{category.category.icon} {category.category.name}</span>
        ) : (
          <span className="muted">No category yet</span>
        )}
        {draft.solution_format === 'test-an-idea' && <span className="badge">Test an Idea</span>}
      </p>
      <h3 className="preview-title">{title || <span className="muted">Your question appears here</span>}</h3>
      {draft.question_detail.trim() ? <p className="preview-detail">{draft.question_detail.trim()}</p> : <p className="muted">Your details appear here as you type.</p>}
      <dl className="preview-facts">
        <dt>Asked by</dt>
        <dd>@{handle}</dd>
        <dt>Community</dt>
        <dd>{platformTitle}</dd>
        <dt>Open for</dt>
        <dd suppressHydrationWarning>{Number.isFinite(days) ? `${daysText(days)}, until ${formatDate(draft.duration_end)}` : 'Not set'}</dd>
        <dt>Scale</dt>
        <dd>{draft.innovation_scale ? INNOVATION_SCALES[draft.innovation_scale].label : 'Blue-sky (default)'}</dd>
        <dt>Prize</dt>
        <dd>{prizeErrors(draft).length ? 'Not complete yet' : prizeSummary(draft)}</dd>
      </dl>
      {draft.solution_format === 'test-an-idea' && (
        <div className="preview-idea">
          <h4>Your idea (anonymous among the crowd’s)</h4>
          <p>{draft.idea.title.trim() || <span className="muted">Not written yet</span>}</p>
        </div>
      )}
    </aside>
  );
}
