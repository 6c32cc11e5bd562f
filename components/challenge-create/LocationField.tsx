'use client';
// The location field of the local-civics category (spec 2 §2 Category step, §5 Location search,
// §7, §8): an ARIA 1.2 combobox over /api/geolocation/suggest. It searches 500 ms after the last
// keystroke and only from 3 characters; a newer query cancels the request still running. Errors
// are only logged (spec 2 §8 'Geolocation error'). Picking a place hands it to `onPick`.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { api } from '@/lib/client/api';
import { createDebouncedSearch } from '@/lib/client/debounced-search';
import {
  LOCATION_DEBOUNCE_MS,
  LOCATION_LABEL,
  LOCATION_NO_RESULTS,
  shouldSearchLocation,
  type Place,
} from '@/lib/geolocation';
import './location-field.css';

export interface LocationFieldProps {
  value: string | null;
  onPick(place: Place): void;
  disabled?: boolean;
}

type Status = 'idle' | 'searching' | 'done';

export function LocationField({ value, onPick, disabled = false }: LocationFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const [text, setText] = useState(value ?? '');
  const [shownValue, setShownValue] = useState(value);
  const [places, setPlaces] = useState<Place[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<Status>('idle');
  // One search per field: it waits 500 ms and cancels the request a newer query replaces.
  const [placeSearch] = useState(() =>
    createDebouncedSearch<Place>({
      fetch: (query, signal) => api<Place[]>(`/geolocation/suggest?query=${encodeURIComponent(query)}`, { signal }),
      onStart: () => setStatus('searching'),
      onResults: (_query, found) => {
        setPlaces(found);
        setActive(-1);
        setOpen(found.length > 0);
        setStatus('done');
      },
      onError: (err) => {
        console.error('[geolocation] search failed', err);
        setPlaces([]);
        setOpen(false);
        setStatus('idle');
      },
      delayMs: LOCATION_DEBOUNCE_MS,
    }),
  );

  // A location set from outside (a recovered draft, Start over) replaces what the field shows.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value ?? '');
  }

  const cancel = placeSearch.cancel;
  useEffect(() => cancel, [cancel]);

  function type(next: string) {
    setText(next);
    cancel();
    setActive(-1);
    if (!shouldSearchLocation(next)) {
      setPlaces([]);
      setOpen(false);
      setStatus('idle');
      return;
    }
    placeSearch.search(next);
  }

  function pick(place: Place) {
    cancel();
    setText(place.formatted);
    setOpen(false);
    setActive(-1);
    setStatus('idle');
    onPick(place);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = places.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!open) {
        setOpen(true);
        setActive(down ? 0 : count - 1);
        return;
      }
      setActive((i) => (down ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Enter') {
      if (open && active >= 0) {
        event.preventDefault();
        pick(places[active]);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  const expanded = open && places.length > 0;
  const statusText =
    status === 'searching'
      ? 'Searching places…'
      : status === 'done' && places.length === 0
        ? LOCATION_NO_RESULTS
        : status === 'done' && expanded
          ? `${places.length} ${places.length === 1 ? 'place' : 'places'} found. Use the up and down arrows to choose.`
          : '';
  const visibleStatus = status === 'done' && places.length === 0;

  return (
    <div className="field location-field">
      <label htmlFor={inputId}>{LOCATION_LABEL}</label>
      <div className="location-combo">
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={`${id}-status`}
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. Portland, Oregon"
          value={text}
          disabled={disabled}
          onChange={(e) => type(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul id={listId} role="listbox" aria-label="Places" className="location-options" hidden={!expanded}>
          {places.map((place, index) => (
            <li
              key={place.formatted}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'location-option is-active' : 'location-option'}
              // Keeps the focus in the input, so the blur does not close the list before the click.
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => pick(place)}
            >
              {place.formatted}
            </li>
          ))}
        </ul>
      </div>
      <span id={`${id}-status`} role="status" className={visibleStatus ? 'field-hint muted' : 'visually-hidden'}>
        {statusText}
      </span>
    </div>
  );
}
