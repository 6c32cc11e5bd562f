'use client';
// New direct messages appear in an open conversation without a reload (DESIGN.md realtime): the
// provider tells both people on their own live channel (event message__received, the SSE stream the
// Game Dash and forum topics use); for this conversation the page reads its messages afresh, which
// also gives the sender their read receipt.
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { messageReceivedSchema } from '@/lib/contracts/realtime';
import { LIVE_STREAM_PATH } from '@/lib/game/live';

export function LiveMessages({ conversationId }: { conversationId: number }) {
  const router = useRouter();
  const [fresh, setFresh] = useState(0);
  useEffect(() => {
    const source = new EventSource(LIVE_STREAM_PATH);
    source.addEventListener('message__received', (e) => {
      try {
        const data = messageReceivedSchema.safeParse(JSON.parse((e as MessageEvent<string>).data));
        if (data.success && data.data.conversation_id === conversationId) {
          setFresh((n) => n + 1);
          router.refresh();
        }
      } catch {
        /* a malformed message is skipped */
      }
    });
    return () => source.close();
  }, [conversationId, router]);
  return (
    <p className="visually-hidden" aria-live="polite">
      {fresh ? `${fresh} new ${fresh === 1 ? 'message' : 'messages'}` : ''}
    </p>
  );
}
