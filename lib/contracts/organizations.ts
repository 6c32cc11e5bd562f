// Organizations (spec 3 §2.10, spec 1 §3, §4, §7): create (POST /social/organizations), edit
// (PUT /social/organizations/{id}), mine (GET /social/organizations/me), the organization page
// (GET /social/organizations/{slug}) and the membership actions of spec 1 §4 (invite, request, join,
// leave, kick, grant or revoke admin, grant ownership, respond to invitations or requests), one
// action per POST /social/organizations/{id}/membership, and the browsable list GET
// /social/organizations?q=&page=. Texts and limits live here, for both sides.
import { z } from 'zod';
import { personSummarySchema } from './challenge';

export const ORGANIZATION_LIMITS = { nameMin: 3, nameMax: 60, descriptionMax: 1000 } as const;

export const INVITE_TYPES = ['open', 'request', 'invite'] as const;
export type InviteType = (typeof INVITE_TYPES)[number];
/** How a person becomes a member, as the form and the page word it. */
export const INVITE_TYPE_LABELS: Record<InviteType, string> = {
  open: 'Anyone can join',
  request: 'Anyone can ask to join; an admin accepts',
  invite: 'By invitation only',
};

export const ORGANIZATION_ROLES = ['owner', 'admin', 'member'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

export const ORGANIZATION_TEXTS = {
  nameShort: `Give the organization a name of at least ${ORGANIZATION_LIMITS.nameMin} characters.`,
  nameLong: `Use at most ${ORGANIZATION_LIMITS.nameMax} characters for the name.`,
  descriptionLong: `Use at most ${ORGANIZATION_LIMITS.descriptionMax} characters for the description.`,
  inviteType: 'Choose how people join: open, request or invite.',
  notFound: 'This organization does not exist.',
  adminsOnly: 'Only an admin of this organization can do that.',
  ownerOnly: 'Only the owner of this organization can do that.',
  lastOwner: 'An organization always keeps one owner: grant ownership to another member before you leave.',
  ownerStays: 'The owner cannot be removed or lose admin rights; grant ownership to another member first.',
  alreadyMember: 'This person is already a member.',
  notMember: 'This person is not a member of the organization.',
  alreadyPending: 'There is already a pending invitation or request for this person.',
  noSuchUser: 'There is no player with that screen name.',
  inviteOnly: 'This organization is by invitation only.',
  requestFirst: 'This organization accepts members on request: ask to join.',
  noInvitation: 'There is no pending invitation or request to answer.',
} as const;

const name = z
  .string({ error: ORGANIZATION_TEXTS.nameShort })
  .trim()
  .min(ORGANIZATION_LIMITS.nameMin, ORGANIZATION_TEXTS.nameShort)
  .max(ORGANIZATION_LIMITS.nameMax, ORGANIZATION_TEXTS.nameLong);
const description = z.string().trim().max(ORGANIZATION_LIMITS.descriptionMax, ORGANIZATION_TEXTS.descriptionLong);
const inviteType = z.enum(INVITE_TYPES, { error: ORGANIZATION_TEXTS.inviteType });

export const organizationCreateSchema = z.object({
  name,
  description: description.default(''),
  invite_type: inviteType.default('request'),
});
export type OrganizationCreate = z.infer<typeof organizationCreateSchema>;

export const organizationUpdateSchema = z.object({
  name: name.optional(),
  description: description.optional(),
  invite_type: inviteType.optional(),
});
export type OrganizationUpdate = z.infer<typeof organizationUpdateSchema>;

const userId = z.coerce.number().int().positive();

/** One membership action (spec 1 §4). Who may take which is decided by the provider. */
export const membershipActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('invite'), screen_name: z.string().trim().min(1, ORGANIZATION_TEXTS.noSuchUser) }),
  z.object({ action: z.literal('request') }),
  z.object({ action: z.literal('join') }),
  z.object({ action: z.literal('leave') }),
  z.object({ action: z.literal('kick'), user_id: userId }),
  z.object({ action: z.literal('grant-admin'), user_id: userId }),
  z.object({ action: z.literal('revoke-admin'), user_id: userId }),
  z.object({ action: z.literal('grant-ownership'), user_id: userId }),
  /** The invitee answers an invitation; an admin answers a request. */
  z.object({ action: z.literal('respond'), pending_id: userId, accept: z.boolean() }),
]);
export type MembershipAction = z.infer<typeof membershipActionSchema>;

export const organizationSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  invite_type: z.enum(INVITE_TYPES),
  member_count: z.number(),
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

export const organizationMemberSchema = z.object({
  user: personSummarySchema,
  role: z.enum(ORGANIZATION_ROLES),
  joined_at: z.string(),
});

export const organizationPendingSchema = z.object({
  id: z.number(),
  kind: z.enum(['invitation', 'request']),
  user: personSummarySchema,
  created_at: z.string(),
});
export type OrganizationPending = z.infer<typeof organizationPendingSchema>;

/** The organization page: everybody sees the members; admins also see what is pending. */
export const organizationDetailSchema = organizationSummarySchema.extend({
  members: z.array(organizationMemberSchema),
  /** Pending invitations and requests: only for admins, else empty. */
  pending: z.array(organizationPendingSchema),
  viewer: z.object({
    role: z.enum(ORGANIZATION_ROLES).nullable(),
    /** The viewer's own pending invitation or request, if any. */
    pending: organizationPendingSchema.pick({ id: true, kind: true }).nullable(),
  }),
});
export type OrganizationDetail = z.infer<typeof organizationDetailSchema>;

export const myOrganizationsSchema = z.object({
  memberships: z.array(z.object({ organization: organizationSummarySchema, role: z.enum(ORGANIZATION_ROLES) })),
  invitations: z.array(z.object({ id: z.number(), organization: organizationSummarySchema })),
  requests: z.array(z.object({ id: z.number(), organization: organizationSummarySchema })),
});
export type MyOrganizations = z.infer<typeof myOrganizationsSchema>;

/** The list of organizations anyone can browse and search (spec 3 §2.10; issue 19 §6). */
export const ORGANIZATIONS_PAGE_SIZE = 20;
export const organizationListQuerySchema = z.object({
  /** Words of the name or description; empty lists every organization. */
  q: z.string().trim().max(100).optional().default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type OrganizationListQuery = z.infer<typeof organizationListQuerySchema>;
export const organizationListSchema = z.object({
  organizations: z.array(organizationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type OrganizationList = z.infer<typeof organizationListSchema>;
