import Link from 'next/link';

export type Crumb = { label: string; href?: string };

/** First item 'Home' (or 'My Home' on one's own profile), then the trail; the last is current. */
export function Breadcrumbs({ items, ownProfileHref }: { items: Crumb[]; ownProfileHref?: string }) {
  const first: Crumb = ownProfileHref ? { label: 'My Home', href: ownProfileHref } : { label: 'Home', href: '/' };
  const all = [first, ...items];
  return (
    <nav className="crumbs" aria-label="Breadcrumb">
      <ol>
        {all.map((crumb, i) =>
          i === all.length - 1 ? (
            <li key={i} aria-current="page">
              {crumb.label}
            </li>
          ) : (
            <li key={i}>
              {crumb.href ? (
                <Link href={crumb.href} prefetch={i === 0 && ownProfileHref ? false : undefined}>
                  {crumb.label}
                </Link>
              ) : (
                crumb.label
              )}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
