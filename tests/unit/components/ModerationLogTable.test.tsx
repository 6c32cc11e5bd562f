/** @jest-environment jsdom */
// The forum moderation log links each row to what it names: a post at its place in its topic, a
// topic, or the person suspended; a row naming nothing one can open stays plain text.
import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/jest-globals';
import { ModerationLogTable, logTargetHref } from '@/components/forums/ModerationLogTable';
import type { ModerationLogEntry } from '@/lib/contracts/forums';

const entry = (more: Partial<ModerationLogEntry>): ModerationLogEntry => ({
  id: 1,
  actor: 'admin',
  action: 'hide',
  target_type: 'message',
  target_id: 40,
  topic_id: 12,
  target_name: null,
  reason: '',
  created_at: '2026-11-27T12:00:00.000Z',
  ...more,
});

test('a post links to its place in its topic, a topic to itself, a person to their platform', () => {
  expect(logTargetHref(entry({}))).toBe('/platform/discussion-forums/channel/topics/12?post=40#post-40');
  expect(logTargetHref(entry({ target_type: 'topic', target_id: 12 }))).toBe(
    '/platform/discussion-forums/channel/topics/12',
  );
  expect(logTargetHref(entry({ target_type: 'user', target_id: 5, topic_id: null, target_name: 'Liam' }))).toBe(
    '/Liam',
  );
  expect(logTargetHref(entry({ topic_id: null }))).toBeNull();
});

test('rows show the target as a link named after it', () => {
  render(<ModerationLogTable log={[entry({ actor: null }), entry({ id: 2, topic_id: null, target_id: 41 })]} />);
  expect(screen.getByRole('link', { name: 'post 40' })).toHaveAttribute(
    'href',
    '/platform/discussion-forums/channel/topics/12?post=40#post-40',
  );
  expect(screen.queryByRole('link', { name: 'post 41' })).toBeNull();
  expect(screen.getByText('votes')).toBeInTheDocument();
});
