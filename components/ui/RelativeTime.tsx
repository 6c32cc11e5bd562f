// A time in a feed (issue 22 item 11): '3 days ago', the exact time on hover and for machines.
// No hooks, so server and client components both use it; a client render a minute later may read
// differently from the server's, which is expected, so React is told not to warn about it.
import { exactTime, relativeTime } from '@/lib/relative-time';

export function RelativeTime({
  at,
  now = new Date(),
  className = 'muted',
}: {
  at: string | number | Date;
  now?: Date;
  className?: string;
}) {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time
      className={className || undefined}
      dateTime={date.toISOString()}
      title={exactTime(date)}
      suppressHydrationWarning
    >
      {relativeTime(date, now)}
    </time>
  );
}
