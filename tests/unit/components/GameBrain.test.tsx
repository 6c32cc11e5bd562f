/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { BrainLevels } from '@/components/game/BrainLevels';
import { LevelBoard, NUMBERING_TEXT } from '@/components/game/LevelBoard';
import { NerveScoreCard } from '@/components/game/NerveScoreCard';
import type { Brain } from '@/lib/contracts/brain';
import '@testing-library/jest-dom/jest-globals';

const BRAIN: Brain = {
  id: 'b1',
  user_id: 7,
  role: 'overall',
  score: 129.5,
  brain_level: 2,
  rank_id: 'overall-1',
  rank_position: 1,
  rank_label: 'Spark',
  rank_description: 'Just getting started.',
  start_level_score: 51,
  next_level_score: 208,
  next_rank_level: 11,
};

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

let fetchMock: jest.Mock;
beforeEach(() => {
  // Reduced motion: counters and bars show their end values at once.
  window.matchMedia = ((q: string) => ({
    matches: q.includes('reduce'),
    media: q,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
  fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ data: {} }) }));
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('NerveScoreCard', () => {
  test('owner: title, score, level, N/10 badge, link to score-stats', () => {
    render(<NerveScoreCard brain={BRAIN} screenName="ann" isOwner />);
    expect(screen.getByRole('heading', { name: 'Overall Nerve Score' })).toBeInTheDocument();
    expect(screen.getByText('129.5 neurons')).toBeInTheDocument();
    expect(screen.getByText('You’re at Level 2')).toBeInTheDocument();
    expect(screen.getByText('2/10')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('link', { name: 'Score stats' })).toHaveAttribute(
      'href',
      '/ann/my-dashboard/my-progress/score-stats?tab=nerve-score',
    );
  });

  test('others see n/a for the level; role titles', () => {
    render(<NerveScoreCard brain={{ ...BRAIN, role: 'analyst', score: 0.5 }} screenName="ann" isOwner={false} />);
    expect(screen.getByRole('heading', { name: 'Analyst Rater Score' })).toBeInTheDocument();
    expect(screen.getByText('You’re at Level n/a')).toBeInTheDocument();
    expect(screen.getByText('0.500 neurons')).toBeInTheDocument();
    expect(screen.queryByText('2/10')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Score stats' }).getAttribute('href')).toContain('role=analyst');
  });
});

describe('BrainLevels', () => {
  test('100 named levels, the current one marked, keyboard moves and selects', () => {
    const onSelect = jest.fn();
    render(<BrainLevels current={37} numbered={false} selected={null} onSelect={onSelect} />);
    const group = screen.getByRole('group', { name: 'Brain levels 1 to 100' });
    const levels = within(group).getAllByRole('button');
    expect(levels).toHaveLength(100);
    const current = screen.getByRole('button', { name: /^Level 37, rank 4, from 111,456 neurons \(your level\)$/ });
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(current).toHaveAttribute('tabindex', '0');
    expect(levels.filter((l) => l.getAttribute('tabindex') === '0')).toHaveLength(1);
    current.focus();
    fireEvent.keyDown(current, { key: 'ArrowRight' });
    expect(document.activeElement).toHaveAccessibleName(/^Level 38,/);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toHaveAccessibleName(/^Level 48,/);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(48);
    fireEvent.click(screen.getByRole('button', { name: /^Level 100,/ }));
    expect(onSelect).toHaveBeenLastCalledWith(100);
  });

  test('numbering: none, 1 to 100, or 1 to 10 within each rank', () => {
    const labels = () => [...document.querySelectorAll('.brain-levels text')].map((t) => t.textContent);
    const { rerender } = render(<BrainLevels current={null} numbered={false} selected={null} onSelect={() => {}} />);
    expect(labels()).toEqual([]);
    rerender(<BrainLevels current={null} numbered selected={null} onSelect={() => {}} />);
    expect(labels().slice(8, 12)).toEqual(['9', '10', '11', '12']);
    expect(labels().at(-1)).toBe('100');
    rerender(<BrainLevels current={null} numbered numbering="ranks" selected={null} onSelect={() => {}} />);
    expect(labels().slice(8, 12)).toEqual(['9', '10', '1', '2']);
    expect(labels().at(-1)).toBe('10');
  });
});

describe('LevelBoard', () => {
  test('bar, remaining neurons, no confetti at rank 1; choosing a level shows its range', () => {
    render(<LevelBoard brain={BRAIN} numbered={false} />);
    expect(screen.getByText('78.5 neurons to level 3.')).toBeInTheDocument();
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Level 2,/ }));
    expect(screen.getByText(/Level 2 \(rank 1 of 10\) starts at 51 neurons and ends at 208\./)).toBeInTheDocument();
  });

  test('level 100: full bar and the congratulations line', () => {
    render(
      <LevelBoard
        brain={{
          ...BRAIN,
          brain_level: 100,
          rank_position: 10,
          score: 1_500_000,
          start_level_score: 1460349,
          next_level_score: 1460349,
          next_rank_level: null,
        }}
        numbered
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Congratulations! You reached level 100');
    expect(screen.getByRole('progressbar').querySelector('.progress-fill')).toHaveStyle({ width: '100%' });
  });

  test('confetti fires 500 ms after display when the rank position is above 1', () => {
    window.matchMedia = ((q: string) => ({ matches: false, media: q })) as unknown as typeof window.matchMedia;
    jest.useFakeTimers();
    try {
      render(<LevelBoard brain={{ ...BRAIN, brain_level: 12, rank_position: 2 }} numbered={false} />);
      act(() => {
        jest.advanceTimersByTime(499);
      });
      expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(screen.getByTestId('confetti')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  test('the numbering checkbox saves the preference', async () => {
    render(<LevelBoard brain={BRAIN} numbered={false} />);
    const box = screen.getByRole('checkbox', { name: NUMBERING_TEXT });
    await act(async () => {
      fireEvent.click(box);
    });
    expect(box).toBeChecked();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me/preferences',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ brain_show_numbering: true }) }),
    );
    expect(screen.getAllByText('1').length).toBeGreaterThan(0);
  });
});
