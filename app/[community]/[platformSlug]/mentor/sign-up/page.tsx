// /{platformSlug}/mentor/sign-up (mentor.sign-up): asking needs an account. Signed-in players go
// straight to the box; others get Sign In and Create Account.
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { signInReturnPath } from '@/lib/accounts-urls';
import { href } from '@/lib/routes/table';
import { loadUserPlatformFrame, userPlatformMetadata } from '@/server/bff/user-platform-data';

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPlatformMetadata((await params).platformSlug, 'Sign in to ask', { robots: { index: false } });
}

export default async function MentorSignUpPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const frame = await loadUserPlatformFrame(community, platformSlug);
  const { user, viewer, shell } = frame;
  const box = href('mentor.box', { platformSlug: user.screen_name });
  if (viewer) redirect(box);
  return (
    <UserPlatformFrame frame={frame} current="mentor">
      <section className="card up-narrow" aria-labelledby="signup-heading">
        <h2 id="signup-heading">Sign in to ask @{user.screen_name}</h2>
        <p>
          Questions in an ask-me-anything box come from players. Sign in, or create a free account, and you come
          straight back to the box.
        </p>
        <p className="up-actions">
          <Link className="btn" prefetch={false} href={signInReturnPath(box, community)}>
            Sign In
          </Link>
          <a className="btn btn-ghost" href={shell.urls.signup}>
            Create Account
          </a>
        </p>
      </section>
    </UserPlatformFrame>
  );
}
