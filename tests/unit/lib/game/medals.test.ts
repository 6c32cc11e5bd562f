import { describe, expect, test } from '@jest/globals';
import { MEDAL_KINDS } from '@/lib/contracts/awards';
import { CLOSING_REASONS } from '@/lib/challenges/closing';
import { levelEndScore, levelFromScore, rankPositionFromLevel } from '@/lib/game/levels';
import { rankForLevel } from '@/lib/game/ranks';
import type { BrainRole } from '@/lib/contracts/brain';
import {
  bonusMedal,
  buildMedals,
  countMedals,
  olympiadMedal,
  ordinal,
  placeMetal,
  prizeMedal,
  rankBadge,
} from '@/lib/game/medals';

const challenge = { slug: 'what-could', question_title: 'What could?' };
const at = new Date('2026-11-01T12:00:00Z');
const prize = (rank: number, ideaId = 1, extra: { amountCents?: number | null; declined?: boolean } = {}) => ({
  ideaId,
  ideaTitle: 'Idea',
  challenge,
  rank,
  awardedAt: at,
  amountCents: null,
  declined: false,
  ...extra,
});
/** What loadBrains answers for a role's score (buildBrain's level and rank). */
const brain = (role: BrainRole, score: number) => {
  const level = levelFromScore(score);
  return {
    role,
    brain_level: level,
    rank_position: rankPositionFromLevel(level),
    rank_label: rankForLevel(role, level).label,
  };
};
const bonus = (reason: string, pickPlace: number | null, ideaId = 1, awardedAt = at) => ({
  ideaId,
  ideaTitle: 'Idea',
  challenge,
  reason,
  pickPlace,
  awardedAt,
});

describe('placeMetal: places 1-3 only', () => {
  test.each([
    [1, 'gold'],
    [2, 'silver'],
    [3, 'bronze'],
    [0, null],
    [4, null],
    [-1, null],
    [1.5, null],
    [Number.NaN, null],
  ])('%p -> %p', (place, metal) => {
    expect(placeMetal(place)).toBe(metal);
  });
});

test('ordinal suffixes, 11th-13th included', () => {
  expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
    '1st',
    '2nd',
    '3rd',
    '4th',
    '11th',
    '12th',
    '13th',
    '21st',
    '22nd',
    '23rd',
    '101st',
    '111th',
  ]);
});

describe("prize medals (the closed challenge's ranking)", () => {
  test('a place without prize money still earns its metal, with no amount', () => {
    expect(prizeMedal(prize(1))).toMatchObject({ kind: 'prize-gold', amount_cents: null, prize_declined: false });
  });
  test('the prize money rides along; a declined prize keeps its medal, marked', () => {
    expect(prizeMedal(prize(2, 3, { amountCents: 5000 }))).toMatchObject({
      kind: 'prize-silver',
      amount_cents: 5000,
      prize_declined: false,
    });
    expect(prizeMedal(prize(1, 3, { amountCents: 5000, declined: true }))).toMatchObject({
      kind: 'prize-gold',
      amount_cents: 5000,
      prize_declined: true,
    });
  });
  test('ranks 1, 2, 3 are gold, silver, bronze with the place', () => {
    expect([1, 2, 3].map((r) => [prizeMedal(prize(r))!.kind, prizeMedal(prize(r))!.place])).toEqual([
      ['prize-gold', 1],
      ['prize-silver', 2],
      ['prize-bronze', 3],
    ]);
  });
  test('rank 4 and 5 (paid, but no metal) give none', () => {
    expect(prizeMedal(prize(4))).toBeNull();
    expect(prizeMedal(prize(5))).toBeNull();
  });
  test('carries the idea, the challenge and the closing time', () => {
    expect(prizeMedal(prize(1, 7))).toMatchObject({
      id: 'prize-idea-7',
      tier: 'gold',
      idea: { id: 7 },
      challenge,
      awarded_at: at.toISOString(),
    });
  });
});

