// The footer's way to the admin tools, for global admins and ambassadors (their community's
// moderation queue is there, issue 21 §7). No directive: the footer renders it on the server, and
// a page kept for players in the browser (AdminEntrySlot.tsx).
import Link from 'next/link';
import { href } from '@/lib/routes/table';

export function AdminEntry() {
  return (
    <li>
      <Link href={href('admin-dashboard')}>Admin Dashboard</Link>
    </li>
  );
}
