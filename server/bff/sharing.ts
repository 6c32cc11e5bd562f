import 'server-only';
// Loaders of the sharing pages (issue 20): the viewer's snoozed queue (the Share Panel), the scout
// dashboard and the connected social accounts. Personal reads: never cached across viewers.
import { cache } from 'react';
import { scoutDashboardSchema, socialConnectionsSchema } from '@/lib/contracts/sharing';
import { snoozedEnvelopeSchema } from '@/lib/contracts/sharing-bff';
import { throwIfProviderFailed } from './loaders';
import { provider } from './provider';

export const getSnoozedQueue = cache(async () => {
  const res = await provider('/sharing/snoozed', { schema: snoozedEnvelopeSchema, envelope: true });
  throwIfProviderFailed(res, 'snoozed sharings');
  return res.ok ? res.data : null;
});

export const getScoutDashboard = cache(async (platform: string) => {
  const res = await provider(`/${encodeURIComponent(platform)}/dashboards/scout`, { schema: scoutDashboardSchema });
  throwIfProviderFailed(res, 'scout dashboard');
  return res.ok ? res.data : null;
});

export const getSocialConnections = cache(async () => {
  const res = await provider('/sharing/social', { schema: socialConnectionsSchema });
  throwIfProviderFailed(res, 'social connections');
  return res.ok ? res.data : null;
});
