// Preferences bags (users and platforms): a JSON object merged shallowly into what is stored.
import { z } from 'zod';
import { preferencesSchema } from '@/lib/contracts/platform';

/** A stored bag is read whole on every page, so it stays small. */
export const MAX_PREFERENCES_BYTES = 16 * 1024;

export const preferencesUpdateSchema = preferencesSchema.refine(
  (value) => JSON.stringify(value).length <= MAX_PREFERENCES_BYTES,
  { message: `Preferences must stay under ${MAX_PREFERENCES_BYTES / 1024} KB.` },
);
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;
