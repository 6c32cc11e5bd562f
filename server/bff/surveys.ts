import 'server-only';
// The catalyst's survey replies (GET /challenges/{slug}/survey-replies), read per request on the
// owner's survey page; null when the read failed.
import { surveyRepliesSchema, type SurveyReplies } from '@/lib/contracts/survey';
import { provider } from './provider';

export async function getSurveyReplies(slug: string): Promise<SurveyReplies | null> {
  const res = await provider(`/challenges/${encodeURIComponent(slug)}/survey-replies`, { schema: surveyRepliesSchema });
  return res.ok ? res.data : null;
}
