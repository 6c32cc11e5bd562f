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
