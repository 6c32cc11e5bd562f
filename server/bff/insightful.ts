import 'server-only';
// Loaders of the insightful role and challenge ratings (spec 3 §1, spec 2 §5): a question's
// insights and its rating, read per request with the viewer's token (their own rows and ratings
// are marked), and the signed-in player's insightful dashboard. null when the provider could not
// answer, so a page shows 'could not be loaded' rather than an empty list.
import {
  challengeRatingSummarySchema,
  insightListSchema,
  myInsightsSchema,
  type ChallengeRatingSummary,
  type InsightList,
  type MyInsights,
} from '@/lib/contracts/insightful';
import { myEmailsSchema, type MyEmails } from '@/lib/contracts/email-outbox';
import { provider } from './provider';

export async function getInsights(slug: string): Promise<InsightList | null> {
  const res = await provider(`/challenges/${encodeURIComponent(slug)}/insightfuls`, { schema: insightListSchema });
  return res.ok ? res.data : null;
}

export async function getChallengeRating(slug: string): Promise<ChallengeRatingSummary | null> {
  const res = await provider(`/challenges/${encodeURIComponent(slug)}/challenge-ratings`, {
    schema: challengeRatingSummarySchema,
  });
  return res.ok ? res.data : null;
}

export async function getMyInsights(): Promise<MyInsights | null> {
  const res = await provider('/me/insightful', { schema: myInsightsSchema });
  return res.ok ? res.data : null;
}

/** The latest messages queued to the signed-in user (GET /me/emails); null when it could not load. */
export async function getMyEmails(): Promise<MyEmails | null> {
  const res = await provider('/me/emails', { schema: myEmailsSchema });
  return res.ok ? res.data : null;
}
