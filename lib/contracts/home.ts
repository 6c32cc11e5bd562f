// Contracts of the challenges home widgets (spec 1 §7 'Widgets'): the v2 home in one body, one
// widget by id, completed challenges, and the olympiad (tournament) widget (spec 3 §7).
import { z } from 'zod';
import { HOME_COMPLETED_LIMIT, WIDGET_LIST_MAX } from '../challenges/home';
import { categoryFilterParam, categoryRefSchema, includeClosedParam } from './browse';
import { challengeCardSchema } from './challenge';

/** A list widget: the cards it shows and how many match in all (for "See all N"). */
export const challengeListWidgetSchema = z.object({
  items: z.array(challengeCardSchema),
  total: z.number().int(),
});
export type ChallengeListWidget = z.infer<typeof challengeListWidgetSchema>;

/** A tile of the categories picker: a category of the community and its open challenges. */
export const categoryTileSchema = z.object({
  slug: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  description: z.string(),
  /** Open challenges in this category or any of its subcategories. */
  open_count: z.number().int(),
});
export type CategoryTile = z.infer<typeof categoryTileSchema>;

export const categoriesWidgetSchema = z.object({ items: z.array(categoryTileSchema) });

export const homeFilterSchema = z.object({
  category: categoryRefSchema.nullable(),
  include_closed: z.boolean(),
});
export type HomeFilter = z.infer<typeof homeFilterSchema>;

/** Query of GET /{platform}/challenges-homepage/v2 and /v2/{id}. */
export const homeQuerySchema = z.object({ mc: categoryFilterParam, ic: includeClosedParam });

/**
 * GET /{platform}/challenges-homepage/v2: every widget of a challenges home in one round trip, so a
 * page renders from one cached response. `open` lists open challenges, newest first; with
 * include_closed it lists closed ones after them. `closing_soon`: open, ending within 7 days,
 * soonest first. `completed`: closed, most recently ended first. A category narrows all three.
 */
export const homeV2Schema = z.object({
  platform: z.object({ slug: z.string(), title: z.string(), is_main: z.boolean() }),
  filter: homeFilterSchema,
  widgets: z.object({
    open: challengeListWidgetSchema,
    closing_soon: challengeListWidgetSchema,
    completed: challengeListWidgetSchema,
    categories: categoriesWidgetSchema,
  }),
});
export type HomeV2 = z.infer<typeof homeV2Schema>;

/** GET /widgets/completed-challenges?platform_slug=&mc=&limit= */
export const completedQuerySchema = z.object({
  platform_slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{1,63}$/, 'Unknown community.')
    .optional(),
  mc: categoryFilterParam,
  limit: z.coerce
    .number()
    .int('Use a whole number.')
    .min(1, 'Use at least 1.')
    .max(WIDGET_LIST_MAX, `Use at most ${WIDGET_LIST_MAX}.`)
    .default(HOME_COMPLETED_LIMIT),
});

export const OLYMPIAD_CYCLES = ['weekly', 'monthly'] as const;
export type OlympiadCycle = (typeof OLYMPIAD_CYCLES)[number];

/** GET /widgets/olympiads/{id}?platform_slug= : id is 'current' or an olympiad's number. */
export const olympiadWidgetQuerySchema = z.object({
  platform_slug: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,63}$/, 'Unknown community.')
    .optional(),
});

export const olympiadSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cycle: z.enum(OLYMPIAD_CYCLES),
  start_time: z.string(),
  end_time: z.string(),
  /** Integer cents, like every amount of money in this API. */
  prize_total: z.number().int(),
  is_current: z.boolean(),
  /** 'open' between start and end, 'closed' after the end, 'upcoming' before the start. */
  status: z.enum(['upcoming', 'open', 'closed']),
});
export type Olympiad = z.infer<typeof olympiadSchema>;

export const olympiadWidgetSchema = z.object({
  current: z
    .object({
      olympiad: olympiadSchema,
      /** The community that runs it: the asked one, or the main community when it runs none. */
      platform: z.object({ slug: z.string(), subdomain: z.string(), title: z.string(), is_main: z.boolean() }),
      /** True when the asked community (or user platform) has no olympiad and the main one is shown. */
      fallback: z.boolean(),
      /** Players who earned neurons in it so far. */
      participants: z.number().int(),
    })
    .nullable(),
});
export type OlympiadWidget = z.infer<typeof olympiadWidgetSchema>;
