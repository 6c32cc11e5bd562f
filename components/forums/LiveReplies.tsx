'use client';
// New replies appear in an open topic without a reload (DESIGN.md realtime, issue 18 §7): the page
// opens the SSE stream with ?topic={id}, which carries that topic's new replies to every signed-in
// reader (one NOTIFY per reply on the provider, no per-reader work), and the topic's participants
// also hear them on their own channel; each reply refreshes the page once. Visitors have no live
// stream and see new replies on their next visit.
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { forumReplySchema } from '@/lib/contracts/realtime';
import { LIVE_STREAM_PATH } from '@/lib/game/live';

/** The stream address for one open topic. */
export const topicStreamPath = (topicId: number) => `${LIVE_STREAM_PATH}?topic=${topicId}`;

export function LiveReplies({ topicId }: { topicId: number }) {
  const router = useRouter();
  const [fresh, setFresh] = useState(0);
  useEffect(() => {
    const source = new EventSource(topicStreamPath(topicId));
    // A participant hears a reply twice (their channel and the topic's): count and refresh once.
    const seen = new Set<number>();
    source.addEventListener('forum__reply-posted', (e) => {
      try {
        const data = forumReplySchema.safeParse(JSON.parse((e as MessageEvent<string>).data));
        if (!data.success || data.data.topic_id !== topicId || seen.has(data.data.message_id)) return;
        seen.add(data.data.message_id);
        setFresh((n) => n + 1);
        router.refresh();
      } catch {
        /* a malformed message is skipped */
      }
    });
    return () => source.close();
  }, [topicId, router]);
  return (
    <p className="visually-hidden" aria-live="polite">
      {fresh ? `${fresh} new ${fresh === 1 ? 'reply' : 'replies'}` : ''}
    </p>
  );
}
