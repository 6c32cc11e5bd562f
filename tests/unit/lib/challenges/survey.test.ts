import { describe, expect, test } from '@jest/globals';
import {
  asksForSurvey,
  autoSurvey,
  hasPriorPage,
  isCaptionTypeChallenge,
  SURVEY_ANSWER_MAX,
  SURVEY_ANSWER_MIN,
  SURVEY_MESSAGES,
  surveyAnswerError,
  surveyModeOffered,
  surveyShareUrl,
  type SurveyFacts,
} from '@/lib/challenges/survey';

const open: SurveyFacts = {
  solution_format: 'challenge',
  caption_solution_format: null,
  main_category: { slug: 'technology', name: 'Technology' },
  closed: false,
  idea_entry_fee_cents: 0,
};
const ROOT = 'nervus.localhost:3000';

describe('survey mode is offered (spec 3 §5)', () => {
  test('an open, free, ordinary question challenge with the flag on', () => {
    expect(surveyModeOffered(open, true)).toBe(true);
  });
  test('not with the flag off', () => {
    expect(surveyModeOffered(open, false)).toBe(false);
  });
  test('only for solution_format challenge', () => {
    for (const format of ['ama', 'qq', 'test-an-idea', 'improve-an-idea', 'suggestion', 'topic', 'caption']) {
      expect(surveyModeOffered({ ...open, solution_format: format }, true)).toBe(false);
    }
  });
  test('not when closed', () => {
    expect(surveyModeOffered({ ...open, closed: true }, true)).toBe(false);
  });
  test('not for a caption challenge: a caption or meme format, or a caption main category', () => {
    expect(surveyModeOffered({ ...open, caption_solution_format: 'caption' }, true)).toBe(false);
    expect(surveyModeOffered({ ...open, caption_solution_format: 'meme' }, true)).toBe(false);
    for (const name of ['Funny', 'Inspiring', 'Insightful', 'Shocking']) {
      expect(surveyModeOffered({ ...open, main_category: { slug: name.toLowerCase(), name } }, true)).toBe(false);
    }
  });
  test('not with an entry fee, from 1 cent', () => {
    expect(surveyModeOffered({ ...open, idea_entry_fee_cents: 1 }, true)).toBe(false);
  });
  test('caption type reads a missing category as no caption category', () => {
    expect(isCaptionTypeChallenge({ caption_solution_format: null, main_category: null })).toBe(false);
    expect(isCaptionTypeChallenge({ caption_solution_format: null, main_category: { slug: 'x', name: 'Funny' } })).toBe(
      true,
    );
  });
});

describe('the shared link', () => {
  test('carries survey=1 while the checkbox is on, and keeps the other query', () => {
    expect(surveyShareUrl('http://x.test/challenges/a?scout_id=4', true)).toBe(
      'http://x.test/challenges/a?scout_id=4&survey=1',
    );
    expect(surveyShareUrl('http://x.test/challenges/a?scout_id=4&survey=1', false)).toBe(
      'http://x.test/challenges/a?scout_id=4',
    );
  });
  test('asks for survey mode only with survey=1', () => {
    expect(asksForSurvey({ survey: '1' })).toBe(true);
    expect(asksForSurvey({ survey: ['1', '0'] })).toBe(true);
    expect(asksForSurvey({ survey: '0' })).toBe(false);
    expect(asksForSurvey({})).toBe(false);
  });
});

describe('a prior page: the visit came from one of our own pages', () => {
  test('a Referer on the root domain or a community', () => {
    expect(hasPriorPage({ referer: `http://${ROOT}/`, secFetchSite: null }, ROOT)).toBe(true);
    expect(hasPriorPage({ referer: `http://comedy.${ROOT}/challenges/x`, secFetchSite: null }, ROOT)).toBe(true);
  });
  test('Sec-Fetch-Site same-origin or same-site', () => {
    expect(hasPriorPage({ referer: null, secFetchSite: 'same-origin' }, ROOT)).toBe(true);
    expect(hasPriorPage({ referer: null, secFetchSite: 'same-site' }, ROOT)).toBe(true);
  });
  test('none: another site, a typed address or an e-mail link', () => {
    expect(hasPriorPage({ referer: 'https://twitter.com/', secFetchSite: 'cross-site' }, ROOT)).toBe(false);
    expect(hasPriorPage({ referer: null, secFetchSite: 'none' }, ROOT)).toBe(false);
    expect(hasPriorPage({ referer: null, secFetchSite: null }, ROOT)).toBe(false);
    expect(hasPriorPage({ referer: 'not a url', secFetchSite: null }, ROOT)).toBe(false);
  });
});

describe('auto-survey mode (spec 2 §4)', () => {
  const arrival = { signedIn: false, priorPage: false, surveyLink: true };
  test('a visitor from outside on a survey link of a qualifying challenge', () => {
    expect(autoSurvey(arrival, open, true)).toBe(true);
  });
  test('not for a signed-in visitor, one with a prior page, or a plain link', () => {
    expect(autoSurvey({ ...arrival, signedIn: true }, open, true)).toBe(false);
    expect(autoSurvey({ ...arrival, priorPage: true }, open, true)).toBe(false);
    expect(autoSurvey({ ...arrival, surveyLink: false }, open, true)).toBe(false);
  });
  test('not on a closed, AMA or paid challenge, nor for a catalyst without survey mode', () => {
    expect(autoSurvey(arrival, { ...open, closed: true }, true)).toBe(false);
    expect(autoSurvey(arrival, { ...open, solution_format: 'ama' }, true)).toBe(false);
    expect(autoSurvey(arrival, { ...open, idea_entry_fee_cents: 100 }, true)).toBe(false);
    expect(autoSurvey(arrival, open, false)).toBe(false);
  });
  test('not where the survey view takes no replies (a caption challenge, a QQ)', () => {
    expect(autoSurvey(arrival, { ...open, caption_solution_format: 'caption' }, true)).toBe(false);
    expect(autoSurvey(arrival, { ...open, solution_format: 'qq' }, true)).toBe(false);
  });
});

describe('the answer', () => {
  test(`${SURVEY_ANSWER_MIN} to ${SURVEY_ANSWER_MAX} characters, trimmed`, () => {
    expect(surveyAnswerError('ab')).toBe(SURVEY_MESSAGES.answerShort);
    expect(surveyAnswerError('  ab  ')).toBe(SURVEY_MESSAGES.answerShort);
    expect(surveyAnswerError('abc')).toBeNull();
    expect(surveyAnswerError('x'.repeat(SURVEY_ANSWER_MAX))).toBeNull();
    expect(surveyAnswerError('x'.repeat(SURVEY_ANSWER_MAX + 1))).toBe(SURVEY_MESSAGES.answerLong);
  });
});
