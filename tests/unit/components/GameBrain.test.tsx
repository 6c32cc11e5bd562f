/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { BrainLevelKeys, levelKeyAction } from '@/components/game/BrainLevelKeys';
import { BrainLevels } from '@/components/game/BrainLevels';
import { LevelBoard } from '@/components/game/LevelBoard';
import { NUMBERING_TEXT } from '@/components/game/LevelBoardBrain';
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

/** The brain as pages draw it: the drawing inside its keys-and-clicks island. */
function Brain({
  current,
  selected,
  onSelect,
}: {
  current: number | null;
  selected?: number | null;
  onSelect: (l: number) => void;
}) {
  return (
    <BrainLevelKeys numbered={false} current={current} selected={selected} onSelect={onSelect}>
      <BrainLevels current={current} />
    </BrainLevelKeys>
  );
}

describe('BrainLevels', () => {
  test('100 named levels, the current one marked, keyboard moves and selects', () => {
    const onSelect = jest.fn();
    render(<Brain current={37} onSelect={onSelect} />);
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

  test('numbers 1 to 100, or 1 to 10 within each rank; hidden unless the island says numbered', () => {
    const labels = () => [...document.querySelectorAll('.brain-levels text')].map((t) => t.textContent);
    const { rerender } = render(<BrainLevels current={null} />);
    expect(labels().slice(8, 12)).toEqual(['9', '10', '11', '12']);
    expect(labels().at(-1)).toBe('100');
    rerender(<BrainLevels current={null} numbering="ranks" />);
    expect(labels().slice(8, 12)).toEqual(['9', '10', '1', '2']);
    expect(labels().at(-1)).toBe('10');
    // game.css hides .brain-level-number unless the wrapper is .is-numbered.
    const wrapper = (numbered: boolean) =>
      render(
        <BrainLevelKeys numbered={numbered} current={null} onSelect={() => {}}>
          <BrainLevels current={null} />
        </BrainLevelKeys>,
      ).container.firstElementChild;
    expect(wrapper(false)).not.toHaveClass('is-numbered');
    expect(wrapper(true)).toHaveClass('brain-level-keys', 'is-numbered');
  });
});

describe('BrainLevelKeys: one delegated listener for the 100 levels', () => {
  test('what each key does, kept inside levels 1 to 100', () => {
    expect(levelKeyAction('Enter', 5)).toEqual({ select: 5 });
    expect(levelKeyAction(' ', 5)).toEqual({ select: 5 });
    expect(levelKeyAction('ArrowRight', 5)).toEqual({ focus: 6 });
    expect(levelKeyAction('ArrowLeft', 5)).toEqual({ focus: 4 });
    expect(levelKeyAction('ArrowDown', 5)).toEqual({ focus: 15 });
    expect(levelKeyAction('ArrowUp', 15)).toEqual({ focus: 5 });
    expect(levelKeyAction('Home', 57)).toEqual({ focus: 1 });
    expect(levelKeyAction('End', 57)).toEqual({ focus: 100 });
    expect(levelKeyAction('ArrowLeft', 1)).toEqual({ focus: 1 });
    expect(levelKeyAction('ArrowUp', 4)).toEqual({ focus: 1 });
    expect(levelKeyAction('ArrowRight', 100)).toEqual({ focus: 100 });
    expect(levelKeyAction('ArrowDown', 95)).toEqual({ focus: 100 });
    expect(levelKeyAction('a', 5)).toBeNull();
    expect(levelKeyAction('Tab', 5)).toBeNull();
  });

  test('keys on a level are handled by the wrapper: Home, End, Space; the default action is prevented', () => {
    const onSelect = jest.fn();
    render(<Brain current={37} onSelect={onSelect} />);
    const level = (n: number) => screen.getByRole('button', { name: new RegExp(`^Level ${n},`) });
    level(37).focus();
    expect(fireEvent.keyDown(level(37), { key: 'Home' })).toBe(false);
    expect(level(1)).toHaveFocus();
    fireEvent.keyDown(level(1), { key: 'ArrowLeft' });
    expect(level(1)).toHaveFocus();
    fireEvent.keyDown(level(1), { key: 'End' });
    expect(level(100)).toHaveFocus();
    expect(fireEvent.keyDown(level(100), { key: ' ' })).toBe(false);
    expect(onSelect).toHaveBeenCalledWith(100);
    // Other keys pass through (Tab leaves the brain), and nothing is chosen.
    expect(fireEvent.keyDown(level(100), { key: 'Tab' })).toBe(true);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  test('focus roves: the level the arrows reach takes Tab, so leaving and coming back returns to it', () => {
    render(<Brain current={37} onSelect={() => {}} />);
    const group = screen.getByRole('group', { name: 'Brain levels 1 to 100' });
    const tabStops = () =>
      within(group)
        .getAllByRole('button')
        .filter((l) => l.getAttribute('tabindex') === '0');
    const level = (n: number) => screen.getByRole('button', { name: new RegExp(`^Level ${n},`) });
    level(37).focus();
    fireEvent.keyDown(level(37), { key: 'ArrowRight' });
    fireEvent.keyDown(level(38), { key: 'ArrowDown' });
    expect(level(48)).toHaveFocus();
    expect(tabStops()).toEqual([level(48)]);
    // At an edge the arrow stays where it is, and so does the one tab stop.
    fireEvent.keyDown(level(48), { key: 'End' });
    fireEvent.keyDown(level(100), { key: 'ArrowRight' });
    expect(tabStops()).toEqual([level(100)]);
  });

  test('keys and clicks outside a level do nothing', () => {
    const onSelect = jest.fn();
    render(<Brain current={37} onSelect={onSelect} />);
    const group = screen.getByRole('group', { name: 'Brain levels 1 to 100' });
    const before = document.activeElement;
    expect(fireEvent.keyDown(group, { key: 'Enter' })).toBe(true);
    fireEvent.keyDown(group, { key: 'Home' });
    fireEvent.click(group);
    expect(onSelect).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(before);
  });

  test('the chosen level is pressed, outlined and takes Tab; the player\u2019s level keeps its mark', () => {
    const { rerender } = render(<Brain current={37} selected={null} onSelect={() => {}} />);
    const level = (n: number) => screen.getByRole('button', { name: new RegExp(`^Level ${n},`) });
    expect(level(42)).toHaveAttribute('aria-pressed', 'false');
    rerender(<Brain current={37} selected={42} onSelect={() => {}} />);
    expect(level(42)).toHaveAttribute('aria-pressed', 'true');
    expect(level(42)).toHaveClass('is-selected');
    expect(level(42)).toHaveAttribute('tabindex', '0');
    expect(level(37)).toHaveAttribute('tabindex', '-1');
    expect(level(37)).toHaveAttribute('aria-current', 'step');
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    rerender(<Brain current={37} selected={43} onSelect={() => {}} />);
    expect(level(42)).toHaveAttribute('aria-pressed', 'false');
    expect(level(42)).not.toHaveClass('is-selected');
    expect(level(43)).toHaveAttribute('tabindex', '0');
  });
});

describe('LevelBoard', () => {
  test('bar, remaining neurons, no confetti at rank 1; choosing a level shows its range', () => {
    render(<LevelBoard brain={BRAIN} numbered={false} />);
    expect(screen.getByText('78.5 neurons to level 3.')).toBeInTheDocument();
    expect(screen.queryByTestId('confetti')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Level 2,/ }));
    expect(screen.getByText(/Level 2 \(rank 1 of 10\) starts at 51 neurons and ends at 208\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Level 2,/ })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(screen.getByRole('button', { name: /^Level 2,/ }), { key: 'End' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(
      screen.getByText(/Level 100 \(rank 10 of 10\) starts at 1,460,349 neurons; it is the last level\./),
    ).toBeInTheDocument();
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
    expect(document.querySelector('.brain-level-keys')).not.toHaveClass('is-numbered');
    const box = screen.getByRole('checkbox', { name: NUMBERING_TEXT });
    await act(async () => {
      fireEvent.click(box);
    });
    expect(box).toBeChecked();
    expect(document.querySelector('.brain-level-keys')).toHaveClass('is-numbered');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me/preferences',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ brain_show_numbering: true }) }),
    );
    expect(screen.getAllByText('1').length).toBeGreaterThan(0);
  });
});
