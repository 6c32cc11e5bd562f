'use client';
// New replies appear in an open topic without a reload (DESIGN.md realtime): the provider tells a
// topic's participants on their own live channel (event forum__reply-posted, the same SSE stream
// the Game Dash uses); for this topic the page reads its posts afresh. Visitors have no live
// channel and see new replies on their next visit.
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { forumReplySchema } from '@/lib/contracts/realtime';
import { LIVE_STREAM_PATH } from '@/lib/game/live';

export function LiveReplies({ topicId }: { topicId: number }) {
  const router = useRouter();
  const [fresh, setFresh] = useState(0);
  useEffect(() => {
    const source = new EventSource(LIVE_STREAM_PATH);
    source.addEventListener('forum__reply-posted', (e) => {
      try {
        const data = forumReplySchema.safeParse(JSON.parse((e as MessageEvent<string>).data));
        if (data.success && data.data.topic_id === topicId) {
          setFresh((n) => n + 1);
          router.refresh();
        }
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
