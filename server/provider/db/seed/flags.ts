// Feature flags of spec 1 §3, with the states the demo runs with.
import { FLAG, FLAG_DESCRIPTIONS } from '@/lib/contracts/flags';
import type { featureFlags } from '../schema';

const DEMO_FLAG_STATES: (typeof featureFlags.$inferInsert)[] = [
  { name: FLAG.surveyModeLink, enabled: true },
  { name: FLAG.userBio, enabled: true },
  {
    name: FLAG.directorDashboard,
    enabled: true,
  },
  {
    name: FLAG.betaFeatures,
    enabled: true,
    variants: [{ name: 'media-storage-library', value: 'on' }],
  },
  { name: FLAG.shadowMode, enabled: true },
  { name: FLAG.aiAssistant, enabled: false },
];

export const DEMO_FLAGS = DEMO_FLAG_STATES.map((flag) => ({
  ...flag,
  description: FLAG_DESCRIPTIONS[flag.name] ?? '',
}));
