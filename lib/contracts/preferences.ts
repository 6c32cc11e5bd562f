// The keys of a user's preferences bag (GET and PUT /me/preferences) that the account pages own.
// The bag is shallow-merged, so every setting is a top-level key; other features may keep their
// own keys beside these, which is why the update schema lets unknown keys through.
import { z } from 'zod';
import { GUIDE_IDS } from '../tour';
import { UPLOAD_KEY, UPLOADS_PATH } from '../challenges/image';
import { preferencesSchema, type Preferences } from './platform';
import { BRAIN_NUMBERING, PREFERENCE, type BrainNumbering } from './preference-keys';

// The keys themselves live in a zod-free module the browser can load cheaply (issue 22).
export * from './preference-keys';

export const EMAIL_PREFERENCES = [
  {
    key: 'email_weekly_digest',
    label: 'My game digest: rank movement, ideas rated, challenges closing, tournament standing',
    initial: true,
  },
  { key: 'email_idea_rated', label: 'When someone rates my idea', initial: true },
  { key: 'email_challenge_closed', label: 'When my challenge closes', initial: true },
  { key: 'email_tournament_results', label: 'Tournament results', initial: true },
  { key: 'email_social', label: 'Follows, friend requests, messages, mentions and forum replies', initial: true },
  { key: 'email_product_news', label: 'Product news', initial: false },
  {
    key: 'email_community_messages',
    label: 'Messages from the Nervus team and my community’s ambassadors',
    initial: true,
  },
] as const;
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCES)[number]['key'];

/** How often the game digest comes (issue 19 §4). */
export const DIGEST_FREQUENCIES = ['daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

export const MASTHEAD_URL_MAX = 2048;

/** A masthead image is an uploaded picture of ours or an https URL that is safe inside CSS url("…"): no spaces, quotes,
 * parentheses or backslashes. */
export function isMastheadImageUrl(value: string): boolean {
  if (value.length > MASTHEAD_URL_MAX || /[\s"'()\\<>]/.test(value)) return false;
  // A picture the player uploaded (spec 1 §5), served by this site: '/uploads/{key}' only.
  if (value.startsWith(UPLOADS_PATH)) return UPLOAD_KEY.test(value.slice(UPLOADS_PATH.length));
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname);
  } catch {
    return false;
  }
}

const mastheadImage = z
  .string()
  .trim()
  .refine((v) => v === '' || isMastheadImageUrl(v), 'Use an https:// link to an image, or leave it empty.')
  .transform((v) => v || null)
  .nullable();

const bool = z.boolean('Choose on or off.');

/** Every tip on every target is far fewer; the cap keeps a hand-made request from bloating the bag. */
export const DISMISSED_TIPS_MAX = 200;
/** A dismissal: '{target}:{tip id}'. */
export const tipKeySchema = z.string().regex(/^[a-z]{1,20}:[a-z0-9-]{1,40}$/, 'Unknown tip.');
export const dismissedTipsSchema = z
  .array(tipKeySchema)
  .max(DISMISSED_TIPS_MAX, `At most ${DISMISSED_TIPS_MAX} dismissed tips are kept.`);

/** Known keys are checked; anything else passes through to the bag as before. */
export const userPreferencesUpdateSchema = z
  .looseObject({
    [PREFERENCE.landingCommunity]: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,60}$/, 'Choose a community from the list.')
      .nullable(),
    [PREFERENCE.brainNumbering]: z.enum(BRAIN_NUMBERING, 'Choose levels or ranks.'),
    [PREFERENCE.showTips]: bool,
    [PREFERENCE.brainShowNumbering]: bool,
    [PREFERENCE.gamedash]: z.object({ shared_state: z.object({ gamedash_score: z.number() }) }),
    [PREFERENCE.dismissedTips]: dismissedTipsSchema,
    [PREFERENCE.mastheadImage]: mastheadImage,
    [PREFERENCE.toursDone]: z.array(z.enum(GUIDE_IDS, 'Unknown guide.')).max(GUIDE_IDS.length),
    [PREFERENCE.digestFrequency]: z.enum(DIGEST_FREQUENCIES, 'Choose daily or weekly.'),
    ...Object.fromEntries(EMAIL_PREFERENCES.map((p) => [p.key, bool])),
  })
  .partial()
  .pipe(preferencesSchema);

/** The account pages' view of a stored bag, with the defaults a new account starts from. */
export interface AccountPreferences {
  email: Record<EmailPreferenceKey, boolean>;
  digestFrequency: DigestFrequency;
  landingCommunity: string | null;
  brainNumbering: BrainNumbering;
  showTips: boolean;
  mastheadImage: string;
}

export function readAccountPreferences(bag: Preferences): AccountPreferences {
  const email = Object.fromEntries(
    EMAIL_PREFERENCES.map((p) => [p.key, typeof bag[p.key] === 'boolean' ? (bag[p.key] as boolean) : p.initial]),
  ) as Record<EmailPreferenceKey, boolean>;
  const landing = bag[PREFERENCE.landingCommunity];
  const numbering = bag[PREFERENCE.brainNumbering];
  const tips = bag[PREFERENCE.showTips];
  const masthead = bag[PREFERENCE.mastheadImage];
  return {
    email,
    digestFrequency: bag[PREFERENCE.digestFrequency] === 'daily' ? 'daily' : 'weekly',
    landingCommunity: typeof landing === 'string' ? landing : null,
    brainNumbering: numbering === 'ranks' ? 'ranks' : 'levels',
    showTips: typeof tips === 'boolean' ? tips : true,
    mastheadImage: typeof masthead === 'string' && isMastheadImageUrl(masthead) ? masthead : '',
  };
}

/** The masthead image a user's platform shows, or null; stored values are re-checked because the
 * value ends up inside a style attribute. */
export function mastheadImageOf(bag: Preferences): string | null {
  const value = bag[PREFERENCE.mastheadImage];
  return typeof value === 'string' && isMastheadImageUrl(value) ? value : null;
}
