/** @jest-environment jsdom */
import { expect, jest, test } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MedalList, MedalSummary } from '@/components/game/MedalList';
import { CLOSING_REASONS } from '@/lib/challenges/closing';
import { buildMedals, countMedals } from '@/lib/game/medals';
import '@testing-library/jest-dom/jest-globals';

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const challenge = { slug: 'what-could-help', question_title: 'What could help?' };
const medals = buildMedals({
  prizes: [
    {
      ideaId: 1,
      ideaTitle: 'Shared bikes',
      challenge,
      rank: 1,
      awardedAt: new Date('2026-11-02T10:00:00Z'),
      amountCents: 12550,
      declined: true,
    },
  ],
  bonuses: [
    {
      ideaId: 1,
      ideaTitle: 'Shared bikes',
      challenge,
      reason: CLOSING_REASONS.top5,
      pickPlace: null,
      awardedAt: new Date('2026-11-02T10:00:00Z'),
    },
  ],
  ranks: [{ role: 'mentor', brain_level: 11, rank_position: 2, rank_label: 'Mentor II' }],
});

test('each medal is a list item with its heading, what it is for, the challenge link and the date; the icon is hidden', () => {
  render(<MedalList medals={medals} headingLevel={4} />);
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(within(items[0]).getByRole('heading', { level: 4, name: 'Gold prize' })).toBeInTheDocument();
  expect(items[0]).toHaveTextContent('1st place with “Shared bikes” in “What could help?”');
  // The money and the catalyst's decline are shown; the medal itself stays.
  expect(items[0]).toHaveTextContent('Prize $125.50');
  expect(within(items[0]).getByText('Prize declined by the catalyst')).toBeInTheDocument();
  expect(within(items[1]).queryByText(/declined/)).toBeNull();
  expect(within(items[0]).getByRole('link', { name: 'View the challenge' })).toHaveAttribute(
    'href',
    '/challenges/what-could-help',
  );
  expect(within(items[0]).getByText('Nov 2, 2026')).toHaveAttribute('datetime', '2026-11-02T10:00:00.000Z');
  expect(items[0].querySelector('.medal-icon')).toHaveAttribute('aria-hidden', 'true');
  // A rank badge has no challenge and no date.
  expect(within(items[2]).queryByRole('link')).toBeNull();
  expect(items[2]).toHaveTextContent('Mentor rank 2 of 10');
});

test('the summary lists the total and only the kinds held', () => {
  render(<MedalSummary meta={countMedals(medals)} />);
  expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
    'All medals & badges',
    'Gold prizes',
    'Top 5 ideas',
    'Rank badges',
  ]);
  expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['3', '1', '1', '1']);
});
