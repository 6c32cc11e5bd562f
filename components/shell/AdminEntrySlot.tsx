'use client';
// The footer's admin entry on a page kept for players, once the viewer is known to be an admin or
// an ambassador (components/personal/).
import { PersonalPart } from '../personal/PersonalSlot';
import { AdminEntry } from './AdminEntry';

export function AdminEntrySlot() {
  return <PersonalPart render={({ viewer }) => (viewer?.admin || viewer?.ambassador ? <AdminEntry /> : null)} />;
}
