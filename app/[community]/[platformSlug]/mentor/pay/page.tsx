// /{platformSlug}/mentor/pay (mentor.pay): entry fees of ask-me-anything boxes. The paid-entry flow
// is not open yet, so this page explains it and takes no payment.
import type { Metadata } from 'next';
import Link from 'next/link';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { href } from '@/lib/routes/table';
import { loadUserPlatformFrame, userPlatformMetadata } from '@/server/bff/user-platform-data';

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPlatformMetadata((await params).platformSlug, 'Entry fees', { robots: { index: false } });
}

export default async function MentorPayPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const frame = await loadUserPlatformFrame(community, platformSlug);
  const { user } = frame;
  return (
    <UserPlatformFrame frame={frame} current="mentor">
      <section className="card up-narrow" aria-labelledby="pay-heading">
        <h2 id="pay-heading">Entry fees</h2>
        <p>
          Some ask-me-anything boxes charge a small entry fee for each question. Entry fees are collected when the
          paid-entry flow opens; until then no payment is taken on this page, and boxes without a fee take questions as
          usual.
        </p>
        <p className="muted">Nothing has been charged to you.</p>
        <p className="up-actions">
          <Link className="btn" href={href('mentor.box', { platformSlug: user.screen_name })}>
            Back to @{user.screen_name}’s mentor box
          </Link>
        </p>
      </section>
    </UserPlatformFrame>
  );
}
