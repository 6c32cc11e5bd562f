// The navbar's entries (spec 1 §2), one list per place: the top bar keeps about six, the rest sit
// in the signed-in user's menu (issue 22). To add an entry (messages, notifications, …) add one
// line to the list it belongs in; Navbar.tsx draws the lists and needs no change.
import { href } from '@/lib/routes/table';

export interface MenuEntry {
  label: string;
  href: string;
  /** A live count drawn after the label: 'snoozed' is the number of saved shares (spec 3 §2.6). */
  count?: 'snoozed';
}

/** The top bar's links, before the bell and the sign-in or user menu. */
export function topEntries(signedIn: boolean): MenuEntry[] {
  return [
    { label: 'Nerv On Ah', href: href('discovernervus') },
    { label: 'Challenges', href: href('home.challenges') },
    { label: 'Forums', href: href('discussion-forums.index', { platformSlug: 'platform' }) },
    // One board page with filters; the tournament standings are one of its views.
    { label: 'Boards', href: href('nerve-boards') },
    signedIn
      ? { label: 'Create Challenge', href: href('challenges.create') }
      : // Visitors see what testing an idea needs before they are asked to sign in.
        { label: 'Test Idea', href: href('challenges.test-idea') },
  ];
}

/** The signed-in user's menu, after their own platform; Sign Out closes it. */
export function userMenuEntries(screenName: string): MenuEntry[] {
  return [
    { label: 'My Dashboard', href: href('my-dashboard') },
    { label: 'My Progress', href: href('dashboard.my-progress.score-stats', { platformSlug: screenName }) },
    { label: 'Test Idea', href: href('challenges.test-idea') },
    // Conversations and relationships (spec 3 §2.4; issue 19 §1, §2). No unread count here: the
    // provider has none cheaper than the whole conversation list, too much for every page's menu.
    { label: 'Messages', href: href('dashboard.messages', { platformSlug: screenName }) },
    { label: 'Friends & Followers', href: href('dashboard.friends-followers', { platformSlug: screenName }) },
    // The queue of saved shares, with its count badge (spec 3 §2.6).
    { label: 'Share Panel', href: href('home.share', { platformSlug: screenName }), count: 'snoozed' },
    { label: 'My Account', href: href('account.main') },
  ];
}
