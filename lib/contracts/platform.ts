import { z } from 'zod';

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
