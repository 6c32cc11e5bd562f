'use client';
import { useState } from 'react';

/** Click to enlarge the avatar (a zoom toggle on small screens too). */
export function AvatarZoom({ src, alt }: { src: string; alt: string }) {
  const [zoomed, setZoomed] = useState(false);
  return (
    <button
      type="button"
      className={`avatar-button ${zoomed ? 'zoomed' : ''}`}
      aria-pressed={zoomed}
      aria-label={zoomed ? 'Shrink avatar' : 'Enlarge avatar'}
      onClick={() => setZoomed((z) => !z)}
    >
      <img src={src} alt={alt} width={96} height={96} />
    </button>
  );
}
