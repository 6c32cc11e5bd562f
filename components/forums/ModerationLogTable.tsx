// The community's forum moderation log (spec 3 §6) on forum tools: each row links to what it names,
// a post (its topic, at the post), a topic, or the person suspended or restored.
import Link from 'next/link';
import type { ModerationLogEntry } from '@/lib/contracts/forums';
import { href, postHref, userHomeHref } from '@/lib/routes/table';
import { RelativeTime } from '@/components/ui/RelativeTime';

/** Where a log entry's target lives; null when it names nothing one can open. */
export function logTargetHref(entry: ModerationLogEntry): string | null {
  if (entry.target_type === 'user' && entry.target_name) return userHomeHref(entry.target_name);
  if (entry.topic_id === null) return null;
  const topic = { platformSlug: 'platform', topicId: entry.topic_id };
  return entry.target_type === 'message'
    ? postHref('discussion-forums.topics.show', topic, entry.target_id)
    : href('discussion-forums.topics.show', topic);
}

function logTargetLabel(entry: ModerationLogEntry): string {
  if (entry.target_type === 'user') return entry.target_name ? `@${entry.target_name}` : `person ${entry.target_id}`;
  if (entry.target_type === 'message') return `post ${entry.target_id}`;
  return `topic ${entry.target_id}`;
}

export function ModerationLogTable({ log }: { log: ModerationLogEntry[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">Action</th>
          <th scope="col">On</th>
          <th scope="col">Reason</th>
        </tr>
      </thead>
      <tbody>
        {log.map((entry) => {
          const target = logTargetHref(entry);
          return (
            <tr key={entry.id}>
              <td>
                <RelativeTime at={entry.created_at} className="" />
              </td>
              <td>{entry.actor ?? 'votes'}</td>
              <td>{entry.action}</td>
              <td>{target ? <Link href={target}>{logTargetLabel(entry)}</Link> : logTargetLabel(entry)}</td>
              <td>{entry.reason}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
