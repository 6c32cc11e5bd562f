// PUT /prizes/{challengeId} (spec 2 §7): the catalyst's prize change after publishing. The rules
// are lib/challenges/prize-update.ts, shared with the owner's form.
import { z } from 'zod';
import type { PrizeUpdate } from '../challenges/prize-update';
import { DEFAULT_PRIZE, PRIZE_TYPES } from '../challenges/prize';

export const prizeUpdateSchema = z.object({
  prize_type: z.enum(PRIZE_TYPES),
  prize_money: z.string().max(32).default(DEFAULT_PRIZE.prize_money),
  prize_title: z.string().max(100).default(''),
  prize_description: z.string().max(2000).default(''),
  duration_end: z.string().max(40).optional(),
}) satisfies z.ZodType<PrizeUpdate, unknown>;
