'use client';
// Forms of the forum pages: start a topic (choosing its channel when the page has none), open a
// channel, and join a members-only channel (signup or invite code).
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import type { ForumChannel } from '@/lib/contracts/forums';
import { href } from '@/lib/routes/table';
import { PostComposer } from './PostComposer';

export function NewTopicForm({
  platformSlug,
  platform,
  channels,
  channel: fixed,
}: {
  platformSlug: string;
  platform: string;
  channels: ForumChannel[];
  channel?: string;
}) {
  const [slug, setSlug] = useState(fixed ?? channels[0]?.slug ?? '');
  const channel = channels.find((c) => c.slug === slug);
  return (
    <>
      {!fixed && (
        <p>
          <label htmlFor="topic-channel">Channel</label>
          <select id="topic-channel" value={slug} onChange={(e) => setSlug(e.target.value)}>
            {channels.map((c) => (
              <option key={c.id} value={c.slug}>
                {c.title}
              </option>
            ))}
          </select>
        </p>
      )}
      {channel ? (
        <PostComposer
          key={channel.id}
          withTitle
          label="What do you want to discuss?"
          submitLabel="Start topic"
          target={{
            path: `/forums/channels/${channel.id}/topics`,
            draftKey: `topic:${platform}:${channel.id}`,
            context: { platform },
          }}
          goTo={(topicId) => href('discussion-forums.topics.show', { platformSlug, topicId })}
        />
      ) : (
        <p className="muted">Open a channel first: topics live in channels.</p>
      )}
    </>
  );
}

export function NewChannelForm({
  platformSlug,
  platform,
  owner,
}: {
  platformSlug: string;
  platform: string;
  owner?: string;
}) {
  const router = useRouter();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [membersOnly, setMembersOnly] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const made = await api<{ slug: string }>('/forums/channels', {
        method: 'POST',
        body: { platform, owner, title, description, members_only: membersOnly },
      });
      router.push(href('discussion-forums.channel', { platformSlug, slug: made.slug }));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="post-composer" onSubmit={submit}>
      <p>
        <label htmlFor="channel-title">Channel name</label>
        <input
          id="channel-title"
          value={title}
          required
          minLength={3}
          maxLength={80}
          onChange={(e) => setTitle(e.target.value)}
        />
      </p>
      <p>
        <label htmlFor="channel-description">What is it for?</label>
        <textarea
          id="channel-description"
          value={description}
          maxLength={500}
          rows={3}
          onChange={(e) => setDescription(e.target.value)}
        />
      </p>
      <p>
        <label>
          <input type="checkbox" checked={membersOnly} onChange={(e) => setMembersOnly(e.target.checked)} /> Members
          only (people join by signing up or with an invite)
        </label>
      </p>
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
      <button className="btn" type="submit" disabled={busy}>
        Open channel
      </button>
    </form>
  );
}

export function JoinChannelButton({ channelId, code, next }: { channelId: number; code?: string; next: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        className="btn"
        type="button"
        onClick={async () => {
          try {
            await api(`/forums/channels/${channelId}/signup`, { method: 'POST', body: code ? { code } : {} });
            router.push(next);
          } catch (err) {
            setError(errorMessage(err));
          }
        }}
      >
        Join this channel
      </button>
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
