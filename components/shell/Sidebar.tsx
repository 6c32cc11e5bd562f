// Sidebar chosen by the first part of the route name (spec 1 §2): dashboard, account, faqs, admin, generic.
// A platform ambassador who is not a global admin gets 'ambassador': only the pages open to them.
import Link from 'next/link';
import { href } from '@/lib/routes/table';
import { SidebarToggle } from './SidebarToggle';

// Sidebar links are not prefetched: most of their pages are rendered per player (see DashboardNav).
export type SidebarFamily = 'dashboard' | 'account' | 'faqs' | 'admin' | 'ambassador' | 'generic';

type Item = { label: string; href: string };

function familyContent(
  family: SidebarFamily,
  screenName: string | null,
): { heading: string; headingHref: string; items: Item[] } {
  switch (family) {
    case 'dashboard': {
      const base = screenName ? href('dashboard.home', { platformSlug: screenName }) : '/my-dashboard';
      return {
        heading: screenName ? 'My Dashboard' : 'Dashboard',
        headingHref: screenName ? base : '/',
        items: [
          { label: 'Overview', href: base },
          { label: 'My platform', href: screenName ? `/${screenName}` : '/' },
          ...(screenName
            ? [
                { label: 'Messages', href: href('dashboard.messages', { platformSlug: screenName }) },
                {
                  label: 'Friends & Followers',
                  href: href('dashboard.friends-followers', { platformSlug: screenName }),
                },
                { label: 'Share Panel', href: href('home.share', { platformSlug: screenName }) },
                // The forum's own dashboard pages (spec 3 §2.4): moderation and one's forum lists.
                { label: 'Forum tools', href: href('dashboard.forum-tools', { platformSlug: screenName }) },
                { label: 'Forum preferences', href: href('dashboard.forum-preferences', { platformSlug: screenName }) },
              ]
            : []),
          { label: 'My Account', href: href('account.main') },
          { label: 'Nerve Boards', href: href('nerve-boards') },
        ],
      };
    }
    case 'account':
      return {
        heading: 'My Account',
        headingHref: href('account.main'),
        items: [
          { label: 'Account', href: href('account.main') },
          { label: 'Profile', href: href('account.profile') },
          { label: 'Social accounts', href: href('account.social') },
          { label: 'Custom masthead', href: href('account.custom-masthead') },
          { label: 'Email preferences', href: href('account.email-preferences') },
          { label: 'Platform preferences', href: href('account.platform-preferences') },
          { label: 'Security', href: href('account.security') },
          { label: 'Payment wallets', href: href('account.payment-wallets') },
          { label: 'Organization', href: href('account.organization') },
          { label: 'Find organizations', href: href('organizations') },
        ],
      };
    case 'faqs':
      return {
        heading: 'FAQs',
        headingHref: '/faqs',
        items: [
          // The help pages of spec 3 §2.8 that are not hidden from the menu (the index, the
          // innovation graph demo, trust score and how-it-works are reached by links only).
          { label: 'Scoring points', href: href('faqs.scoring-points') },
          { label: 'Brain level demo', href: href('faqs.brain-level-demo') },
          { label: 'The mentor role', href: href('faqs.the-mentor-role') },
          { label: 'The director role', href: href('faqs.the-director-role') },
          { label: 'Olympiads', href: href('faqs.olympiads') },
          { label: 'Patrons', href: href('faqs.patrons') },
          { label: 'Idea ownership', href: href('faqs.idea-ownership') },
          { label: 'Following a player', href: href('faqs.follow-user') },
          { label: 'Friend requests', href: href('faqs.friend-request') },
          { label: 'Funding players', href: href('faqs.fund-user') },
          { label: 'Take a tour', href: href('faqs.take-a-tour') },
        ],
      };
    case 'ambassador':
      return {
        heading: 'Ambassador tools',
        headingHref: href('admin-dashboard'),
        items: [
          { label: 'Ambassador tools', href: href('admin-dashboard') },
          { label: 'Moderation', href: href('admin-dashboard.moderation') },
        ],
      };
    case 'admin':
      return {
        heading: 'Admin Dashboards',
        headingHref: '/admin-dashboard',
        items: [
          { label: 'Shadow a user', href: href('admin-dashboard') },
          { label: 'Payments', href: href('admin-dashboard.payments') },
          { label: 'Email outbox', href: href('admin-dashboard.email') },
          { label: 'Olympiads', href: href('admin-dashboard.olympiads') },
          { label: 'Users', href: href('admin-dashboard.users') },
          { label: 'Feedbacks', href: href('admin-dashboard.feedbacks') },
          { label: 'Moderation', href: href('admin-dashboard.moderation') },
          { label: 'Mailer', href: href('admin-dashboard.mailer') },
          { label: 'Audit log', href: href('admin-dashboard.audit') },
          { label: 'Feature flags', href: href('admin-dashboard.flags') },
          { label: 'Communities', href: href('admin-dashboard.communities') },
        ],
      };
    default:
      return {
        heading: 'About',
        headingHref: '/about',
        items: [
          { label: 'About Nervus', href: '/about/about-nervus' },
          { label: 'Why innervation', href: '/about/why-innervation' },
          { label: 'The idea person', href: '/about/idea-person' },
          { label: 'Claremont', href: '/about/claremont' },
          { label: 'Code of conduct', href: '/about/code-of-conduct' },
          { label: 'Contact us', href: href('contact-us') },
          { label: 'Support', href: href('about.support') },
          { label: 'Send feedback', href: '/send-feedback' },
        ],
      };
  }
}

export function Sidebar({
  family,
  screenName,
  current,
}: {
  family: SidebarFamily;
  screenName: string | null;
  current: string;
}) {
  const { heading, headingHref, items } = familyContent(family, screenName);
  return (
    <SidebarToggle heading={heading}>
      <h2>
        <Link href={headingHref} prefetch={false}>
          {heading}
        </Link>
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={item.href === current ? 'page' : undefined} prefetch={false}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </SidebarToggle>
  );
}
