// /{platformSlug}/teams: the user's teams. No team data exists yet, so the page states that.
import type { Metadata } from 'next';
import Link from 'next/link';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { href } from '@/lib/routes/table';
import { loadUserPlatformFrame, userPlatformMetadata } from '@/server/bff/user-platform-data';

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPlatformMetadata((await params).platformSlug, 'Teams');
}

export default async function TeamsPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const frame = await loadUserPlatformFrame(community, platformSlug);
  const who = frame.isOwner ? 'You are' : `@${frame.user.screen_name} is`;
  return (
    <UserPlatformFrame frame={frame} current="teams">
      <section className="card up-empty" aria-labelledby="teams-heading">
        <h2 id="teams-heading">Teams</h2>
        <p className="up-empty-title">No teams yet</p>
        <p>{who} not a member of any team.</p>
        <p>
          <Link className="btn btn-ghost" href={href('faqs')}>
            Read the FAQs
          </Link>
        </p>
      </section>
    </UserPlatformFrame>
  );
}
