// Direct messages (spec 3 §2.4 'messages (with context and id)'; issue 19 §2): the conversation list
// with unread counts, and one conversation (oldest first, 'Older messages' pages back, read
// receipts on my messages, the composer when we may still write, live delivery).
import Link from 'next/link';
import type { ConversationList, ConversationPage } from '@/lib/contracts/social';
import { href } from '@/lib/routes/table';
import { LiveMessages } from './LiveMessages';
import { MessageComposer } from './MessageComposer';
import { PersonLink } from './PersonLink';
import './people.css';
import { RelativeTime } from '@/components/ui/RelativeTime';

export function ConversationListView({ me, list }: { me: string; list: ConversationList }) {
  if (!list.conversations.length)
    return (
      <p className="muted">
        No conversations yet. Direct messages are open between players who follow each other or are friends: use Message
        on their page.
      </p>
    );
  return (
    <ul className="conversation-list" aria-label="Conversations">
      {list.conversations.map((c) => (
        <li key={c.id}>
          <Link href={href('dashboard.messages.thread', { platformSlug: me, context: 'conversation', id: c.id })}>
            <strong>@{c.with.screen_name}</strong>
            {c.last_message && (
              <span className="muted">
                {c.last_message.from_me ? 'You: ' : ''}
                {c.last_message.excerpt}
              </span>
            )}
            {c.unread > 0 && (
              <span className="unread-badge" aria-label={`${c.unread} unread`}>
                {c.unread}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ConversationView({ me, page, before }: { me: string; page: ConversationPage; before?: number }) {
  const here = (query?: Record<string, string>) =>
    href('dashboard.messages.thread', { platformSlug: me, context: 'conversation', id: page.id }, query);
  return (
    <section className="card" aria-labelledby="dm-with">
      <h2 id="dm-with">
        With <PersonLink person={page.with} />
      </h2>
      {page.older && page.messages.length > 0 && (
        <p>
          <Link href={here({ before: String(page.messages[0].id) })}>Older messages</Link>
        </p>
      )}
      {before && (
        <p>
          <Link href={here()}>Latest messages</Link>
        </p>
      )}
      {page.messages.length ? (
        <ol className="dm-thread" aria-label="Messages">
          {page.messages.map((m) => (
            <li key={m.id} className={m.from_me ? 'dm-message mine' : 'dm-message'}>
              <div dangerouslySetInnerHTML={{ __html: m.html }} />
              <p className="dm-meta muted">
                {m.from_me ? 'You' : `@${m.sender.screen_name}`} · <RelativeTime at={m.created_at} className="" />
                {m.from_me && (m.read_at ? ' · Read' : ' · Sent')}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No messages yet: say hello.</p>
      )}
      <LiveMessages conversationId={page.id} />
      {page.can_message ? (
        <MessageComposer conversationId={page.id} />
      ) : (
        <p className="alert">Direct messages need a mutual follow or a friendship: you can read, not write.</p>
      )}
    </section>
  );
}
