'use client';
// On small screens the sidebar collapses into a toggle and collapses again on navigation.
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';

export function SidebarToggle({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  const pathname = usePathname();
  // Expanded only on the path where it was expanded, so navigation collapses it again.
  const [expandedOn, setExpandedOn] = useState<string | null>(null);
  const collapsed = expandedOn !== pathname;
  return (
    <aside className="sidebar" data-collapsed={collapsed}>
      <button
        type="button"
        className="btn btn-ghost btn-sm sidebar-toggle"
        aria-expanded={!collapsed}
        onClick={() => setExpandedOn(collapsed ? pathname : null)}
      >
        {heading}
      </button>
      <div className="sidebar-body">{children}</div>
    </aside>
  );
}
