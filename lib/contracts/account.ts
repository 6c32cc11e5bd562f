import { z } from 'zod';

export const socialProviders = ['facebook', 'twitter', 'google', 'github', 'linkedin'] as const;

export const publicUserSchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  screen_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  bio: z.string(),
  slogan: z.string(),
  avatar_url: z.string().nullable(),
  interests: z.array(z.string()),
  social: z.record(z.string(), z.object({ handle: z.string() })),
  is_organization: z.boolean(),
  /** The header background of the user's own platform (preference 'masthead_background_image'). */
  masthead_background_image: z.string().nullable(),
  /** When the account was created (ISO), shown as 'member since'. */
  created_at: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** GET /me/detailed (spec 1 §3 Account). */
export const accountSchema = z.object({
  user: publicUserSchema.extend({
    scout_referrer: z.number().int().nullable(),
    email: z.string(),
    /** Whether the owner confirmed the email from the link mailed to it (issue 19 §5). */
    email_verified: z.boolean().default(false),
    home_platform_id: z.number().int().nullable(),
  }),
  profile: z.object({ bio: z.string(), interests: z.array(z.string()) }),
  admin_roles: z.object({ global_admin: z.boolean(), platform_ambassador: z.boolean() }),
  /** Present while an admin is shadowing this user. */
  shadowed_by: z.number().int().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

export const signupInputSchema = z.object({
  email: z.email('Enter a valid email address.').max(254),
  password: z.string().min(8, 'Use at least 8 characters.').max(200),
  screen_name: z
    .string()
    .min(3, 'Use at least 3 characters.')
    .max(30, 'Use at most 30 characters.')
    .regex(/^[A-Za-z0-9_.-]+$/, 'Use letters, digits, underscore, dot or hyphen.'),
  first_name: z.string().trim().min(1, 'This field is required').max(60),
  last_name: z.string().trim().max(60).default(''),
  scout_id: z.coerce.number().int().positive().optional(),
});
export type SignupInput = z.infer<typeof signupInputSchema>;

export const shadowInputSchema = z.object({ user_handle: z.string().min(1, 'This field is required') });

/** Account recovery and trust (issue 19 §5): texts and limits shared by the accounts pages and tests. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const EMAIL_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const newPasswordSchema = signupInputSchema.shape.password;
export const RECOVERY_TEXTS = {
  resetSent: 'If an account uses that email, a link to reset its password is on its way. It expires in 1 hour.',
  resetInvalid: 'This reset link has expired or was already used. Ask for a new one.',
  resetDone: 'Your password is changed and you are signed out everywhere. Sign in with your new password.',
  passwordsDiffer: 'The two passwords do not match.',
  currentWrong: 'Your current password is not right.',
  passwordChanged: 'Your password is changed and you are signed out everywhere. Sign in again with the new one.',
  emailLinkInvalid: 'This link has expired or was already used.',
  emailVerified: 'Thank you: your email is confirmed.',
  emailChangeSent: 'Check the new address: a link to confirm it is on its way. It expires in 24 hours.',
  emailChanged: 'Your sign-in email is changed and you are signed out everywhere. Sign in with the new address.',
  sameEmail: 'That is already your email.',
  verificationSent: 'A new confirmation link is on its way.',
  alreadyVerified: 'Your email is already confirmed.',
} as const;
