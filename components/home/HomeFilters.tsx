// The challenge filters of the home (onboarding step 'challenge filters'): a GET form, so
// filtering works without JavaScript and every filtered view has its own URL.
import Link from 'next/link';
import type { Category } from '@/lib/contracts/platform';
import { challengesHomeHref, searchHref } from '@/lib/routes/table';
import { HOME_TOUR_TARGETS } from '@/lib/tour';
import { CategorySelect, IncludeClosedCheckbox } from '../browse/CategorySelect';

export function HomeFilters({
  categories,
  category,
  includeClosed,
}: {
  categories: Category[];
  category?: string;
  includeClosed: boolean;
}) {
  const filtered = Boolean(category) || includeClosed;
  return (
    // Keyed by the filters: a soft navigation (a category tile) must reset the uncontrolled fields.
    <form
      key={`${category ?? ''}|${includeClosed}`}
      className="filter-bar card"
      action={challengesHomeHref()}
      method="get"
      aria-labelledby="filters-heading"
      data-tour={HOME_TOUR_TARGETS.challengeFilters}
    >
      <h2 id="filters-heading" className="visually-hidden">
        Filter challenges
      </h2>
      <CategorySelect id="filter-category" name="category" label="Category" categories={categories} value={category} />
      <IncludeClosedCheckbox id="filter-ic" checked={includeClosed} />
      <div className="filter-actions">
        <button className="btn" type="submit">
          Apply filters
        </button>
        {filtered && (
          <Link className="btn btn-ghost" href={challengesHomeHref()}>
            Clear filters
          </Link>
        )}
        <Link className="filter-search-link" href={searchHref(undefined, { category, includeClosed })}>
          Search by keyword
        </Link>
      </div>
    </form>
  );
}
