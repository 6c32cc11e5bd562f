'use client';
// The Share Panel's queue (spec 3 §2.6 home.user.snoozed-sharings): each saved share with 'Share
// now' (the tweet preview, loaded when asked for, or another network's share window) and 'Remove'.
// Its buttons wait for hydration (disabled in the server's HTML) so an early click is not lost.
import { useState } from 'react';
import type { SharingNetwork, SnoozedItem } from '@/lib/contracts/sharing';
import { api, errorMessage } from '@/lib/client/api';
import { SHARE_PROVIDER_LABELS, shareUrl } from '@/lib/sharing';
import { useHydrated } from '../ui/useHydrated';
import { useSetSnoozedTotal } from './useSnoozedTotal';
import { RelativeTime } from '@/components/ui/RelativeTime';

type TweetPreviewModule = typeof import('./TweetPreview');
const OTHERS: SharingNetwork[] = ['facebook', 'email', 'reddit', 'linkedin', 'telegram', 'whatsapp'];

export function SnoozedQueue({ items: initial }: { items: SnoozedItem[] }) {
  const [items, setItems] = useState(initial);
  const [open, setOpen] = useState<{ module: TweetPreviewModule; item: SnoozedItem } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ready = useHydrated();
  const setTotal = useSetSnoozedTotal();

  async function remove(item: SnoozedItem) {
    setError(null);
    try {
      await api(`/sharing/snoozed/${item.id}`, { method: 'DELETE' });
      setItems((all) => all.filter((i) => i.id !== item.id));
      void setTotal();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function shareNow(item: SnoozedItem) {
    setError(null);
    try {
      setOpen({ module: await import('./TweetPreview'), item });
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  if (items.length === 0)
    return <p className="muted">Nothing saved to share later. Use Share Later on a challenge to keep it here.</p>;
  return (
    <>
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
      <ul className="share-list">
        {items.map((item) => (
          <li key={item.id} className="card">
            <h3>
              <a href={item.payload.url}>{item.payload.metadata.title}</a>
            </h3>
            <p className="muted">
              Saved <RelativeTime at={item.created_at} className="" />
            </p>
            <div className="share-later">
              <button type="button" className="btn" onClick={() => shareNow(item)} disabled={!ready}>
                Share now<span className="visually-hidden"> “{item.payload.metadata.title}” on X</span>
              </button>
              {OTHERS.map((network) => (
                <a
                  key={network}
                  className="btn btn-ghost btn-sm"
                  href={shareUrl(network, { url: item.payload.url, text: item.payload.text })}
                  target={network === 'email' ? undefined : '_blank'}
                  rel="noopener noreferrer"
                >
                  {SHARE_PROVIDER_LABELS[network]}
                </a>
              ))}
              <button type="button" className="btn btn-ghost" onClick={() => remove(item)} disabled={!ready}>
                Remove<span className="visually-hidden"> “{item.payload.metadata.title}”</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      {open && (
        <open.module.TweetPreview provider="twitter" content={open.item.payload} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
