// The organizations list (spec 3 §2.10; issue 19 §6): a search form that works without JavaScript,
// the organizations with how one joins each and their size, and Previous/Next links.
import Link from 'next/link';
import { INVITE_TYPE_LABELS, type OrganizationList as List } from '@/lib/contracts/organizations';
import { href } from '@/lib/routes/table';
import { Pagination } from '../browse/Pagination';

export function OrganizationList({ q, list }: { q: string; list: List }) {
  const pageHref = (page: number) =>
    href('organizations', {}, { ...(q ? { q } : {}), ...(page > 1 ? { page: String(page) } : {}) });
  return (
    <>
      <form className="card org-search" role="search" action={href('organizations')} method="get">
        <div className="field">
          <label htmlFor="org-q">Search organizations</label>
          <input id="org-q" name="q" type="search" defaultValue={q} maxLength={100} />
        </div>
        <button type="submit" className="btn">
          Search
        </button>
      </form>
      <p className="muted" role="status">
        {list.total === 0
          ? q
            ? `No organization matches “${q}”.`
            : 'No organizations yet.'
          : q
            ? `${list.total} ${list.total === 1 ? 'organization matches' : 'organizations match'} “${q}”.`
            : `${list.total} ${list.total === 1 ? 'organization' : 'organizations'}.`}
      </p>
      {list.organizations.length > 0 && (
        <ul className="plain-list org-list" aria-label="Organizations">
          {list.organizations.map((o) => (
            <li key={o.id} className="card org-card">
              <h2>
                <Link href={href('organization', { slug: o.slug })}>{o.name}</Link>
              </h2>
              {o.description && <p>{o.description}</p>}
              <p className="muted">
                {o.member_count} {o.member_count === 1 ? 'member' : 'members'} · {INVITE_TYPE_LABELS[o.invite_type]}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} total={list.total} size={list.size} hrefFor={pageHref} label="Organization pages" />
    </>
  );
}
