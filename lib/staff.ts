// The staff line under a player's name on their platform (spec 1 §1 'platform staff', §7 GET
// /users/{id}/staffs): 'Administrator · Owner of Innovators · Ambassador of Comedy', or nothing.
import { STAFF_ROLE_LABELS, type StaffPositions } from './contracts/staff';

export function staffLine(staff: StaffPositions | null | undefined): string | null {
  if (!staff) return null;
  const parts = [
    ...(staff.global_admin ? [STAFF_ROLE_LABELS.admin] : []),
    ...staff.positions.map((p) => `${STAFF_ROLE_LABELS[p.role]} of ${p.platform.title}`),
  ];
  return parts.length ? parts.join(' · ') : null;
}
