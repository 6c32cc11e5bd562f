// The categories picker of the home (onboarding step 'categories picker'): one tile per category
// with its open challenges, each a plain link to the home filtered by it.
import Link from 'next/link';
import { CategoryIcon } from '@/components/ui/CategoryIcon';
import type { CategoryTile } from '@/lib/contracts/home';
import { challengesHomeHref } from '@/lib/routes/table';
import { HOME_TOUR_TARGETS } from '@/lib/tour';

export function CategoryTiles({
  tiles,
  selected,
  includeClosed,
}: {
  tiles: CategoryTile[];
  selected?: string;
  includeClosed: boolean;
}) {
  if (!tiles.length) return null;
  return (
    <section
      className="home-section"
      aria-labelledby="categories-heading"
      data-tour={HOME_TOUR_TARGETS.categoriesPicker}
    >
      <h2 id="categories-heading">Browse by category</h2>
      <ul className="home-categories">
        {tiles.map((tile) => {
          const on = tile.slug === selected;
          return (
            <li key={tile.slug}>
              <Link
                className={`home-category${on ? ' is-on' : ''}`}
                href={
                  on
                    ? challengesHomeHref({ includeClosed })
                    : challengesHomeHref({ category: tile.slug, includeClosed })
                }
                aria-current={on ? 'true' : undefined}
                title={tile.description || undefined}
              >
                <span className="home-category-icon" aria-hidden="true">
                  <CategoryIcon emoji={tile.icon} />
                </span>
                <span className="home-category-name">{tile.name}</span>
                <span className="home-category-count">
                  {tile.open_count}
                  <span className="home-category-count-label"> open</span>
                </span>
                {on && <span className="visually-hidden"> (selected; choose again to show every category)</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
