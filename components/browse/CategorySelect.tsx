// A category picker for GET filter forms: "All categories", then each top-level category as a
// group whose first option is the whole category and the rest its subcategories.
import './filters.css';
import type { Category } from '@/lib/contracts/platform';

export function CategorySelect({
  id,
  name,
  label,
  categories,
  value,
}: {
  id: string;
  name: string;
  label: string;
  categories: Category[];
  value: string | undefined;
}) {
  return (
    <div className="filter-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''}>
        <option value="">All categories</option>
        {categories.map((top) =>
          top.subcategories.length ? (
            <optgroup key={top.slug} label={top.name}>
              <option value={top.slug}>All of {top.name}</option>
              {top.subcategories.map((sub) => (
                <option key={sub.slug} value={sub.slug}>
                  {sub.name}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={top.slug} value={top.slug}>
              {top.name}
            </option>
          ),
        )}
      </select>
    </div>
  );
}

/** The include-closed checkbox (ic): unchecked sends nothing, which is the default (off). */
export function IncludeClosedCheckbox({ id, checked }: { id: string; checked: boolean }) {
  return (
    <div className="filter-check">
      <input id={id} type="checkbox" name="ic" value="1" defaultChecked={checked} />
      <label htmlFor={id}>Include closed challenges</label>
    </div>
  );
}
