'use client';
// The slots of a challenge page kept for players (issue 24 part 5, components/personal/): each
// carries what its part needs of the challenge (kept with the page), and renders the part with the
// viewer's data once the call has brought it, through the components a page rendered per request
// uses (ChallengePersonal.tsx, ChallengeShare.tsx).
import type { ReactNode } from 'react';
import type { LinkContext } from '@/lib/routes/community-links';
import { href } from '@/lib/routes/table';
import { PersonalPart } from '../../personal/PersonalSlot';
import { ChallengeShare } from './ChallengeShare';
import { ChallengeActions, IdeaControls, IdeasTop, type ActionsFacts, type EntryFacts } from './ChallengePersonal';

export function ChallengeActionsSlot({ challenge, links }: { challenge: ActionsFacts; links: LinkContext }) {
  return (
    <PersonalPart
      render={(answer) =>
        answer.challenge && (
          <ChallengeActions
            challenge={challenge}
            viewer={answer.viewer}
            survey={answer.challenge.survey}
            links={links}
          />
        )
      }
    />
  );
}

/** The details tab's label: 'Edit Details' for the owner. */
export function DetailsTabLabelSlot() {
  return (
    <PersonalPart
      keepOnFail
      fallback="Details"
      render={(answer) => (answer.challenge ? (answer.challenge.isOwner ? 'Edit Details' : 'Details') : undefined)}
    />
  );
}

/** The ideas tab's entry form (or allowance) and the link to rate ideas in a row. */
export function IdeasTopSlot({
  challenge,
  community,
  children,
}: {
  challenge: EntryFacts;
  community: string;
  /** The placeholder while the viewer's parts load. */
  children: ReactNode;
}) {
  return (
    <PersonalPart
      fallback={children}
      render={(answer) =>
        answer.challenge && (
          <IdeasTop
            challenge={challenge}
            signedIn={answer.viewer !== null}
            personal={answer.challenge}
            path={href('challenges.show', { challenge: challenge.slug })}
            community={community}
            anchored={false}
          />
        )
      }
    />
  );
}

/** The rating, promote and report controls of one idea. */
export function IdeaControlsSlot(props: { slug: string; promotable: boolean; idea: { id: number; title: string } }) {
  return (
    <PersonalPart
      render={(answer) =>
        answer.challenge && <IdeaControls {...props} signedIn={answer.viewer !== null} personal={answer.challenge} />
      }
    />
  );
}

/** Share this challenge: the viewer's link carries their scout id. Until it comes, the plain one works. */
export function ChallengeShareSlot({ url, slug, children }: { url: string; slug: string; children: ReactNode }) {
  return (
    <PersonalPart
      keepOnFail
      fallback={children}
      render={({ viewer, challenge }) =>
        viewer && challenge ? (
          <ChallengeShare
            url={url}
            slug={slug}
            viewer={viewer}
            isOwner={challenge.isOwner}
            survey={challenge.survey?.offered ?? false}
          />
        ) : undefined
      }
    />
  );
}

/** The slots, as the kept page hands them to ChallengePageView. */
export interface ChallengeSlots {
  ChallengeActionsSlot: typeof ChallengeActionsSlot;
  DetailsTabLabelSlot: typeof DetailsTabLabelSlot;
  IdeasTopSlot: typeof IdeasTopSlot;
  IdeaControlsSlot: typeof IdeaControlsSlot;
  ChallengeShareSlot: typeof ChallengeShareSlot;
}
