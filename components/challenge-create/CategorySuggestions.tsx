'use client';
// Categories suggested for the question already written (GET /challenges/categorify, spec 2 §7):
// shown on the category step when the catalyst comes back to it with a question, as one-click
// choices above the grid. Only categories of this community's tree are offered.
import useSWR from 'swr';
import { api } from '@/lib/client/api';
import { CATEGORIFY_MIN_WORD, type Categorify } from '@/lib/contracts/spec2-calls';
import { findCategory, isLeafCategory } from '@/lib/challenges/categories';
import type { Category } from '@/lib/contracts/platform';

const hasWord = (text: string) => new RegExp(`\\p{L}{${CATEGORIFY_MIN_WORD},}`, 'u').test(text);

export function CategorySuggestions({
  tree,
  text,
  selectedId,
  onChoose,
}: {
  tree: Category[];
  text: string;
  selectedId: number | null;
  onChoose: (id: number) => void;
}) {
  const key = hasWord(text) ? `/challenges/categorify?text=${encodeURIComponent(text.trim().slice(0, 2000))}` : null;
  // A failed or slow suggestion leaves the grid as it is: nothing to say about it.
  const { data } = useSWR(key, (path: string) => api<Categorify>(path), { revalidateOnFocus: false });
  const offered = (data ?? [])
    .map((s) => findCategory(tree, s.id)?.category)
    .filter((c): c is Category => c !== undefined && isLeafCategory(c));
  if (offered.length === 0) return null;
  return (
    <div className="suggested-words category-suggestions">
      <span id="category-suggestions-heading">Suggested for your question:</span>
      <ul aria-labelledby="category-suggestions-heading">
        {offered.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className="chip"
              aria-pressed={category.id === selectedId}
              onClick={() => onChoose(category.id)}
            >
              <span aria-hidden="true">{category.icon}</span> {category.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
