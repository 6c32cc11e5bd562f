// Search results: the form, a count, the challenge cards and Previous/Next links. An empty result
// says what was searched and offers the ways out (closed ones, every category, other words).
import Link from 'next/link';
import type { FieldError } from '@/lib/contracts/errors';
import type { SearchResult } from '@/lib/contracts/browse';
import type { LinkContext } from '@/lib/routes/community-links';
import { ChallengeGrid } from '../challenges/ChallengeCard';
import { Pagination } from './Pagination';
import { SearchForm, type SearchFilters } from './SearchForm';

export interface SearchLinks {
  /** The same search on another page. */
  page: (page: number) => string;
  /** The same search with closed challenges included. */
  withClosed: string;
  /** The same search in every category. */
  everyCategory: string;
}

function NoResults({
  q,
  result,
  links,
  emptyAll,
}: {
  q: string;
  result: SearchResult;
  links: SearchLinks;
  emptyAll: string;
}) {
  if (result.page > 1) return <p className="muted">There are no more results.</p>;
  const where = result.category ? ` in ${result.category.name}` : '';
  const what = result.include_closed ? 'challenges' : 'open challenges';
  if (!q && !result.category && !result.include_closed) return <p className="muted">{emptyAll}</p>;
  return (
    <div className="search-empty">
      <p className="up-empty-title">{q ? `No ${what}${where} match “${q}”.` : `No ${what}${where} yet.`}</p>
      <ul>
        {!result.include_closed && (
          <li>
            <Link href={links.withClosed}>Include closed challenges</Link>: their ideas are ranked and can still
            inspire.
          </li>
        )}
        {result.category && (
          <li>
            <Link href={links.everyCategory}>Search every category</Link> instead of {result.category.name} only.
          </li>
        )}
        {q && <li>Check the spelling, or try fewer or more general words.</li>}
      </ul>
    </div>
  );
}

export function SearchResults({
  action,
  q,
  formLabel,
  filters,
  result,
  errors,
  links,
  cardLinks,
  emptyAll,
  nested = false,
}: {
  action: string;
  q: string;
  formLabel: string;
  filters: SearchFilters;
  result: SearchResult | null;
  errors: FieldError[];
  links: SearchLinks;
  /** How the cards link to their challenges (lib/routes/community-links). */
  cardLinks: LinkContext;
  /** Shown when there is no query nor filter and nothing to list. */
  emptyAll: string;
  /** Under a page heading of level 2 (user platforms), the results heading is level 3. */
  nested?: boolean;
}) {
  const Heading = nested ? 'h3' : 'h2';
  const where = result?.category ? ` in ${result.category.name}` : '';
  const what = (n: number) =>
    result?.include_closed ? (n === 1 ? 'challenge' : 'challenges') : n === 1 ? 'open challenge' : 'open challenges';
  return (
    <>
      <SearchForm action={action} q={q} label={formLabel} filters={filters} />
      {errors.length > 0 && (
        <p className="alert alert-danger" role="alert">
          {errors.map((e) => e.error).join(' ')}
        </p>
      )}
      {result && (
        <section aria-labelledby="results-heading" className="search-results">
          <Heading id="results-heading">{q ? 'Results' : `Newest challenges${where}`}</Heading>
          <p className="muted" role="status">
            {result.total > 0 &&
              (q
                ? `${result.total.toLocaleString('en-US')} ${what(result.total)}${where} ${result.total === 1 ? 'matches' : 'match'} “${q}”.`
                : `${result.total.toLocaleString('en-US')} ${what(result.total)}${where}, ${result.include_closed ? 'open ones first' : 'newest first'}.`)}
          </p>
          {result.items.length ? (
            <ChallengeGrid challenges={result.items} now={new Date()} links={cardLinks} empty="" />
          ) : (
            <NoResults q={q} result={result} links={links} emptyAll={emptyAll} />
          )}
          <Pagination
            page={result.page}
            total={result.total}
            size={result.size}
            hrefFor={links.page}
            label="Search result pages"
          />
        </section>
      )}
    </>
  );
}
