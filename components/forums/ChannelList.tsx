// The forum's channels, beside its topics.
import Link from 'next/link';
import type { ForumChannel } from '@/lib/contracts/forums';
import { href } from '@/lib/routes/table';

export function ChannelList({ platformSlug, channels }: { platformSlug: string; channels: ForumChannel[] }) {
  return (
    <section className="card forum-channels" aria-labelledby="channels-heading">
      <h3 id="channels-heading">Channels</h3>
      {channels.length ? (
        <ul>
          {channels.map((channel) => (
            <li key={channel.id}>
              <Link href={href('discussion-forums.channel', { platformSlug, slug: channel.slug })}>
                {channel.title}
              </Link>
              <span className="muted">
                {' '}
                · {channel.topics} {channel.topics === 1 ? 'topic' : 'topics'}
              </span>
              {channel.members_only && <span className="muted"> · members only</span>}
              {channel.description && <p className="muted">{channel.description}</p>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No channels yet.</p>
      )}
      <p>
        <Link href={href('discussion-forums.new-channel', { platformSlug })}>Open a channel</Link>
      </p>
    </section>
  );
}
