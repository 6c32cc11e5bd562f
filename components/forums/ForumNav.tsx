// The forum's menu (spec 3 §2.7): its views, the search box (a plain GET form, so it works without
// JavaScript) and the way to start a topic.
import Link from 'next/link';
import { href, type RouteName } from '@/lib/routes/table';

const VIEWS: [RouteName, string][] = [
  ['discussion-forums.most-recent', 'Most recent'],
  ['discussion-forums.highest-dope', 'Highest dope'],
  ['discussion-forums.in-challenges', 'In challenges'],
  ['discussion-forums.topics.reply-queue', 'Reply queue'],
  ['discussion-forums.my-saved', 'My saved'],
  ['discussion-forums.my-discussions', 'My discussions'],
  ['discussion-forums.mentions', 'Mentions'],
  ['discussion-forums.my-friends', 'My friends'],
  ['discussion-forums.one-to-one', 'One-to-one'],
];

export function ForumNav({ platformSlug, current, q }: { platformSlug: string; current?: RouteName; q?: string }) {
  return (
    <div className="forum-nav">
      <nav aria-label="Forum views">
        <ul className="forum-tabs">
          {VIEWS.map(([name, label]) => (
            <li key={name}>
              <Link href={href(name, { platformSlug })} aria-current={current === name ? 'page' : undefined}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="forum-nav-actions">
        <form role="search" action={href('discussion-forums.search', { platformSlug })} method="get">
          <label className="visually-hidden" htmlFor="forum-search">
            Search discussions
          </label>
          <input id="forum-search" name="q" type="search" defaultValue={q} placeholder="Search discussions" />
          <button className="btn btn-ghost btn-sm" type="submit">
            Search
          </button>
        </form>
        <Link className="btn btn-sm" href={href('discussion-forums.topics.new', { platformSlug })}>
          Start a topic
        </Link>
      </div>
    </div>
  );
}
