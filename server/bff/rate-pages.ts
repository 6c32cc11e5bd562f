import 'server-only';
// What the rating and idea-entry child pages of a challenge need (spec 2 §2: start-rate, rate,
// rating-unlock, idea-unlock, idea-entry-fee): the challenge (a closed one goes to its detail view,
// as on every child route), the viewer, and for signed-in viewers the rating queue. start-rate and
// rate are for signed-in players: visitors go to the sign-in gateway and come back here.
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { signInReturnPath } from '@/lib/accounts-urls';
import type { ChallengeDetail } from '@/lib/contracts/challenge';
import type { RateQueue } from '@/lib/contracts/rating';
import { href } from '@/lib/routes/table';
import { loadChallengePage } from './challenge-page';
import { fetchChallenge, getViewer, requestContext, type Viewer } from './loaders';
import { getRateQueue } from './ratings';

export interface ChildPage {
  challenge: ChallengeDetail;
  viewer: Viewer | null;
  isOwner: boolean;
  /** This page's address, where a sign-in comes back to. */
  path: string;
  community: string;
}

export async function loadChallengeChild(slug: string): Promise<ChildPage> {
  const { community, path } = await requestContext();
  const [challenge, viewer] = await Promise.all([loadChallengePage(slug, { community, path }), getViewer()]);
  if (challenge.closed) redirect(href('challenges.show', { challenge: slug }));
  return { challenge, viewer, isOwner: viewer?.account.user.id === challenge.catalyst.id, path, community };
}

/**
 * A rating page for a signed-in player, with the ideas they can still rate. The queue's own refusals:
 * 409 the challenge closed in between (to its detail view), 401 an expired session (sign in again);
 * null for any other failure, which the page reports.
 */
export async function loadRatingPage(slug: string): Promise<ChildPage & { viewer: Viewer; queue: RateQueue | null }> {
  const page = await loadChallengeChild(slug);
  if (!page.viewer) redirect(signInReturnPath(page.path, page.community));
  const res = await getRateQueue(slug);
  if (!res.ok && res.status === 409) redirect(href('challenges.show', { challenge: slug }));
  if (!res.ok && res.status === 401) redirect(signInReturnPath(page.path, page.community));
  if (!res.ok && res.status === 404) notFound();
  return { ...page, viewer: page.viewer, queue: res.ok ? res.data : null };
}

/** The queue for a viewer who may be signed out (rating-unlock): null when signed out or unreadable. */
export async function rateQueueFor(viewer: Viewer | null, slug: string): Promise<RateQueue | null> {
  if (!viewer) return null;
  const res = await getRateQueue(slug);
  return res.ok ? res.data : null;
}

/** Titles of the child pages; never indexed (they are per person, or say what the challenge page says). */
export async function childPageMetadata(slug: string, title: string): Promise<Metadata> {
  const res = await fetchChallenge(slug);
  return { title: res.ok ? `${title}: ${res.data.question_title}` : title, robots: { index: false } };
}
