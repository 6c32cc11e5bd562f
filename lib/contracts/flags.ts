import { z } from 'zod';

/** Feature flags known to the product (spec 1 §3). */
export const FLAG = {
  surveyModeLink: 'survey-mode-link',
  userBio: 'user-bio',
  directorDashboard: 'director-dashboard',
  betaFeatures: 'beta-features',
  shadowMode: 'shadow-mode',
  aiAssistant: 'developer-ai-assistant',
} as const;

export const flagSchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  variants: z.array(z.object({ name: z.string(), value: z.string().optional(), payload: z.unknown().optional() })),
  /** Read for one community (GET /flags?platform=): true when that community has its own setting. */
  overridden: z.boolean().optional(),
});
export type Flag = z.infer<typeof flagSchema>;
export const flagsResponseSchema = z.object({ data: z.array(flagSchema) });

/** POST /admin/flags/{name} (issue 21 §6): on or off, and the values of existing variants. */
export const flagSwitchSchema = z.object({
  enabled: z.boolean(),
  variants: z.record(z.string().max(100), z.string().trim().max(200)).optional(),
  /** One community's setting (spec 1 §3 'per platform'); absent: the global one. */
  platform: z.string().trim().min(1).max(100).optional(),
  /** With platform: drop the community's own setting, so it follows the global one again. */
  inherit: z.boolean().optional(),
});
export type FlagSwitch = z.infer<typeof flagSwitchSchema>;
export const FLAG_TEXTS = { notFound: 'There is no such flag.', noPlatform: 'There is no such community.' } as const;

/** What each flag gates, for the admin's flags page. */
export const FLAG_DESCRIPTIONS: Record<string, string> = {
  [FLAG.surveyModeLink]: 'Shows the survey-mode link on challenge pages.',
  [FLAG.userBio]: 'Enables the about / bio pages of user platforms.',
  [FLAG.directorDashboard]: 'Shows the director dashboard for tournament directors.',
  [FLAG.betaFeatures]: 'Beta features; the media-storage-library variant turns on My Files.',
  [FLAG.shadowMode]: 'Lets global admins act as another user.',
  [FLAG.aiAssistant]: 'Developer preview of the challenge-writing AI assistant.',
};
