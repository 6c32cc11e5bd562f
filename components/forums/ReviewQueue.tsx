'use client';
// Posts hidden pending review (spec 3 §6: enough negative votes hide a post until a moderator looks):
// each with a link to it in its topic, and the two decisions, restore it or keep it hidden. Either
// takes it off the queue and is logged by the provider.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import type { ForumReviewItem } from '@/lib/contracts/forums';
import { postHref } from '@/lib/routes/table';

export function ReviewQueue({ items, platform }: { items: ForumReviewItem[]; platform: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const decide = async (item: ForumReviewItem, action: 'restore' | 'keep-hidden') => {
    setBusy(item.message_id);
    setError(null);
    try {
      await api(`/forums/moderation/messages/${item.message_id}`, {
        method: 'POST',
        body: { action, reason: 'reviewed', platform, topic_id: item.topic_id },
      });
      router.refresh();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };
  if (!items.length) return <p className="muted">No post is waiting for review.</p>;
  return (
    <>
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
      <ul className="review-queue">
        {items.map((item) => {
          return (
            <li key={item.message_id} className="card">
              <p>
                <Link
                  href={postHref(
                    'discussion-forums.topics.show',
                    { platformSlug: 'platform', topicId: item.topic_id },
                    item.message_id,
                  )}
                >
                  @{item.author}’s post in “{item.topic_title}”
                </Link>{' '}
                <span className="muted">
                  · {item.negative_votes} negative {item.negative_votes === 1 ? 'vote' : 'votes'}
                </span>
              </p>
              <blockquote className="post-quote">{item.excerpt}</blockquote>
              <p>
                <button
                  type="button"
                  className="btn btn-sm"
                  disabled={busy !== null}
                  aria-label={`Restore @${item.author}’s post`}
                  onClick={() => decide(item, 'restore')}
                >
                  Restore
                </button>{' '}
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={busy !== null}
                  aria-label={`Keep @${item.author}’s post hidden`}
                  onClick={() => decide(item, 'keep-hidden')}
                >
                  Keep hidden
                </button>
              </p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
