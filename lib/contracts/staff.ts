// Staff (spec 1 §1 'administrators (global admin, platform ambassador, platform staff)', §7 GET
// /me/staffs, /users/{id}/staff, /users/{id}/staffs, /platforms/{id}/staff; issue 19 §6). The spec
// names the calls but not their fields; here 'staff' is who runs a community, as the product
// already decides it: its owner (edits it, spec 1 §6), its ambassador (moderates it, issue 21) and
// the global admins (everywhere). '{x}/staff' is the staff OF x; '{user}/staffs' is where the user
// is staff.
import { z } from 'zod';
import { personSummarySchema } from './challenge';

export const STAFF_ROLES = ['owner', 'ambassador', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  ambassador: 'Ambassador',
  admin: 'Administrator',
};

const platformRefSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

/** GET /platforms/{id}/staff: who runs this community, owner first, then ambassadors, then admins. */
export const platformStaffSchema = z.object({
  platform: platformRefSchema,
  staff: z.array(z.object({ user: personSummarySchema, role: z.enum(STAFF_ROLES) })),
});
export type PlatformStaff = z.infer<typeof platformStaffSchema>;

/** GET /users/{id}/staff: whether this player is staff anywhere (a badge beside their name). */
export const userStaffSchema = z.object({
  user_id: z.number().int(),
  staff: z.boolean(),
  global_admin: z.boolean(),
  platform_ambassador: z.boolean(),
});
export type UserStaff = z.infer<typeof userStaffSchema>;

/**
 * GET /users/{id}/staffs and /me/staffs: the communities this player runs, with the role on each.
 * A global admin's 'admin' covers every community; it is said once (`global_admin`), not per row.
 */
export const staffPositionsSchema = z.object({
  global_admin: z.boolean(),
  positions: z.array(z.object({ platform: platformRefSchema, role: z.enum(['owner', 'ambassador']) })),
});
export type StaffPositions = z.infer<typeof staffPositionsSchema>;
