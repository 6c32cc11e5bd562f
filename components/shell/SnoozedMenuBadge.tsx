'use client';
// Loads the saved-shares count after the page (it brings SWR), so the signed-in menu adds nothing
// to any page's first-load JavaScript (DESIGN.md's 150 kB budget).
import dynamic from 'next/dynamic';

export const SnoozedMenuBadge = dynamic(() => import('../sharing/SnoozedCount'), { ssr: false });