describe('Top 3 / Top 5 ribbons (closing bonuses)', () => {
  test("Top 3 of a picked idea is the catalyst's pick with its place; unpicked is the crowd's Top 3", () => {
    expect(bonusMedal(bonus(CLOSING_REASONS.top3, 2))).toMatchObject({
      kind: 'catalyst-pick',
      place: 2,
      tier: 'ribbon',
    });
    expect(bonusMedal(bonus(CLOSING_REASONS.top3, null))).toMatchObject({ kind: 'top3', place: null });
  });
  test('an out-of-range pick place is not a pick', () => {
    expect(bonusMedal(bonus(CLOSING_REASONS.top3, 4))!.kind).toBe('top3');
  });
  test('Top 5 is its own ribbon; any other reason is no medal', () => {
    expect(bonusMedal(bonus(CLOSING_REASONS.top5, null))!.kind).toBe('top5');
    expect(bonusMedal(bonus(CLOSING_REASONS.earlyIdea, null))).toBeNull();
    expect(bonusMedal(bonus('IdeaCreated', 1))).toBeNull();
  });
});

test('tournament metals for board places 1-3, none from 4th', () => {
  const o = (rank: number) => olympiadMedal({ id: 9, title: 'Sprint', rank, endedAt: at });
  expect([1, 2, 3].map((r) => o(r)!.kind)).toEqual(['olympiad-gold', 'olympiad-silver', 'olympiad-bronze']);
  expect(o(4)).toBeNull();
  expect(o(1)).toMatchObject({ olympiad: { id: 9, title: 'Sprint' }, awarded_at: at.toISOString() });
});

describe('rank badges (ranks.ts: rank 2 starts at level 11, score T(10) = 6000)', () => {
  test('just below rank 2 gives none; exactly 6000 gives the rank 2 badge', () => {
    expect(levelEndScore(10)).toBe(6000);
    expect(rankBadge(brain('catalyst', 5999.999))).toBeNull();
    expect(rankBadge(brain('catalyst', 6000))).toMatchObject({
      kind: 'rank',
      tier: 'badge',
      place: 2,
      role: 'catalyst',
      id: 'rank-catalyst',
      label: rankForLevel('catalyst', 11).label,
    });
  });
  test('zero and negative scores give none; level 100 is rank 10', () => {
    expect(rankBadge(brain('overall', 0))).toBeNull();
    expect(rankBadge(brain('overall', -50))).toBeNull();
    expect(rankBadge(brain('mentor', levelEndScore(99)))!.place).toBe(10);
  });
});

describe('buildMedals and countMedals', () => {
  test('catalogue order, newest first within a kind, one medal per record id', () => {
    const later = new Date('2026-11-05T00:00:00Z');
    const medals = buildMedals({
      bonuses: [
        bonus(CLOSING_REASONS.top5, null, 1),
        bonus(CLOSING_REASONS.top5, null, 2, later),
        bonus(CLOSING_REASONS.top5, null, 2, later),
      ],
      prizes: [prize(3, 1), prize(1, 2)],
      ranks: [brain('catalyst', 7000), brain('overall', 7000)],
    });
    expect(medals.map((m) => m.id)).toEqual([
      'prize-idea-2',
      'prize-idea-1',
      'top5-idea-2',
      'top5-idea-1',
      'rank-overall',
      'rank-catalyst',
    ]);
  });
  test('no records: no medals, every kind counted 0', () => {
    const meta = countMedals(buildMedals({}));
    expect(meta.total).toBe(0);
    expect(Object.keys(meta.by_kind)).toEqual([...MEDAL_KINDS]);
    expect(Object.values(meta.by_kind).every((n) => n === 0)).toBe(true);
  });
  test('counts add up to the total', () => {
    const meta = countMedals(
      buildMedals({ prizes: [prize(1, 1), prize(1, 2), prize(2, 3)], bonuses: [bonus(CLOSING_REASONS.top3, 1, 1)] }),
    );
    expect(meta).toMatchObject({
      total: 4,
      by_kind: { 'prize-gold': 2, 'prize-silver': 1, 'catalyst-pick': 1, top5: 0 },
    });
  });
});
