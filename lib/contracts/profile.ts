// PUT /me/profile (the account pages' profile and social forms), shared by the BFF and the provider.
import { z } from 'zod';
import { graphemeMax } from './text-limits';
import { PROFILE_INTERESTS_SHOWN } from '../constants';
import { normalizeTags } from '../tags';
import { socialProviders } from './account';

export const PROFILE_LIMITS = {
  name: 60,
  slogan: 120,
  /** The textarea default maxlength of spec 1 §5. */
  bio: 1000,
  /** The user info block shows at most 3 interests (spec 1 §2), so a profile keeps no more. */
  interests: PROFILE_INTERESTS_SHOWN,
  interest: 40,
  socialHandle: 100,
} as const;

const atMost = (n: number) => `Use at most ${n} characters.`;

/** A social handle, not a link: letters, digits, underscore, dot or hyphen; a leading @ is
 * dropped; empty removes the account. */
const socialHandle = z
  .string()
  .trim()
  .transform((v) => v.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .max(PROFILE_LIMITS.socialHandle, atMost(PROFILE_LIMITS.socialHandle))
      .regex(/^[A-Za-z0-9_.-]*$/, 'Enter the handle only: letters, digits, underscore, dot or hyphen.'),
  );

const interests = z
  .array(z.string().max(200, atMost(PROFILE_LIMITS.interest)))
  .transform(normalizeTags)
  .pipe(
    z
      .array(z.string().check(graphemeMax(PROFILE_LIMITS.interest, atMost(PROFILE_LIMITS.interest))))
      .max(PROFILE_LIMITS.interests, `Choose at most ${PROFILE_LIMITS.interests} interests.`),
  );

/** Every field is optional and unknown keys are dropped; `social` is the complete set of handles
 * (a provider left out or empty is removed). */
export const profileUpdateSchema = z
  .object({
    first_name: z
      .string()
      .trim()
      .min(1, 'This field is required')
      .check(graphemeMax(PROFILE_LIMITS.name, atMost(PROFILE_LIMITS.name))),
    last_name: z
      .string()
      .trim()
      .check(graphemeMax(PROFILE_LIMITS.name, atMost(PROFILE_LIMITS.name))),
    slogan: z
      .string()
      .trim()
      .check(graphemeMax(PROFILE_LIMITS.slogan, atMost(PROFILE_LIMITS.slogan))),
    bio: z
      .string()
      .trim()
      .check(graphemeMax(PROFILE_LIMITS.bio, atMost(PROFILE_LIMITS.bio))),
    interests,
    social: z.partialRecord(z.enum(socialProviders), socialHandle),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update.');
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** What is stored in users.social: only providers with a handle. */
export function socialMap(
  social: Partial<Record<(typeof socialProviders)[number], string>>,
): Record<string, { handle: string }> {
  const out: Record<string, { handle: string }> = {};
  for (const provider of socialProviders) {
    const handle = social[provider];
    if (handle) out[provider] = { handle };
  }
  return out;
}
