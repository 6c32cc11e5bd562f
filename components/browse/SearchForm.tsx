// The challenge search box: a GET form, so it works without JavaScript and the query stays in the URL.
import { SEARCH_QUERY_MAX } from '../../lib/contracts/browse';

export function SearchForm({ action, q, label }: { action: string; q: string; label: string }) {
  return (
    <form className="search-form" action={action} method="get" role="search">
      <label htmlFor="search-q">{label}</label>
      <div className="search-row">
        <input id="search-q" type="search" name="q" defaultValue={q} maxLength={SEARCH_QUERY_MAX} placeholder="Try “bus”, “packaging” or “cat”" autoComplete="off" />
        <button className="btn" type="submit">Search</button>
      </div>
    </form>
  );
}
