// Previous/Next links under a paged list. Plain links, so paging works without JavaScript.
import Link from 'next/link';

export function Pagination({
  page,
  total,
  size,
  hrefFor,
  label = 'Pages',
}: {
  page: number;
  total: number;
  size: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link className="btn btn-ghost btn-sm" rel="prev" href={hrefFor(Math.min(page - 1, pages))}>
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="muted">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link className="btn btn-ghost btn-sm" rel="next" href={hrefFor(page + 1)}>
          Next →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
