// /{platformSlug}/mentor/sent (mentor.sent): confirmation after a question went into the box.
import type { Metadata } from 'next';
import Link from 'next/link';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { href } from '@/lib/routes/table';
import { loadUserPlatformFrame, userPlatformMetadata } from '@/server/bff/user-platform-data';

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPlatformMetadata((await params).platformSlug, 'Question sent', { robots: { index: false } });
}

export default async function MentorSentPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const frame = await loadUserPlatformFrame(community, platformSlug);
  const { user, viewer } = frame;
  return (
    <UserPlatformFrame frame={frame} current="mentor">
      <section className="card up-narrow" aria-labelledby="sent-heading">
        <h2 id="sent-heading">Your question was sent</h2>
        <p>
          It is in @{user.screen_name}’s box now. While the box is open the crowd rates the questions, and your name
          stays hidden until it closes.
        </p>
        <ul className="up-link-list">
          <li>
            <Link href={href('mentor.box', { platformSlug: user.screen_name })}>
              Back to @{user.screen_name}’s mentor box
            </Link>
          </li>
          <li>
            <Link href={href('home.challenges')}>Browse open challenges</Link>
          </li>
          {viewer && (
            <li>
              <Link href={href('dashboard.home', { platformSlug: viewer.account.user.screen_name })}>
                Go to My Dashboard
              </Link>
            </li>
          )}
        </ul>
      </section>
    </UserPlatformFrame>
  );
}
