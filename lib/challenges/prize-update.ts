// After publishing (spec 2 §2 'After publishing'): the catalyst may change the prize and raise the
// prize money; once there is money the challenge may also run longer. Title, description,
// assumptions and scale stay as published. Lowering money or shortening the run would change the
// terms innovators joined on, so neither is allowed (our rule; the spec is silent). No zod here:
// the owner's form runs these rules in the browser, and zod would weigh on every challenge page.
import type { FieldError } from '../contracts/errors';
import { parseMoneyText } from '../money';
import { DAY_MS, MAX_DURATION_DAYS } from './duration';
import { prizeErrors, type PrizeType } from './prize';

export const PRIZE_UPDATE_MESSAGES = {
  moneyLowered: 'Prize money can only be raised once the challenge is published.',
  durationNeedsMoney: 'Add prize money to change how long the challenge runs.',
  durationShortened: 'The closing date can only move later.',
  durationTooLong: `A challenge runs at most ${MAX_DURATION_DAYS} days.`,
  closed: 'This challenge is closed; its prize can no longer change.',
  notCatalyst: 'Only the catalyst of a challenge can change its prize.',
} as const;

/** The body of PUT /prizes/{id}; its zod schema is lib/contracts/prize-update.ts. */
export interface PrizeUpdate {
  prize_type: PrizeType;
  prize_money: string;
  prize_title: string;
  prize_description: string;
  /** A later closing date (ISO); only with prize money. */
  duration_end?: string;
}

export interface PublishedTerms {
  prize_money_cents: number;
  duration_start: string;
  duration_end: string;
}

export function prizeUpdateErrors(update: PrizeUpdate, current: PublishedTerms): FieldError[] {
  const errors = prizeErrors({ ...update, idea_entry_fee: '0' });
  const cents = parseMoneyText(update.prize_money);
  if (cents !== null && cents < current.prize_money_cents)
    errors.push({ field: 'prize_money', error: PRIZE_UPDATE_MESSAGES.moneyLowered });
  if (update.duration_end && update.duration_end !== current.duration_end) {
    const end = Date.parse(update.duration_end);
    if (!cents) errors.push({ field: 'duration_end', error: PRIZE_UPDATE_MESSAGES.durationNeedsMoney });
    else if (!Number.isFinite(end) || end < Date.parse(current.duration_end))
      errors.push({ field: 'duration_end', error: PRIZE_UPDATE_MESSAGES.durationShortened });
    else if (end - Date.parse(current.duration_start) > MAX_DURATION_DAYS * DAY_MS)
      errors.push({ field: 'duration_end', error: PRIZE_UPDATE_MESSAGES.durationTooLong });
  }
  return errors;
}
