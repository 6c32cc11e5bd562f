import Link from 'next/link';
import { WEB_VERSION } from '@/lib/constants';
import { href } from '@/lib/routes/table';
import { SignUpLink } from '../account/SignInLink';
import { AdminEntry } from './AdminEntry';
import type { AdminEntrySlot } from './AdminEntrySlot';

export function Footer({
  signedIn,
  isAdmin,
  signupUrl,
  platform,
  adminSlot: AdminSlot,
}: {
  signedIn: boolean;
  isAdmin: boolean;
  signupUrl: string;
  platform: string;
  /** A page kept for players (components/personal/): the admin entry comes after the page, in this slot. */
  adminSlot?: typeof AdminEntrySlot;
}) {
  return (
    <footer className="footer">
      <div className="container footer-inner">
        <p style={{ margin: 0 }}>
          © {new Date().getFullYear()} Nervus · <span>version {WEB_VERSION}</span>
        </p>
        <ul aria-label="Footer">
          <li>
            <a href={href('home', {}, { tour: 'start-guide' })}>Take a Tour</a>
          </li>
          {!signedIn && (
            <li>
              <SignUpLink href={signupUrl} platform={platform} />
            </li>
          )}
          <li>
            <Link href={href('communities')}>Communities</Link>
          </li>
          <li>
            <Link href={href('faqs')}>FAQs</Link>
          </li>
          <li>
            <Link href={href('about')}>About</Link>
          </li>
          <li>
            <Link href={href('contact-us')}>Contact Us</Link>
          </li>
          <li>
            <Link href={href('get-support')}>Get Support</Link>
          </li>
          <li>
            <Link href={href('send-feedback')}>Send Feedback</Link>
          </li>
          <li>
            <Link href={href('terms-of-service')}>Terms</Link>
          </li>
          <li>
            <Link href={href('privacy-policy')}>Privacy</Link>
          </li>
          {AdminSlot ? <AdminSlot /> : isAdmin && <AdminEntry />}
        </ul>
      </div>
    </footer>
  );
}
