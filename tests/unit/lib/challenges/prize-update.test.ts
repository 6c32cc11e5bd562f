import { describe, expect, test } from '@jest/globals';
import { PRIZE_UPDATE_MESSAGES, prizeUpdateErrors, type PrizeUpdate } from '@/lib/challenges/prize-update';

const DAY = 86_400_000;
const start = '2026-01-01T00:00:00.000Z';
const current = {
  prize_money_cents: 10_000,
  duration_start: start,
  duration_end: new Date(Date.parse(start) + 30 * DAY).toISOString(),
};
const update = (patch: Partial<PrizeUpdate> = {}): PrizeUpdate => ({
  prize_type: 'money',
  prize_money: '100',
  prize_title: '',
  prize_description: '',
  duration_end: current.duration_end,
  ...patch,
});
const errorsOf = (u: PrizeUpdate) => prizeUpdateErrors(u, current).map((e) => `${e.field}: ${e.error}`);

describe('changing the prize after publishing (spec 2 §2)', () => {
  test('the same terms, or more money, are fine', () => {
    expect(errorsOf(update())).toEqual([]);
    expect(errorsOf(update({ prize_money: '100.01' }))).toEqual([]);
  });
  test('money cannot go down, not even by a cent', () => {
    expect(errorsOf(update({ prize_money: '99.99' }))).toEqual([`prize_money: ${PRIZE_UPDATE_MESSAGES.moneyLowered}`]);
  });
  test('a later closing date needs prize money, and moves only later, up to 365 days from the start', () => {
    const later = new Date(Date.parse(start) + 60 * DAY).toISOString();
    expect(errorsOf(update({ duration_end: later }))).toEqual([]);
    expect(
      prizeUpdateErrors(update({ duration_end: later, prize_money: '0' }), { ...current, prize_money_cents: 0 }).map(
        (e) => e.error,
      ),
    ).toEqual([PRIZE_UPDATE_MESSAGES.durationNeedsMoney]);
    expect(errorsOf(update({ duration_end: new Date(Date.parse(start) + 29 * DAY).toISOString() }))).toEqual([
      `duration_end: ${PRIZE_UPDATE_MESSAGES.durationShortened}`,
    ]);
    expect(errorsOf(update({ duration_end: new Date(Date.parse(start) + 365 * DAY).toISOString() }))).toEqual([]);
    expect(errorsOf(update({ duration_end: new Date(Date.parse(start) + 366 * DAY).toISOString() }))).toEqual([
      `duration_end: ${PRIZE_UPDATE_MESSAGES.durationTooLong}`,
    ]);
  });
  test("the prize rules still hold: 'other' needs its title and description", () => {
    expect(errorsOf(update({ prize_type: 'other' }))).toEqual([
      'prize_title: This field is required',
      'prize_description: This field is required',
    ]);
  });
});
