// Every forum path of spec 3 §2.7 is a page (lib/routes/forum-paths.ts), and the route table's
// forum links read back to the page they name.
import { parseForumPath } from '@/lib/routes/forum-paths';
import { href } from '@/lib/routes/table';
import { channelSlug, postExcerpt } from '@/lib/forums';

const under = (path: string) => path.split('/').slice(3);
const at = (name: Parameters<typeof href>[0], params: Record<string, string | number> = {}) =>
  parseForumPath(under(href(name, { platformSlug: 'platform', ...params })));

test('the spec’s paths', () => {
  expect(parseForumPath([])).toMatchObject({ kind: 'list', view: 'recent' });
  expect(at('discussion-forums.highest-dope')).toMatchObject({ kind: 'list', view: 'dope' });
  expect(at('discussion-forums.most-recent')).toMatchObject({ kind: 'list', view: 'recent' });
  expect(at('discussion-forums.topics.all')).toMatchObject({ kind: 'list', view: 'recent' });
  // The parent of all/new/reply-queue lists all topics, as in-challenges does for its children.
  expect(parseForumPath(['channel', 'topics'])).toEqual(parseForumPath(['channel', 'topics', 'all']));
  expect(at('discussion-forums.topics.new')).toEqual({ kind: 'new-topic' });
  expect(at('discussion-forums.topics.reply-queue')).toMatchObject({ view: 'reply-queue' });
  expect(at('discussion-forums.topics.show', { topicId: 12 })).toEqual({ kind: 'topic', topicId: 12 });
  expect(at('discussion-forums.in-challenges')).toMatchObject({ view: 'in-challenges' });
  expect(at('discussion-forums.in-challenges.tasks')).toMatchObject({ view: 'challenge-tasks' });
  expect(at('discussion-forums.in-challenges.challenge', { challenge: 'x-1' })).toEqual({
    kind: 'challenge-thread',
    challenge: 'x-1',
  });
  expect(at('discussion-forums.channel', { slug: 'general' })).toMatchObject({ view: 'recent', channel: 'general' });
  expect(at('discussion-forums.channel.new', { slug: 'general' })).toEqual({ kind: 'new-topic', channel: 'general' });
  expect(at('discussion-forums.channel.topic', { slug: 'general', topicId: 3 })).toEqual({
    kind: 'topic',
    topicId: 3,
    channel: 'general',
  });
  expect(at('discussion-forums.channel.reply-queue', { slug: 'general' })).toMatchObject({
    view: 'reply-queue',
    channel: 'general',
  });
  expect(at('discussion-forums.category', { category: 'science' })).toMatchObject({ category: 'science' });
  expect(at('discussion-forums.my-friends')).toMatchObject({ view: 'friends' });
  expect(parseForumPath(['my-friends'])).toMatchObject({ view: 'friends' });
  expect(at('discussion-forums.my-saved')).toMatchObject({ view: 'saved' });
  expect(at('discussion-forums.mentions')).toMatchObject({ view: 'mentions' });
  expect(at('discussion-forums.one-to-one')).toEqual({ kind: 'one-to-one' });
  expect(at('discussion-forums.search')).toEqual({ kind: 'search' });
  expect(at('discussion-forums.new-channel')).toEqual({ kind: 'new-channel' });
  expect(at('discussion-forums.signup', { slug: 'club' })).toEqual({ kind: 'signup', channel: 'club' });
  expect(at('discussion-forums.member-invite', { slug: 'club', code: 'ab12' })).toEqual({
    kind: 'signup',
    channel: 'club',
    code: 'ab12',
  });
  // The slugless invite leaves the channel to be found by its code (the page asks the provider).
  expect(parseForumPath(['member-invite', 'ab12'])).toEqual({ kind: 'signup', channel: '', code: 'ab12' });
  expect(at('discussion-forums.my-discussions')).toMatchObject({ kind: 'list', view: 'mine' });
});

test('anything else is no page', () => {
  for (const path of [['nope'], ['channel', 'topics', 'abc'], ['a', 'b', 'c', 'd', 'e'], ['highest-dope', 'x']])
    expect(parseForumPath(path)).toBeNull();
});

test('channel slugs and excerpts', () => {
  expect(channelSlug('  Ideas & Feedback! ')).toBe('ideas-feedback');
  expect(channelSlug('!!!')).toBe('channel');
  expect(postExcerpt('**Bold** [link](https://x.test) text', 20)).toBe('Bold link text');
  expect(postExcerpt('a'.repeat(50), 10)).toHaveLength(10);
});
