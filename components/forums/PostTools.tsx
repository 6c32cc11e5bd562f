'use client';
// What one can do with a post: the seven votes (spec 3 §3), each a toggle; reply (threaded one
// level, quoted deeper); edit and delete for its author while allowed; hide and restore for the
// topic's moderators. Votes show at once and settle on the provider's counts.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import type { ForumPost, ForumVoteResult } from '@/lib/contracts/forums';
import { FORUM_VOTE_TYPES, POSITIVE_VOTES, VOTE_LABELS, type ForumVoteType } from '@/lib/forums';
import { ReportButton } from '../moderation/ReportButton';
import { PostComposer, type ComposerTarget } from './PostComposer';

export interface PostToolsProps {
  post: ForumPost;
  topicId: number;
  context: { platform?: string; challenge?: string };
  signedIn: boolean;
  canReply: boolean;
  canModerate: boolean;
  /** BFF path replies go to. */
  replyPath: string;
}

export function PostTools({ post, topicId, context, signedIn, canReply, canModerate, replyPath }: PostToolsProps) {
  const router = useRouter();
  const [votes, setVotes] = useState({ counts: post.votes, mine: post.my_votes });
  const [mode, setMode] = useState<'idle' | 'reply' | 'edit'>('idle');
  const [editBody, setEditBody] = useState(post.body);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const expiry = { ...context, topic_id: topicId };

  async function run(work: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  const toggle = (type: ForumVoteType) =>
    run(async () => {
      const on = votes.mine.includes(type);
      const result = await api<ForumVoteResult>('/forums/votes', {
        method: on ? 'DELETE' : 'POST',
        body: { message_id: post.id, type, ...expiry },
      });
      setVotes({ counts: result.votes, mine: result.my_votes });
      if (result.hidden) router.refresh();
    });

  const target: ComposerTarget = {
    path: replyPath,
    draftKey: `reply:${topicId}:${post.id}`,
    context,
    parentId: post.id,
  };
  const gone = post.deleted || (post.hidden && !canModerate);

  return (
    <div className="post-tools">
      {!gone && (
        <ul className="vote-bar" aria-label="Votes">
          {FORUM_VOTE_TYPES.map((type) => (
            <li key={type}>
              <button
                type="button"
                className={`vote ${POSITIVE_VOTES.includes(type) ? 'vote-positive' : 'vote-negative'}`}
                aria-pressed={votes.mine.includes(type)}
                disabled={!signedIn || busy}
                onClick={() => toggle(type)}
              >
                {VOTE_LABELS[type]} <span className="vote-count">{votes.counts[type] ?? 0}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="post-actions">
        {canReply && !post.deleted && (
          <button type="button" className="btn-link" onClick={() => setMode(mode === 'reply' ? 'idle' : 'reply')}>
            Reply
          </button>
        )}
        {post.editable && (
          <>
            <button type="button" className="btn-link" onClick={() => setMode(mode === 'edit' ? 'idle' : 'edit')}>
              Edit
            </button>
            <button
              type="button"
              className="btn-link"
              disabled={busy}
              onClick={() =>
                run(async () => {
                  if (!window.confirm('Delete this post? The thread keeps a placeholder.')) return;
                  const q = new URLSearchParams(Object.entries(context).filter(([, v]) => v) as [string, string][]);
                  await api(`/forums/messages/${post.id}?${q.toString()}`, { method: 'DELETE' });
                  router.refresh();
                })
              }
            >
              Delete
            </button>
          </>
        )}
        {canModerate && !post.deleted && (
          <button
            type="button"
            className="btn-link"
            disabled={busy}
            onClick={() =>
              run(async () => {
                await api(`/forums/moderation/messages/${post.id}`, {
                  method: 'POST',
                  body: { action: post.hidden ? 'restore' : 'hide', reason: '', ...expiry },
                });
                router.refresh();
              })
            }
          >
            {post.hidden ? 'Restore post' : 'Hide post'}
          </button>
        )}
        {signedIn && !post.deleted && !post.hidden && !post.editable && (
          <ReportButton targetType="post" targetId={post.id} what={`@${post.author.screen_name}’s post`} />
        )}
      </div>
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
      {mode === 'reply' && <PostComposer target={target} onPosted={() => setMode('idle')} />}
      {mode === 'edit' && (
        <form
          className="post-composer"
          onSubmit={(e) => {
            e.preventDefault();
            run(async () => {
              await api(`/forums/messages/${post.id}`, { method: 'PUT', body: { body: editBody, ...expiry } });
              setMode('idle');
              router.refresh();
            });
          }}
        >
          <label htmlFor={`edit-${post.id}`}>Edit your post</label>
          <textarea id={`edit-${post.id}`} value={editBody} rows={4} onChange={(e) => setEditBody(e.target.value)} />
          <button className="btn btn-sm" type="submit" disabled={busy}>
            Save
          </button>
        </form>
      )}
    </div>
  );
}
