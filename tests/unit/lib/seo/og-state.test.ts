// The live state of a challenge's share image (issue 20; spec 3 §2.6 share images): open with its
// ideas and time left, closed with the winning idea (Top 3 first place, else the crowd's first).
import { describe, expect, test } from '@jest/globals';
import { challengeOgState, ideasLabel } from '@/lib/seo/og-text';

const NOW = new Date('2026-11-26T12:00:00Z');
const person = (first: string, last: string) => ({
  id: 1,
  handle: 'x',
  first_name: first,
  last_name: last,
  avatar_url: null,
});
const base = { is_closed: false, duration_end: '2026-11-29T12:00:00Z', idea_count: 12, ideas: [] };

describe('challengeOgState', () => {
  test('open: the number of ideas and the time left', () => {
    expect(challengeOgState(base, NOW)).toEqual({
      kind: 'open',
      ideas: 12,
      timeLabel: 'Closes in 3 days',
    });
    expect(ideasLabel(0)).toBe('0 ideas');
    expect(ideasLabel(1)).toBe('1 idea');
  });

  test('the last day reads as within a day, not a ticking clock', () => {
    expect(challengeOgState({ ...base, duration_end: '2026-11-26T15:00:00Z' }, NOW)).toMatchObject({
      kind: 'open',
      timeLabel: 'Closes within a day',
    });
  });

  test('closed: the Top 3 first place wins over the crowd’s first, with its author', () => {
    const ideas = [
      { title: 'Crowd pick', rank: 1, top3_place: 2, author: person('Ada', 'Lovelace') },
      { title: 'Catalyst pick', rank: 3, top3_place: 1, author: person('Juno', 'Park') },
    ];
    expect(challengeOgState({ ...base, is_closed: true, ideas }, NOW)).toEqual({
      kind: 'closed',
      winner: { title: 'Catalyst pick', author: 'Juno Park' },
    });
  });

  test('closed by its end time passing, without a Top 3: the crowd’s first place', () => {
    const ideas = [
      { title: 'Second', rank: 2, author: person('A', 'B') },
      { title: 'First 🎉 idea', rank: 1, author: person('Mia', 'Chen') },
    ];
    expect(challengeOgState({ ...base, duration_end: '2026-11-25T12:00:00Z', ideas }, NOW)).toEqual({
      kind: 'closed',
      winner: { title: 'First idea', author: 'Mia Chen' },
    });
  });

  test('closed with no ranked idea: no winner', () => {
    const ideas = [{ title: 'Unrated', rank: null, author: null }];
    expect(challengeOgState({ ...base, is_closed: true, ideas }, NOW)).toEqual({ kind: 'closed', winner: null });
  });
});
