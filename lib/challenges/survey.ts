// Survey mode (spec 2 §2 challenges.survey, §4 'Auto-survey mode'; spec 3 §2.6, §5): a visitor
// without an account answers a challenge's question anonymously. Pure rules shared by the share
// panel, the challenge page, the survey page and the provider's POST /surveys.
import { isRootDomainUrl } from '../hosts';
import { graphemeCount } from '../graphemes';
import { NOT_CHALLENGE_OWNER } from '../constants';

/** The share link's query that asks for survey mode: /challenges/{slug}?survey=1. */
export const SURVEY_QUERY = 'survey';
export const SURVEY_QUERY_ON = '1';

/** A reply is one short answer; 1000 is the spec's default textarea limit (spec 3 §5). */
export const SURVEY_ANSWER_MIN = 3;
export const SURVEY_ANSWER_MAX = 1000;
/** Replies per visitor address in the window below, across all challenges (bot protection). */
export const SURVEY_RATE_LIMIT = { replies: 5, windowMs: 10 * 60_000 } as const;
/** The replies the catalyst's list shows at most, newest first (the total is always given). */
export const SURVEY_REPLIES_SHOWN = 200;

/** Caption-type challenge (spec 3 §3): a caption or meme format, or a caption main category. */
const CAPTION_MAIN_CATEGORIES = ['funny', 'inspiring', 'insightful', 'shocking'];

export const SURVEY_MESSAGES = {
  answerShort: `Write at least ${SURVEY_ANSWER_MIN} characters.`,
  answerLong: `Use at most ${SURVEY_ANSWER_MAX} characters.`,
  honeypot: 'Please leave the “Leave this empty” field blank.',
  closed: 'This challenge is closed; it no longer takes survey replies.',
  notOffered: 'This challenge does not take survey replies.',
  notFound: 'Challenge not found',
  tooMany: 'Too many replies from your network. Please try again later.',
  notOwner: `${NOT_CHALLENGE_OWNER} Redirecting to dashboard...`,
  sent: 'Thank you! Your answer has been sent to the challenge’s catalyst.',
  failed: 'Your answer could not be sent. Please try again.',
  invitation: 'Create a free account to enter your answer as an idea in this challenge and earn neurons.',
} as const;

/** What the survey rules read off a challenge (a ChallengeDetail fits). */
export interface SurveyFacts {
  solution_format: string;
  caption_solution_format: string | null;
  main_category: { slug: string; name: string } | null;
  closed: boolean;
  idea_entry_fee_cents: number;
}

export function isCaptionTypeChallenge(
  challenge: Pick<SurveyFacts, 'caption_solution_format' | 'main_category'>,
): boolean {
  if (challenge.caption_solution_format === 'caption' || challenge.caption_solution_format === 'meme') return true;
  const main = challenge.main_category;
  return (
    main !== null &&
    (CAPTION_MAIN_CATEGORIES.includes(main.slug.toLowerCase()) ||
      CAPTION_MAIN_CATEGORIES.includes(main.name.toLowerCase()))
  );
}

/**
 * Survey mode is offered (spec 3 §5): an ordinary question challenge, open, not a caption one,
 * free to enter, with the 'survey-mode-link' flag on. The survey page and POST /surveys take
 * replies on exactly these challenges.
 */
export function surveyModeOffered(challenge: SurveyFacts, flagOn: boolean): boolean {
  return (
    flagOn &&
    challenge.solution_format === 'challenge' &&
    !challenge.closed &&
    !isCaptionTypeChallenge(challenge) &&
    challenge.idea_entry_fee_cents === 0
  );
}

/** The link the share panel hands out: with ?survey=1 while the checkbox is on. */
export function surveyShareUrl(url: string, surveyMode: boolean): string {
  const parsed = new URL(url);
  if (surveyMode) parsed.searchParams.set(SURVEY_QUERY, SURVEY_QUERY_ON);
  else parsed.searchParams.delete(SURVEY_QUERY);
  return parsed.toString();
}

export function asksForSurvey(query: Record<string, string | string[] | undefined>): boolean {
  const value = query[SURVEY_QUERY];
  return (Array.isArray(value) ? value[0] : value) === SURVEY_QUERY_ON;
}

/**
 * 'Without a prior page': the visit was not made from one of our own pages. A link followed
 * inside the site sends a Referer on our root domain (or a community of it) and Sec-Fetch-Site
 * same-origin / same-site; a link from another site, an e-mail or a typed address does neither.
 */
export function hasPriorPage(
  headers: { referer: string | null; secFetchSite: string | null },
  rootDomain: string,
): boolean {
  if (headers.secFetchSite === 'same-origin' || headers.secFetchSite === 'same-site') return true;
  return headers.referer !== null && isRootDomainUrl(headers.referer, rootDomain);
}

/**
 * Auto-survey mode (spec 2 §4): a visitor who is not signed in, arriving without a prior page on a
 * survey-mode link, goes to the survey view of an open, non-AMA challenge with no entry fee whose
 * catalyst has survey mode enabled, and which takes survey replies (spec 3 §5).
 */
export interface SurveyArrival {
  signedIn: boolean;
  /** hasPriorPage of the request. */
  priorPage: boolean;
  /** The link asks for survey mode (asksForSurvey of its query). */
  surveyLink: boolean;
}

export function autoSurvey(visit: SurveyArrival, challenge: SurveyFacts, flagOn: boolean): boolean {
  if (visit.signedIn || visit.priorPage || !visit.surveyLink) return false;
  if (challenge.closed || challenge.solution_format === 'ama' || challenge.idea_entry_fee_cents > 0 || !flagOn)
    return false;
  return surveyModeOffered(challenge, flagOn);
}

/** The answer's message, or null when it is fine (trimmed length counts). */
export function surveyAnswerError(answer: string): string | null {
  const length = graphemeCount(answer.trim());
  if (length < SURVEY_ANSWER_MIN) return SURVEY_MESSAGES.answerShort;
  if (length > SURVEY_ANSWER_MAX) return SURVEY_MESSAGES.answerLong;
  return null;
}
