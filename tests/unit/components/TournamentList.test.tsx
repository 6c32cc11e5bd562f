/** @jest-environment jsdom */
// The tournament list (issue 17 §2) tells a signed-in player their place among their neighbours on
// a closed tournament's frozen board (GET /olympiad/results/{id}/bound), linked to that board page.
import { describe, expect, jest, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { TournamentFilter } from '@/components/platform/TournamentFilter';
import { TournamentList } from '@/components/platform/TournamentList';
import type { OlympiadView, ResultBound } from '@/lib/contracts/olympiads';
import '@testing-library/jest-dom/jest-globals';

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const olympiad: OlympiadView = {
  id: 7,
  title: 'Nervus Idea Olympiad, October 2026',
  cycle: 'monthly',
  start_time: '2026-10-01T00:00:00.000Z',
  end_time: '2026-11-01T00:00:00.000Z',
  prize_total: 200_000,
  is_current: false,
  status: 'closed',
  state: 'paid',
  races: [{ name: 'Idea Race', prize_cents: 200_000 }],
  paused: false,
  profanity_allowed: false,
  director_id: null,
  closed_at: '2026-11-01T00:05:00.000Z',
  paid_at: '2026-11-02T00:00:00.000Z',
};
const person = (id: number, handle: string) => ({ id, handle, first_name: handle, last_name: '', avatar_url: null });
const row = (id: number, handle: string, position: number, neurons: number) => ({
  id,
  rank: position,
  position,
  neurons,
  prize_cents: 0,
  user: person(id, handle),
});

function bound(over: Partial<ResultBound>): ResultBound {
  return {
    olympiad,
    platform: { slug: 'nervus', title: 'Nervus' },
    result: { ...row(3, 'JunoPark', 23, 120), held: false, paid: true, prize_cents: 1_250 },
    above: row(2, 'SamOkafor', 22, 132),
    below: row(4, 'LenaVogel', 24, 100),
    gap_above: 12,
    gap_below: 20,
    total: 60,
    page: 2,
    ...over,
  };
}
const mine = [{ id: 3, olympiad_id: 7, rank: 23, neurons: 120, prize_cents: 1_250, held: false, paid: true }];

describe('TournamentList with a result bound', () => {
  test('"#N of M, X neurons behind @above", linked to the board page that holds the player', () => {
    render(<TournamentList olympiads={[olympiad]} title="Nervus" mine={mine} bounds={[bound({})]} />);
    const line = screen.getByText(/You placed/).closest('p')!;
    expect(line).toHaveTextContent(
      'You placed #23 of 60 with 120 neurons, 12 neurons behind @SamOkafor and won $12.50, paid to your wallet.',
    );
    expect(screen.getByRole('link', { name: 'See your place on the board' })).toHaveAttribute(
      'href',
      '/JunoPark/olympiad/leaderboard?olympiad=7&page=2',
    );
  });

  test('the leader reads how far ahead of the next player they are', () => {
    const first = bound({
      result: { ...row(3, 'JunoPark', 1, 300), held: false, paid: false, prize_cents: 0 },
      above: null,
      gap_above: null,
      gap_below: 1,
      page: 1,
    });
    render(
      <TournamentList
        olympiads={[olympiad]}
        title="Nervus"
        mine={[{ ...mine[0], rank: 1, neurons: 300, prize_cents: 0, paid: false }]}
        bounds={[first]}
      />,
    );
    expect(screen.getByText(/You placed/).closest('p')).toHaveTextContent(
      'You placed #1 of 60 with 300 neurons, 1 neuron ahead of @LenaVogel.',
    );
  });

  test('without a bound the line keeps the place and neurons only', () => {
    render(<TournamentList olympiads={[olympiad]} title="Nervus" mine={mine} />);
    expect(screen.getByText(/You placed/).closest('p')).toHaveTextContent(
      'You placed #23 with 120 neurons and won $12.50, paid to your wallet.',
    );
  });
});

test('the filter is a GET form of the tournaments page with the chosen state and cycle', () => {
  render(<TournamentFilter state="closed" cycle="weekly" errors={['Use one of: open, review, closed.']} />);
  const form = screen.getByRole('form', { name: 'Filter tournaments' });
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveAttribute('action', '/platform/tournaments');
  expect(screen.getByLabelText('State')).toHaveValue('closed');
  expect(screen.getByLabelText('Cycle')).toHaveValue('weekly');
  expect(screen.getByRole('alert')).toHaveTextContent('Use one of: open, review, closed.');
});
