import { z } from 'zod';

/**
 * A sitemap file holds at most 50,000 URLs (sitemaps.org). One per community host: its home, its
 * challenges and its players' platforms, so the two lists share what is left after the home page.
 */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_LIMITS = {
  challenges: 30_000,
  /** Public forum topics of the community's own forum (spec 3 §2.7). */
  topics: 5_000,
  users: SITEMAP_MAX_URLS - 30_000 - 5_000 - 1,
} as const;

/** GET /platforms/{slug}/sitemap: what a community's sitemap.xml lists, most recently changed first. */
export const sitemapEntriesSchema = z.object({
  challenges: z.array(
    z.object({
      slug: z.string(),
      /** ISO time of the last change a visitor sees: the challenge itself or its newest idea. */
      updated_at: z.string(),
      is_closed: z.boolean(),
    }),
  ),
  /** Forum topics that visitors can read, most recently active first. */
  topics: z.array(z.object({ id: z.number().int(), updated_at: z.string() })).default([]),
  users: z.array(
    z.object({
      screen_name: z.string(),
      /** ISO time of the last change to the profile or to a challenge it lists in this community. */
      updated_at: z.string(),
    }),
  ),
});
export type SitemapEntries = z.infer<typeof sitemapEntriesSchema>;
