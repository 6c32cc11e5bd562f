'use client';
// The generic autocomplete (spec 1 §5, spec 3 §5): suggestions from 4 typed characters, at most
// 45 offered, 40 characters typed, matched case-insensitively anywhere in the item; with none, 'No
// items were found!'. A combobox with a listbox (WAI-ARIA 1.2): arrows move, Enter or a click
// takes the item, Escape closes. The rules live in lib/forms/rules.ts, shared with the tests.
import { useId, useState, type KeyboardEvent } from 'react';
import { AUTOCOMPLETE, autocompleteMatches, FORM_TEXTS } from '@/lib/forms/rules';

export function Autocomplete({
  id,
  value,
  onChange,
  items,
  placeholder,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  items: readonly string[];
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const listId = `${useId()}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = open ? autocompleteMatches(value, items) : null;

  function take(item: string) {
    onChange(item);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (!matches?.length) {
      if (e.key === 'Escape') setOpen(false);
      return;
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + matches.length) % matches.length);
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      take(matches[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  }

  return (
    <span className="autocomplete">
      <input
        id={id}
        role="combobox"
        aria-expanded={matches !== null}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={matches && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        maxLength={AUTOCOMPLETE.maxLength}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      {matches !== null && (
        <ul id={listId} role="listbox" className="autocomplete-list card">
          {matches.length ? (
            matches.map((item, i) => (
              <li
                key={item}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  take(item);
                }}
              >
                {item}
              </li>
            ))
          ) : (
            <li role="option" aria-disabled="true" aria-selected={false} className="muted">
              {FORM_TEXTS.noItems}
            </li>
          )}
        </ul>
      )}
    </span>
  );
}
