// /{platformSlug}/mentor (mentor.box): the user's open ask-me-anything and suggestion boxes.
import type { Metadata } from 'next';
import Link from 'next/link';
import { MentorBoxList } from '@/components/platform/MentorBox';
import { OpenAmaForm } from '@/components/platform/OpenAmaForm';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { href } from '@/lib/routes/table';
import { getMentorBox, loadUserPlatformFrame, userPlatformMetadata } from '@/server/bff/user-platform-data';

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPlatformMetadata((await params).platformSlug, 'Mentor box');
}

export default async function MentorBoxPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const frame = await loadUserPlatformFrame(community, platformSlug);
  const { user, isOwner } = frame;
  const boxes = await getMentorBox(user.id);
  // One open ask-me-anything box at a time (server/provider/domain/ama-create.ts).
  const canOpen = isOwner && boxes !== null && !boxes.some((box) => box.solution_format === 'ama');
  return (
    <UserPlatformFrame frame={frame} current="mentor">
      <h2>{isOwner ? 'Your mentor box' : `Ask @${user.screen_name}`}</h2>
      <p className="muted up-lead">
        An ask-me-anything box is a challenge where you put a question to @{user.screen_name} instead of entering an
        idea. The crowd rates the questions; questions stay owned by the people who ask them.
      </p>
      {boxes === null ? (
        <p role="alert" className="alert alert-danger">
          The mentor box could not be loaded. Please try again later.
        </p>
      ) : boxes.length ? (
        <MentorBoxList boxes={boxes} screenName={user.screen_name} now={new Date()} />
      ) : (
        <div className="card up-empty">
          <p className="up-empty-title">@{user.screen_name} has no open ask-me-anything box right now.</p>
          {isOwner ? (
            <p>
              Open one below, or <Link href={href('challenges.create')}>post a challenge question</Link>.
            </p>
          ) : (
            <p>
              <Link href={href('home.user', { platformSlug: user.screen_name })}>
                See the challenges of @{user.screen_name}
              </Link>
            </p>
          )}
        </div>
      )}
      {canOpen && <OpenAmaForm screenName={user.screen_name} />}
    </UserPlatformFrame>
  );
}
