// /{platformSlug}/medals-badges (home.user.medals): medals (GET /award/medals/{id}), and neurons per
// role from the ledger. Medals are public, as prizes are on closed challenge pages; rank badges
// come only to the owner (the provider decides). Visitors see a sign-in prompt instead of neurons
// (spec 1 §6).
import type { Metadata } from 'next';
import Link from 'next/link';
import { MedalList } from '@/components/game/MedalList';
import { NeuronsByRole } from '@/components/platform/NeuronsByRole';
import { UserPlatformFrame } from '@/components/platform/UserPlatformFrame';
import { signInReturnPath } from '@/lib/accounts-urls';
import { getUserMedals } from '@/server/bff/awards';
import { requestContext } from '@/server/bff/loaders';
import { getUserNeurons, loadUserPlatformFrame, userPlatformMetadata } from '@/server/bff/user-platform-data';

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return userPlatformMetadata((await params).platformSlug, 'Medals & badges');
}

export default async function MedalsPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const frame = await loadUserPlatformFrame(community, platformSlug);
  const { user, viewer, isOwner } = frame;
  const [neurons, medals] = await Promise.all([
    viewer ? getUserNeurons(user.id) : null,
    getUserMedals(user.screen_name, { owner: isOwner }),
  ]);
  const { path } = await requestContext();
  return (
    <UserPlatformFrame frame={frame} current="medals">
      <h2>Medals &amp; badges</h2>
      <div className="up-split">
        <section className="card" aria-labelledby="medals-heading">
          <h3 id="medals-heading">Medals</h3>
          {!medals ? (
            <p role="alert" className="alert alert-danger">
              Medals could not be loaded. Please try again later.
            </p>
          ) : medals.medals.length ? (
            <MedalList medals={medals.medals} headingLevel={4} />
          ) : (
            <>
              <p className="up-empty-title">No medals yet</p>
              <p className="muted">
                {isOwner ? 'You have' : `@${user.screen_name} has`} not been awarded a medal or badge.
              </p>
            </>
          )}
        </section>
        <section className="card" aria-labelledby="neurons-heading">
          <h3 id="neurons-heading">Neurons by role</h3>
          {!viewer ? (
            <>
              <p>Neurons and scores are shown to signed-in players.</p>
              <p>
                <Link className="btn" prefetch={false} href={signInReturnPath(path, community)}>
                  Sign in to see @{user.screen_name}’s neurons
                </Link>
              </p>
            </>
          ) : neurons ? (
            <NeuronsByRole neurons={neurons} screenName={user.screen_name} />
          ) : (
            <p role="alert" className="alert alert-danger">
              Neurons could not be loaded. Please try again later.
            </p>
          )}
        </section>
      </div>
    </UserPlatformFrame>
  );
}
