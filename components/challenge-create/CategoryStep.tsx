'use client';
// Category step (spec 2 §2): 'Choose a category', the tool tiles, a grid of category tiles; opening
// a group shows Back, 'All Categories' and the fuzzy search; choosing a category without
// subcategories commits it and moves on. Local civics asks for the place instead of tiles.
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import type { Category } from '@/lib/contracts/platform';
import { CREATE_MESSAGES } from '@/lib/challenges/messages';
import {
  categoryTraits,
  filterCategories,
  findCategory,
  isLeafCategory,
  type CategoryEntry,
} from '@/lib/challenges/categories';
import type { CreateFormat, RouteFormat } from '@/lib/challenges/variants';
import { href } from '@/lib/routes/table';
import { CategorySuggestions } from './CategorySuggestions';

/** The tool tiles (spec 2 §2): the texts the spec gives, and what each tool is for. */
export const TOOL_TILES: {
  format: Exclude<CreateFormat, 'challenge'>;
  name: string;
  icon: string;
  description: string;
}[] = [
  {
    format: 'test-an-idea',
    name: 'Test my Idea',
    icon: '🧪',
    description: 'Hide your own idea among the crowd’s and see how it is rated, double-blind.',
  },
  {
    format: 'improve-an-idea',
    name: 'Make it better: Improve my idea',
    icon: '🛠️',
    description: 'Show your idea and let the crowd improve it.',
  },
  {
    format: 'qq',
    name: 'QQ: Find a better Question',
    icon: '❓',
    description: 'A quick question in 140 characters: let the crowd find a better one.',
  },
];

interface Props {
  tree: Category[];
  selectedId: number | null;
  /** The form's variant, and the route's (the test-idea route is always test-an-idea). */
  format: CreateFormat;
  routeFormat: RouteFormat;
  onChoose: (id: number, location?: string | null) => void;
  onChooseFormat: (format: CreateFormat) => void;
  /** The place field shown for local civics; it calls back with the place picked. */
  renderLocation?: (onPick: (place: string) => void) => ReactNode;
  /** The question written so far, for suggested categories (empty on a first visit). */
  questionText?: string;
}

export function CategoryStep({
  tree,
  selectedId,
  format,
  routeFormat,
  onChoose,
  onChooseFormat,
  renderLocation,
  questionText = '',
}: Props) {
  const selected = findCategory(tree, selectedId);
  // Reopen the group of the chosen category when the person comes back to this step.
  const [trail, setTrail] = useState<number[]>(() => (selected ? selected.path.slice(0, -1).map((c) => c.id) : []));
  const [query, setQuery] = useState('');
  const openEntry = trail.length ? findCategory(tree, trail[trail.length - 1]) : null;
  const open = openEntry?.category ?? null;
  const results: CategoryEntry[] | null = query.trim() ? filterCategories(tree, query, open) : null;
  const tiles: CategoryEntry[] =
    results ?? (open ? open.subcategories : tree).map((category) => findCategory(tree, category.id)!);
  const tool = TOOL_TILES.find((t) => t.format === format) ?? null;
  const askForPlace =
    open !== null &&
    !results &&
    renderLocation !== undefined &&
    categoryTraits(openEntry).localCivics &&
    open.subcategories.length > 0;

  function choose(category: Category) {
    if (isLeafCategory(category)) return onChoose(category.id);
    const entry = findCategory(tree, category.id);
    setTrail(entry ? entry.path.map((c) => c.id) : []);
    setQuery('');
  }

  /** Back removes the deepest level, or clears the tool (spec 2 §4). */
  function back() {
    setQuery('');
    if (trail.length) setTrail((t) => t.slice(0, -1));
    else if (format !== 'challenge' && routeFormat === 'challenge') onChooseFormat('challenge');
  }

  const toolTile = (t: (typeof TOOL_TILES)[number]) => {
    const body = (
      <>
        <span className="category-icon" aria-hidden="true">
          {t.icon}
        </span>
        <span className="category-name">{t.name}</span>
        <span className="category-description">{t.description}</span>
      </>
    );
    // Test my Idea has its own route (spec 2 §2); the other tools switch this form's variant.
    return t.format === 'test-an-idea' ? (
      <Link className="category-tile tool-tile" href={href('challenges.test-idea')}>
        {body}
      </Link>
    ) : (
      <button type="button" className="category-tile tool-tile" onClick={() => onChooseFormat(t.format)}>
        {body}
      </button>
    );
  };

  return (
    <>
      <nav className="variant-switch" aria-label="What would you like to do?">
        <Link href={href('challenges.create')} aria-current={routeFormat === 'challenge' ? 'page' : undefined}>
          Ask a Question
        </Link>
        <Link href={href('challenges.test-idea')} aria-current={routeFormat === 'test-an-idea' ? 'page' : undefined}>
          Test an Idea
        </Link>
        {/* Spec 2 §2: the third choice keeps an idea without asking a question yet, in the player's
            Nerve-on A-ha notebook ('me' is the signed-in player; creation needs a sign-in). */}
        <Link href={href('dashboard.nerve-on-ah.private', { platformSlug: 'me' })}>Save an Idea</Link>
      </nav>
      {tool && (
        <p className="tool-chosen" role="status">
          <span aria-hidden="true">{tool.icon}</span> Tool: <strong>{tool.name}</strong>
          {routeFormat === 'challenge' && !trail.length && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChooseFormat('challenge')}>
              Clear the tool
            </button>
          )}
        </p>
      )}
      <div className="category-toolbar">
        {(open || (tool && routeFormat === 'challenge')) && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={back}>
            ← Back
          </button>
        )}
        {open && (
          <>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => {
                setTrail([]);
                setQuery('');
              }}
            >
              All Categories
            </button>
            <span className="category-open" aria-live="polite">
              {open.icon} {open.name}
            </span>
          </>
        )}
        <label className="visually-hidden" htmlFor="category-search">
          Search categories
        </label>
        <input
          id="category-search"
          type="search"
          className="category-search"
          placeholder="Search categories..."
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {!results && tree.length > 0 && (
        <CategorySuggestions tree={tree} text={questionText} selectedId={selectedId} onChoose={(id) => onChoose(id)} />
      )}
      {askForPlace && open ? (
        // Picking a place selects the group's first category (spec 2 §2).
        renderLocation((place) => onChoose(open.subcategories[0].id, place))
      ) : tree.length === 0 ? (
        <p className="muted" role="status">
          This community has no categories yet, so questions cannot be posted here. Try the main site.
        </p>
      ) : tiles.length === 0 ? (
        <p className="muted" role="status">
          {CREATE_MESSAGES.noCategories}
        </p>
      ) : (
        <ul className="category-grid">
          {!open &&
            !results &&
            format === 'challenge' &&
            routeFormat === 'challenge' &&
            TOOL_TILES.map((t) => <li key={t.format}>{toolTile(t)}</li>)}
          {tiles.map(({ category, path }) => {
            const leaf = isLeafCategory(category);
            const isSelected = selected?.path.some((c) => c.id === category.id) ?? false;
            return (
              <li key={category.id}>
                <button
                  type="button"
                  className={`category-tile ${isSelected ? 'category-tile-on' : ''}`}
                  aria-pressed={leaf ? isSelected : undefined}
                  onClick={() => choose(category)}
                >
                  <span className="category-icon" aria-hidden="true">
                    {category.icon}
                  </span>
                  <span className="category-name">{category.name}</span>
                  {results && path.length > 1 && (
                    <span className="category-path">
                      {path
                        .slice(0, -1)
                        .map((c) => c.name)
                        .join(' › ')}
                    </span>
                  )}
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
