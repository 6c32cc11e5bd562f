// Money & Prizes (spec 2 §3 prize and entry process, §5 prize rules, §9): the prize type (points by
// default), prize money and the idea entry fee as typed text, and for 'other' a title of at most
// 8 and a description of at most 1024 characters, both required.
import type { FieldError } from '../contracts/errors';
import { formatMoneyCents, MONEY_MAX_CENTS, parseMoneyText } from '../money';
import { CREATE_MESSAGES, tooLong } from './messages';
import { graphemeCount } from '../graphemes';
import { PRIZE_TYPE_LABELS } from './presentation';

export const PRIZE_TYPES = [
  'points',
  'money',
  'experience',
  'food-and-drink',
  'gift',
  'tickets',
  'co-author',
  'other',
] as const;
export type PrizeType = (typeof PRIZE_TYPES)[number];
export const DEFAULT_PRIZE_TYPE: PrizeType = 'points';
export const PRIZE_TITLE_MAX = 8;
export const PRIZE_DESCRIPTION_MAX = 1024;

export interface PrizeFields {
  prize_type: PrizeType;
  /** Held as text in the draft (spec 2 §3), default '0'. */
  prize_money: string;
  prize_title: string;
  prize_description: string;
  /** The idea entry fee (spec 2 §3 entry process), text like prize_money, default '0'. */
  idea_entry_fee: string;
}

export const DEFAULT_PRIZE: PrizeFields = {
  prize_type: DEFAULT_PRIZE_TYPE,
  prize_money: '0',
  prize_title: '',
  prize_description: '',
  idea_entry_fee: '0',
};

export const MONEY_MESSAGE = `Enter an amount in dollars, like 25 or 25.50, up to ${formatMoneyCents(MONEY_MAX_CENTS)}.`;

function moneyError(text: string): string | null {
  const cents = parseMoneyText(text);
  return cents === null || cents > MONEY_MAX_CENTS ? MONEY_MESSAGE : null;
}

export function prizeErrors(p: PrizeFields): FieldError[] {
  const errors: FieldError[] = [];
  const money = moneyError(p.prize_money);
  if (money) errors.push({ field: 'prize_money', error: money });
  const fee = moneyError(p.idea_entry_fee);
  if (fee) errors.push({ field: 'idea_entry_fee', error: fee });
  // Title and description belong to 'other' only; for any other type they are hidden and not sent.
  if (p.prize_type !== 'other') return errors;
  const title = p.prize_title.trim();
  const description = p.prize_description.trim();
  if (!title) errors.push({ field: 'prize_title', error: CREATE_MESSAGES.required });
  else if (graphemeCount(title) > PRIZE_TITLE_MAX)
    errors.push({ field: 'prize_title', error: tooLong(PRIZE_TITLE_MAX) });
  if (!description) errors.push({ field: 'prize_description', error: CREATE_MESSAGES.required });
  else if (graphemeCount(description) > PRIZE_DESCRIPTION_MAX)
    errors.push({ field: 'prize_description', error: tooLong(PRIZE_DESCRIPTION_MAX) });
  return errors;
}

/** Neither money nor a fee nor anything but the default neurons: the publish tile says 'Autofill'. */
export function isDefaultPrize(p: PrizeFields): boolean {
  return p.prize_type === DEFAULT_PRIZE_TYPE && !parseMoneyText(p.prize_money) && !parseMoneyText(p.idea_entry_fee);
}

/** One line for the publish tile and the preview, e.g. 'Money · $250 · entry fee $2'. */
export function prizeSummary(p: PrizeFields): string {
  const parts = [
    p.prize_type === 'other' && p.prize_title.trim() ? p.prize_title.trim() : PRIZE_TYPE_LABELS[p.prize_type],
  ];
  const money = parseMoneyText(p.prize_money);
  if (money) parts.push(formatMoneyCents(money));
  const fee = parseMoneyText(p.idea_entry_fee);
  if (fee) parts.push(`entry fee ${formatMoneyCents(fee)}`);
  return parts.join(' · ');
}
