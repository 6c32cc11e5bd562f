'use client';
// The random gallery of the Image step (spec 2 §2, §7, §8, §9): 20 images of the library ranked by
// the question's keywords, fetched 500 ms after opening, shown 6 at a time with 'More images'.
// Choosing one checks it through /use-image ('Processing...'), then hands its URL, with the
// credit on it, to onPick; a failure shows on the tile. A failed gallery fetch is only logged.
import { useEffect, useState } from 'react';
import { api } from '@/lib/client/api';
import {
  IMAGE_MESSAGES,
  RANDOM_IMAGES_DELAY_MS,
  RANDOM_IMAGES_SHOWN,
  RANDOM_IMAGES_TOTAL,
  withCredit,
  type RandomImage,
} from '@/lib/challenges/image';

type TileState = 'processing' | 'error';

export interface ImageGalleryProps {
  keywords: string;
  onPick: (url: string) => void;
  disabled?: boolean;
}

export function ImageGallery({ keywords, onPick, disabled = false }: ImageGalleryProps) {
  const [images, setImages] = useState<RandomImage[] | null>(null);
  const [page, setPage] = useState(0);
  const [tiles, setTiles] = useState<Record<string, TileState>>({});

  useEffect(() => {
    // New keywords remount the gallery (ImageStep keys it by them), so no state is reset here.
    let live = true;
    const query = new URLSearchParams({ keywords, format: 'landscape', total: String(RANDOM_IMAGES_TOTAL) });
    const timer = setTimeout(() => {
      api<RandomImage[]>(`/random-images?${query}`)
        .then((found) => {
          if (live) setImages(found);
        })
        .catch((err: unknown) => {
          console.error('[image-gallery] random images failed', err);
        });
    }, RANDOM_IMAGES_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keywords]);

  async function choose(image: RandomImage) {
    setTiles((t) => ({ ...t, [image.full]: 'processing' }));
    try {
      const res = await fetch(`/api/use-image?source=${encodeURIComponent(image.full)}`, {
        credentials: 'same-origin',
      });
      if (!res.ok) throw new Error(`use-image answered ${res.status}`);
      setTiles((t) => {
        const { [image.full]: _done, ...rest } = t;
        return rest;
      });
      onPick(withCredit(image.full, image));
    } catch (err) {
      console.error('[image-gallery] could not apply image', err);
      setTiles((t) => ({ ...t, [image.full]: 'error' }));
    }
  }

  if (images === null)
    return (
      <p className="muted" role="status">
        Looking for images…
      </p>
    );
  if (images.length === 0)
    return (
      <p className="empty-state" role="status">
        {IMAGE_MESSAGES.noImages}
      </p>
    );
  const pages = Math.ceil(images.length / RANDOM_IMAGES_SHOWN);
  const shown = images.slice(page * RANDOM_IMAGES_SHOWN, page * RANDOM_IMAGES_SHOWN + RANDOM_IMAGES_SHOWN);
  return (
    <div className="image-gallery">
      <ul className="image-gallery-grid" aria-label="Suggested images">
        {shown.map((image, i) => {
          const state = tiles[image.full];
          const number = page * RANDOM_IMAGES_SHOWN + i + 1;
          return (
            <li key={image.full} className="image-tile">
              <button
                type="button"
                onClick={() => choose(image)}
                disabled={disabled || state === 'processing'}
                aria-label={`Use image ${number} of ${images.length}${image.title ? `: ${image.title}` : ''}`}
                aria-busy={state === 'processing'}
              >
                <img src={image.small} alt="" width={400} height={267} loading="lazy" />
              </button>
              {state === 'processing' && (
                <span className="image-tile-status" role="status">
                  {IMAGE_MESSAGES.processing}
                </span>
              )}
              {state === 'error' && (
                <span className="image-tile-status error" role="alert">
                  {IMAGE_MESSAGES.applyFailed}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <p className="image-gallery-more">
        <span className="muted">
          Images {page * RANDOM_IMAGES_SHOWN + 1}–{page * RANDOM_IMAGES_SHOWN + shown.length} of {images.length}, from
          the {images[0].source}
        </span>
        {pages > 1 && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setPage((p) => (p + 1) % pages)}>
            More images
          </button>
        )}
      </p>
    </div>
  );
}
