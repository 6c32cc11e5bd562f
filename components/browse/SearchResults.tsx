// Search results: the form, a count, the challenge cards and Previous/Next links.
import type { FieldError } from '../../lib/contracts/errors';
import type { SearchResult } from '../../lib/contracts/browse';
import { ChallengeGrid } from '../challenges/ChallengeCard';
import { Pagination } from './Pagination';
import { SearchForm } from './SearchForm';

export function SearchResults({ action, q, formLabel, result, errors, hrefFor, emptyAll, nested = false }: {
  action: string;
  q: string;
  formLabel: string;
  result: SearchResult | null;
  errors: FieldError[];
  hrefFor: (page: number) => string;
  /** Shown when there is no query and nothing to list. */
  emptyAll: string;
  /** Under a page heading of level 2 (user platforms), the results heading is level 3. */
  nested?: boolean;
}) {
  const Heading = nested ? 'h3' : 'h2';
  return (
    <>
      <SearchForm action={action} q={q} label={formLabel} />
      {errors.length > 0 && (
        <p className="alert alert-danger" role="alert">{errors.map((e) => e.error).join(' ')}</p>
      )}
      {result && (
        <section aria-labelledby="results-heading" className="search-results">
          <Heading id="results-heading">{q ? 'Results' : 'Newest challenges'}</Heading>
          <p className="muted" role="status">
            {q
              ? result.total > 0 && `${result.total.toLocaleString('en-US')} ${result.total === 1 ? 'challenge matches' : 'challenges match'} “${q}”.`
              : result.total > 0 && `${result.total.toLocaleString('en-US')} ${result.total === 1 ? 'challenge' : 'challenges'}, newest first.`}
          </p>
          <ChallengeGrid challenges={result.items} now={new Date()} empty={result.page > 1 ? 'There are no more results.' : q ? `No challenges match “${q}”.` : emptyAll} />
          <Pagination page={result.page} total={result.total} size={result.size} hrefFor={hrefFor} label="Search result pages" />
        </section>
      )}
    </>
  );
}
