/** @jest-environment jsdom */
// The shared time of a feed (issue 22 item 11): words, the exact time on hover, a machine date.
import { describe, expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/jest-globals';
import { CountBadge } from '@/components/ui/CountBadge';
import { RelativeTime } from '@/components/ui/RelativeTime';

const now = new Date('2026-11-26T17:00:00Z');

describe('RelativeTime', () => {
  test('says how long ago, with the exact UTC time as its title and dateTime', () => {
    const { container } = render(<RelativeTime at="2026-11-23T17:00:00Z" now={now} />);
    const time = container.querySelector('time')!;
    expect(time).toHaveTextContent('3 days ago');
    expect(time).toHaveAttribute('dateTime', '2026-11-23T17:00:00.000Z');
    expect(time).toHaveAttribute('title', 'Nov 23, 2026, 5:00 PM UTC');
    expect(time).toHaveClass('muted');
  });

  test.each([
    ['under a minute', '2026-11-26T16:59:01Z', 'just now'],
    ['exactly a minute', '2026-11-26T16:59:00Z', '1 minute ago'],
    ['a future end', '2026-11-28T17:00:00Z', 'in 2 days'],
  ])('%s', (_label, at, text) => {
    render(<RelativeTime at={at} now={now} />);
    expect(screen.getByText(text).tagName).toBe('TIME');
  });

  test('takes epoch milliseconds and Dates as well as ISO text', () => {
    const { container } = render(
      <>
        <RelativeTime at={Date.parse('2026-11-26T16:00:00Z')} now={now} />
        <RelativeTime at={new Date('2026-11-26T15:00:00Z')} now={now} className="" />
      </>,
    );
    const [a, b] = Array.from(container.querySelectorAll('time'));
    expect(a).toHaveTextContent('1 hour ago');
    expect(b).toHaveTextContent('2 hours ago');
    expect(b).not.toHaveAttribute('class');
  });

  test('an invalid date renders nothing rather than "Invalid Date"', () => {
    const { container } = render(<RelativeTime at="not a date" now={now} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('CountBadge', () => {
  test('a pill that screen readers hear in parentheses, grouped', () => {
    const { container } = render(
      <h2>
        Ideas <CountBadge n={1234} />
      </h2>,
    );
    expect(container.querySelector('.count-badge')).toHaveTextContent('1,234');
    expect(container.querySelector('.count-badge')).toHaveAttribute('aria-hidden', 'true');
    // One hidden text, so the name is 'Ideas (1,234)', never '( 1,234 )'.
    expect(screen.getByRole('heading', { name: 'Ideas (1,234)' })).toBeInTheDocument();
  });
});
