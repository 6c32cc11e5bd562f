'use client';
// Five stars as a radio group (spec 3 §9 'Star rating default size 50, 5-point'): native radios,
// so arrow keys move between them and screen readers read '4 - Very good'; each star is a 50 px
// tap target. `value` may hold tenths (an exact rating): the stars fill to it.
import { useState } from 'react';
import { RATING_LABELS } from '@/lib/challenges/rating';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

export function StarRating({
  name,
  value,
  onChange,
  labelledBy,
  disabled = false,
}: {
  name: string;
  /** The chosen rating (1 to 5, tenths allowed), or NaN for none. */
  value: number;
  onChange: (value: number) => void;
  labelledBy: string;
  disabled?: boolean;
}) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? (Number.isFinite(value) ? value : 0);
  // useId values hold characters that url(#…) would need escaped.
  const clip = `star-${name.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="stars" onMouseLeave={() => setHover(null)}>
      {Object.entries(RATING_LABELS).map(([key, label]) => {
        const n = Number(key);
        const fill = Math.max(0, Math.min(1, shown - (n - 1)));
        return (
          <label key={n} className="star" onMouseEnter={() => setHover(n)}>
            <input
              type="radio"
              className="star-input"
              name={name}
              value={n}
              checked={value === n}
              disabled={disabled}
              onChange={() => onChange(n)}
            />
            <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
              <defs>
                <clipPath id={`${clip}-${n}`}>
                  <rect x="0" y="0" width={24 * fill} height="24" />
                </clipPath>
              </defs>
              <path d={STAR} className="star-empty" />
              <path d={STAR} className="star-full" clipPath={`url(#${clip}-${n})`} />
            </svg>
            <span className="visually-hidden">{label}</span>
          </label>
        );
      })}
      <span className="stars-word" aria-hidden="true">
        {shown >= 1 ? RATING_LABELS[Math.round(shown)]?.replace(/^\d - /, '') : ''}
      </span>
    </div>
  );
}
