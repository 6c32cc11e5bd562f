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
});
export type Flag = z.infer<typeof flagSchema>;
export const flagsResponseSchema = z.object({ data: z.array(flagSchema) });
