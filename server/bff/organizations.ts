import 'server-only';
// Loaders of the organization pages (spec 3 §2.10): both read as the viewer, whose role decides
// what the page offers, so neither is cached across people.
import { cache } from 'react';
import { myOrganizationsSchema, organizationDetailSchema } from '@/lib/contracts/organizations';
import { throwIfProviderFailed } from './loaders';
import { provider } from './provider';

/** An organization by slug, or null when there is none. */
export const getOrganization = cache(async (slug: string) => {
  const res = await provider(`/social/organizations/${encodeURIComponent(slug)}`, {
    schema: organizationDetailSchema,
  });
  if (res.ok) return res.data;
  throwIfProviderFailed(res, `organization ${slug}`);
  return null;
});

/** The signed-in person's organizations, invitations and requests. */
export const getMyOrganizations = cache(async () => {
  const res = await provider('/social/organizations/me', { schema: myOrganizationsSchema });
  if (res.ok) return res.data;
  throwIfProviderFailed(res, 'my organizations');
  return { memberships: [], invitations: [], requests: [] };
});
