// The forum pages of spec 3 §2.7, read back from the path under /{platformSlug}/discussion-forums
// (the routes are named in table.ts). Pure, so every spelling the spec lists is tested here.
import type { ForumListQuery } from '../contracts/forums';

export type ForumListView = ForumListQuery['view'];

export type ForumPage =
  | { kind: 'list'; view: ForumListView; channel?: string; category?: string; title: string }
  | { kind: 'topic'; topicId: number; channel?: string }
  | { kind: 'challenge-thread'; challenge: string }
  | { kind: 'new-topic'; channel?: string }
  | { kind: 'new-channel' }
  | { kind: 'signup'; channel: string; code?: string }
  | { kind: 'one-to-one' }
  | { kind: 'search' };

const TOPIC_ID = /^\d{1,9}$/;

const list = (view: ForumListView, title: string, more: { channel?: string; category?: string } = {}): ForumPage => ({
  kind: 'list',
  view,
  title,
  ...more,
});

export function parseForumPath(segments: string[]): ForumPage | null {
  const s = segments.map((part) => decodeURIComponent(part));
  const [a, b, c] = s;
  switch (s.length) {
    case 0:
      return list('recent', 'Discussion forums');
    case 1:
      if (a === 'highest-dope') return list('dope', 'Highest dope');
      if (a === 'most-recent') return list('recent', 'Most recent');
      if (a === 'in-challenges') return list('in-challenges', 'In challenges');
      if (a === 'my-frieds' || a === 'my-friends') return list('friends', 'My friends');
      if (a === 'my-saved') return list('saved', 'My saved');
      if (a === 'my-discussions') return list('mine', 'Discussions you take part in');
      if (a === 'mentions') return list('mentions', 'Mentions');
      if (a === 'one-to-one') return { kind: 'one-to-one' };
      if (a === 'search') return { kind: 'search' };
      if (a === 'channel') return list('recent', 'All topics');
      return null;
    case 2:
      if (a === 'in-challenges' && b === 'all') return list('in-challenges', 'In challenges');
      if (a === 'in-challenges' && b === 'tasks') return list('challenge-tasks', 'Challenge threads awaiting a reply');
      if (a === 'in-challenges') return { kind: 'challenge-thread', challenge: b };
      if (a === 'category') return list('recent', `Category: ${b}`, { category: b });
      if (a === 'channel' && b === 'new') return { kind: 'new-channel' };
      if (a === 'channel' && b === 'topics') return list('recent', 'All topics');
      if (a === 'channel') return list('recent', b, { channel: b });
      if (a === 'member-invite') return { kind: 'signup', channel: '', code: b };
      if (b === 'signup') return { kind: 'signup', channel: a };
      return null;
    case 3:
      if (a === 'channel' && b === 'topics') {
        if (c === 'all') return list('recent', 'All topics');
        if (c === 'new') return { kind: 'new-topic' };
        if (c === 'reply-queue') return list('reply-queue', 'Reply queue');
        if (TOPIC_ID.test(c)) return { kind: 'topic', topicId: Number(c) };
        return null;
      }
      if (a === 'channel') {
        if (c === 'topics') return list('recent', b, { channel: b });
        if (c === 'new') return { kind: 'new-topic', channel: b };
        if (c === 'reply-queue') return list('reply-queue', `${b}: reply queue`, { channel: b });
        if (TOPIC_ID.test(c)) return { kind: 'topic', topicId: Number(c), channel: b };
        return null;
      }
      if (b === 'member-invite') return { kind: 'signup', channel: a, code: c };
      return null;
    default:
      return null;
  }
}
