// Feature flags of spec 1 §3, with the states the demo runs with.
import { FLAG } from '@/lib/contracts/flags';
import type { featureFlags } from '../schema';

export const DEMO_FLAGS: (typeof featureFlags.$inferInsert)[] = [
  { name: FLAG.surveyModeLink, enabled: true, description: 'Shows the survey-mode link on challenge pages.' },
  { name: FLAG.userBio, enabled: true, description: 'Enables the about / bio pages of user platforms.' },
  {
    name: FLAG.directorDashboard,
    enabled: true,
    description: 'Shows the director dashboard for tournament directors.',
  },
  {
    name: FLAG.betaFeatures,
    enabled: true,
    variants: [{ name: 'media-storage-library', value: 'on' }],
    description: 'Beta features; the media-storage-library variant turns on My Files.',
  },
  { name: FLAG.shadowMode, enabled: true, description: 'Lets global admins act as another user.' },
  { name: FLAG.aiAssistant, enabled: false, description: 'Developer preview of the challenge-writing AI assistant.' },
];
