// Sidebar chosen by the first part of the route name (spec 1 §2): dashboard, account, faqs, admin, generic.
import Link from 'next/link';
import { href } from '@/lib/routes/table';
import { SidebarToggle } from './SidebarToggle';

export type SidebarFamily = 'dashboard' | 'account' | 'faqs' | 'admin' | 'generic';

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
        ],
      };
    case 'faqs':
      return {
        heading: 'FAQs',
        headingHref: '/faqs',
        items: [
          { label: 'All questions', href: '/faqs' },
          { label: 'Scoring points', href: '/faqs/scoring-points' },
          { label: 'Brain level demo', href: '/faqs/brain-level-demo' },
          { label: 'Take a tour', href: '/faqs/take-a-tour' },
          { label: 'Following', href: '/faqs/follow' },
          { label: 'Friends', href: '/faqs/friend' },
          { label: 'Funding', href: '/faqs/fund' },
        ],
      };
    case 'admin':
      return {
        heading: 'Admin Dashboards',
        headingHref: '/admin-dashboard',
        items: [
          { label: 'Shadow a user', href: '/admin-dashboard' },
          { label: 'Olympiads', href: '/admin-dashboard/olympiads' },
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
          { label: 'Contact us', href: '/about/contact-us' },
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
        <Link href={headingHref}>{heading}</Link>
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={item.href === current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </SidebarToggle>
  );
}
