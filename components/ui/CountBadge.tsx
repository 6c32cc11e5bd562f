// A count beside a heading or tab (issue 22 item 11): a small pill instead of '( 4 )'. Screen
// readers hear 'Ideas (4)': the pill is hidden from them and one hidden text says the count, since
// separate hidden parentheses around the number read as '( 4 )' in the accessible name.
import { formatCount } from '@/lib/numbers';

export function CountBadge({ n }: { n: number }) {
  const text = formatCount(n);
  return (
    <>
      <span className="count-badge" aria-hidden="true">
        {text}
      </span>
      <span className="visually-hidden"> ({text})</span>
    </>
  );
}
