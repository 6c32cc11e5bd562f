import { describe, expect, test } from '@jest/globals';
import {
  DEFAULT_PRIZE,
  isDefaultPrize,
  MONEY_MESSAGE,
  PRIZE_DESCRIPTION_MAX,
  PRIZE_TITLE_MAX,
  prizeErrors,
  prizeSummary,
  type PrizeFields,
} from '@/lib/challenges/prize';
import { CREATE_MESSAGES, tooLong } from '@/lib/challenges/messages';
import { MONEY_MAX_CENTS, parseMoneyText } from '@/lib/money';

const prize = (patch: Partial<PrizeFields> = {}): PrizeFields => ({ ...DEFAULT_PRIZE, ...patch });
const fields = (p: PrizeFields) => prizeErrors(p).map((e) => `${e.field}: ${e.error}`);

describe('money as typed (spec 2 §5: entry fee and prize money are numeric)', () => {
  test('dollars and cents, with or without $ and thousands separators; empty is 0', () => {
    expect(parseMoneyText('')).toBe(0);
    expect(parseMoneyText('  ')).toBe(0);
    expect(parseMoneyText('0')).toBe(0);
    expect(parseMoneyText('25')).toBe(2500);
    expect(parseMoneyText('25.5')).toBe(2550);
    expect(parseMoneyText('25.05')).toBe(2505);
    expect(parseMoneyText('$1,250.00')).toBe(125000);
  });
  test('anything else is not an amount', () => {
    for (const text of ['abc', '-5', '1.234', '12,34', '1e3', '$', '.5', '5.']) expect(parseMoneyText(text)).toBeNull();
  });
});

describe('prize rules (spec 2 §5, §9)', () => {
  test('the defaults are valid: points, no money, free entry', () => {
    expect(prizeErrors(DEFAULT_PRIZE)).toEqual([]);
    expect(isDefaultPrize(DEFAULT_PRIZE)).toBe(true);
  });
  test("'other' needs a title and a description", () => {
    expect(fields(prize({ prize_type: 'other' }))).toEqual([
      `prize_title: ${CREATE_MESSAGES.required}`,
      `prize_description: ${CREATE_MESSAGES.required}`,
    ]);
    expect(fields(prize({ prize_type: 'other', prize_title: '   ', prize_description: 'x' }))).toEqual([
      `prize_title: ${CREATE_MESSAGES.required}`,
    ]);
  });
  test('prize title: 8 characters pass, 9 do not', () => {
    expect(
      fields(prize({ prize_type: 'other', prize_title: 'a'.repeat(PRIZE_TITLE_MAX), prize_description: 'A mug' })),
    ).toEqual([]);
    expect(
      fields(prize({ prize_type: 'other', prize_title: 'a'.repeat(PRIZE_TITLE_MAX + 1), prize_description: 'A mug' })),
    ).toEqual([`prize_title: ${tooLong(8)}`]);
  });
  test('prize description: 1024 characters pass, 1025 do not', () => {
    expect(
      fields(prize({ prize_type: 'other', prize_title: 'Mug', prize_description: 'd'.repeat(PRIZE_DESCRIPTION_MAX) })),
    ).toEqual([]);
    expect(
      fields(
        prize({ prize_type: 'other', prize_title: 'Mug', prize_description: 'd'.repeat(PRIZE_DESCRIPTION_MAX + 1) }),
      ),
    ).toEqual([`prize_description: ${tooLong(1024)}`]);
  });
  test('money and entry fee must be amounts, up to the bound', () => {
    expect(fields(prize({ prize_money: 'lots', idea_entry_fee: '-2' }))).toEqual([
      `prize_money: ${MONEY_MESSAGE}`,
      `idea_entry_fee: ${MONEY_MESSAGE}`,
    ]);
    expect(fields(prize({ prize_money: String(MONEY_MAX_CENTS / 100) }))).toEqual([]);
    expect(fields(prize({ prize_money: `${MONEY_MAX_CENTS / 100}.01` }))).toEqual([`prize_money: ${MONEY_MESSAGE}`]);
  });
  test("title and description belong to 'other' only: hidden ones never block publishing", () => {
    expect(prizeErrors(prize({ prize_type: 'gift', prize_title: 'a'.repeat(20), prize_description: '' }))).toEqual([]);
  });
  test('the publish tile summary', () => {
    expect(prizeSummary(DEFAULT_PRIZE)).toBe('Neurons');
    expect(isDefaultPrize(prize({ prize_money: '250' }))).toBe(false);
    expect(prizeSummary(prize({ prize_type: 'money', prize_money: '250', idea_entry_fee: '2' }))).toBe(
      'Money · $250 · entry fee $2',
    );
    expect(prizeSummary(prize({ prize_type: 'other', prize_title: 'Mug', prize_description: 'A mug' }))).toBe('Mug');
  });
});
