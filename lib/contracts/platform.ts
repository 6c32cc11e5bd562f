import { z } from 'zod';
import { COMMUNITY_COLOR, ICON_EMOJIS, isCommunityImageUrl } from '../community-look';

/** A community (spec 1 §3 Platform), as the provider API returns it. */
export const platformSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  slogan: z.string(),
  subdomain: z.string(),
  slug: z.string(),
  type: z.string(),
  marketing_phrase: z.string().nullable(),
  icon: z.string().nullable(),
  /** The community's colour, #rrggbb (issue 22); absent from older providers. */
  color: z.string().nullable().optional(),
  owner: z.number().int().nullable(),
  organization_image: z.string().nullable(),
  organization_description: z.string().nullable(),
  masthead_background_image: z.string().nullable(),
  url: z.string().nullable(),
  is_main: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type Platform = z.infer<typeof platformSchema>;

export const PLATFORM_TEXTS = {
  color: 'Choose a colour as #rrggbb, for example #a21caf.',
  icon: 'Choose one of the icons shown.',
  saved: 'Community settings saved.',
  image: 'Use an https:// link or a path on this site starting with /, without spaces, quotes or brackets.',
} as const;

/**
 * What the owner of a community or an admin may change (PUT /platforms/{slug}): its words, its
 * masthead picture, its colour and its icon. Unknown keys are dropped, so a client may send back
 * the whole platform object it read.
 */
export const platformUpdateSchema = z
  .object({
    title: z.string().trim().min(1, 'This field is required').max(80),
    slogan: z.string().trim().max(160),
    marketing_phrase: z.string().trim().max(280).nullable(),
    masthead_background_image: z.string().trim().refine(isCommunityImageUrl, PLATFORM_TEXTS.image).nullable(),
    organization_description: z.string().trim().max(5000).nullable(),
    color: z
      .string()
      .trim()
      .regex(COMMUNITY_COLOR, PLATFORM_TEXTS.color)
      .transform((hex) => hex.toLowerCase())
      .nullable(),
    icon: z.enum(ICON_EMOJIS, PLATFORM_TEXTS.icon).nullable(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update.');
export type PlatformUpdate = z.infer<typeof platformUpdateSchema>;

export type Category = {
  id: number;
  category: string;
  name: string;
  slug: string;
  description: string;
  icon: string | null;
  related_platform: string | null;
  subcategories: Category[];
};
export const categorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    category: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    icon: z.string().nullable(),
    related_platform: z.string().nullable(),
    subcategories: z.array(categorySchema),
  }),
);

export const preferencesSchema = z.record(z.string(), z.unknown());
export type Preferences = z.infer<typeof preferencesSchema>;
