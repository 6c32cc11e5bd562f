'use client';
// Category step (spec 2 §2): 'Choose a category', a grid of tiles; opening a group shows Back,
// 'All Categories' and the search; choosing a category without subcategories commits it and moves on.
import Link from 'next/link';
import { useState } from 'react';
import type { Category } from '../../lib/contracts/platform';
import { CREATE_MESSAGES } from '../../lib/challenges/messages';
import { filterCategories, findCategory, isLeafCategory, type CategoryEntry } from '../../lib/challenges/categories';
import type { CreateFormat } from '../../lib/challenges/validation';
import { href } from '../../lib/routes/table';

interface Props {
  tree: Category[];
  selectedId: number | null;
  format: CreateFormat;
  onChoose: (id: number) => void;
}

export function CategoryStep({ tree, selectedId, format, onChoose }: Props) {
  const selected = findCategory(tree, selectedId);
  // Reopen the group of the chosen category when the person comes back to this step.
  const [trail, setTrail] = useState<number[]>(() => (selected ? selected.path.slice(0, -1).map((c) => c.id) : []));
  const [query, setQuery] = useState('');
  const open = trail.length ? findCategory(tree, trail[trail.length - 1])?.category ?? null : null;
  const results: CategoryEntry[] | null = query.trim() ? filterCategories(tree, query, open) : null;
  const tiles: CategoryEntry[] = results ?? (open ? open.subcategories : tree).map((category) => findCategory(tree, category.id)!);

  function choose(category: Category) {
    if (isLeafCategory(category)) return onChoose(category.id);
    const entry = findCategory(tree, category.id);
    setTrail(entry ? entry.path.map((c) => c.id) : []);
    setQuery('');
  }

  return (
    <>
      <nav className="variant-switch" aria-label="What would you like to do?">
        <Link href={href('challenges.create')} aria-current={format === 'challenge' ? 'page' : undefined}>Ask a Question</Link>
        <Link href={href('challenges.test-idea')} aria-current={format === 'test-an-idea' ? 'page' : undefined}>Test my Idea</Link>
      </nav>
      <div className="category-toolbar">
        {open && (
          <>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => { setTrail((t) => t.slice(0, -1)); setQuery(''); }}>← Back</button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => { setTrail([]); setQuery(''); }}>All Categories</button>
            <span className="category-open" aria-live="polite">{open.icon} {open.name}</span>
          </>
        )}
        <label className="visually-hidden" htmlFor="category-search">Search categories</label>
        <input id="category-search" type="search" className="category-search" placeholder="Search categories..." value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {tree.length === 0 ? (
        <p className="muted" role="status">This community has no categories yet, so questions cannot be posted here. Try the main site.</p>
      ) : tiles.length === 0 ? (
        <p className="muted" role="status">{CREATE_MESSAGES.noCategories}</p>
      ) : (
        <ul className="category-grid">
          {tiles.map(({ category, path }) => {
            const leaf = isLeafCategory(category);
            const isSelected = selected?.path.some((c) => c.id === category.id) ?? false;
            return (
              <li key={category.id}>
                <button type="button" className={`category-tile ${isSelected ? 'category-tile-on' : ''}`} aria-pressed={leaf ? isSelected : undefined} onClick={() => choose(category)}>
                  <span className="category-icon" aria-hidden="true">{category.icon}</span>
                  <span className="category-name">{category.name}</span>
                  {results && path.length > 1 && <span className="category-path">{path.slice(0, -1).map((c) => c.name).join(' › ')}</span>}
                  <span className="category-description">{category.description}</span>
                  {!leaf && <span className="category-more">{category.subcategories.length} subcategories →</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
