// The challenge search box with its filters (spec 2 §2: q, mc = main category, ic = include
// closed): a GET form, so it works without JavaScript and the query stays in the URL.
import { SEARCH_QUERY_MAX } from '@/lib/contracts/browse';
import type { Category } from '@/lib/contracts/platform';
import { CategorySelect, IncludeClosedCheckbox } from './CategorySelect';

export interface SearchFilters {
  categories: Category[];
  category?: string;
  includeClosed: boolean;
}

export function SearchForm({
  action,
  q,
  label,
  filters,
}: {
  action: string;
  q: string;
  label: string;
  filters: SearchFilters;
}) {
  return (
    // Keyed by the query: a soft navigation (paging, "include closed") must reset the uncontrolled fields.
    <form
      key={`${q}|${filters.category ?? ''}|${filters.includeClosed}`}
      className="search-form"
      action={action}
      method="get"
      role="search"
    >
      <label htmlFor="search-q">{label}</label>
      <div className="search-row">
        <input
          id="search-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={SEARCH_QUERY_MAX}
          placeholder="Try “bus”, “packaging” or “cat”"
          autoComplete="off"
        />
        <button className="btn" type="submit">
          Search
        </button>
      </div>
      <div className="search-filters">
        <CategorySelect
          id="search-mc"
          name="mc"
          label="Category"
          categories={filters.categories}
          value={filters.category}
        />
        <IncludeClosedCheckbox id="search-ic" checked={filters.includeClosed} />
      </div>
    </form>
  );
}
