import 'server-only';
// Loaders of the organization pages (spec 3 §2.10): the page and mine read as the viewer, whose
// role decides what the page offers, so neither is cached across people; the list is the same for all.
import { cache } from 'react';
import {
  myOrganizationsSchema,
  organizationDetailSchema,
  organizationListSchema,
  type OrganizationListQuery,
} from '@/lib/contracts/organizations';
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

/** The organizations anyone can browse, searched by `q`, one page; null when the provider refuses. */
export const getOrganizationList = cache(async (q: string, page: number) => {
  const query: Partial<OrganizationListQuery> = { page, ...(q ? { q } : {}) };
  const res = await provider('/social/organizations', { query, schema: organizationListSchema });
  if (res.ok) return res.data;
  throwIfProviderFailed(res, 'organizations');
  return null;
});
