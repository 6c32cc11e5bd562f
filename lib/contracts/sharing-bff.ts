// What the BFF answers the browser for the snoozed queue: the items and their total in one object.
import { z } from 'zod';
import { snoozedListSchema, snoozedMetaSchema } from './sharing';

export const snoozedEnvelopeSchema = z
  .object({ data: snoozedListSchema, meta: snoozedMetaSchema })
  .transform((body) => ({ items: body.data.items, total: body.meta.total }));
export type SnoozedQueue = z.output<typeof snoozedEnvelopeSchema>;
