import type { Category } from '@/lib/contracts/platform';
import { challengeCreateSchema } from '@/lib/contracts/challenge-create';
import { filterCategories, findCategory, categoryBreadcrumb } from '@/lib/challenges/categories';
import { copyOfChallenge } from '@/lib/challenges/draft-copy';
import {
  emptyDraft,
  LOCAL_DRAFT_KEY,
  openServerDraft,
  recoverDraft,
  serialiseDraft,
  shouldSaveDraft,
  toCreateBody,
  type ChallengeDraft,
} from '@/lib/challenges/draft';
import { DAY_MS, durationDays, durationFromDays } from '@/lib/challenges/duration';
import { isStepComplete, isStepEnabled, resumeStep, stepIssue, VARIANT_STEPS } from '@/lib/challenges/steps';

const now = new Date('2025-03-01T10:00:00.000Z');
const leaf = (id: number, slug: string, name: string): Category => ({
  id,
  category: slug,
  name,
  slug,
  description: '',
  icon: null,
  related_platform: null,
  subcategories: [],
});
const tree: Category[] = [
  {
    ...leaf(1, 'local-civics', 'Local & Civics'),
    subcategories: [leaf(2, 'transit', 'Transit'), leaf(3, 'public-spaces', 'Public Spaces')],
  },
  { ...leaf(4, 'technology', 'Technology'), subcategories: [leaf(5, 'apps-and-software', 'Apps & Software')] },
];

function complete(format: ChallengeDraft['solution_format'] = 'challenge'): ChallengeDraft {
  return {
    ...emptyDraft(format, now),
    platform_category: 2,
    question_title: 'What could make buses faster',
    question_detail: 'Buses crawl in traffic.',
    idea: { title: 'Bus lanes', description: 'Paint them red.' },
    primary_image: '/images/library/full/a-bright-idea.jpg',
    // Tool challenges use a suggested word (spec 2 §5).
    ...(format === 'challenge' ? {} : { question_title: 'What could make buses unexpectedly faster' }),
  };
}

describe('steps', () => {
  test('each variant has its steps in the spec’s order', () => {
    expect(VARIANT_STEPS.challenge).toEqual([
      'category',
      'question-description',
      'assumptions',
      'image',
      'your-idea',
      'innovation-scale',
      'article-source',
      'duration',
      'money-prizes',
      'caption-format',
      'publish',
      'share',
    ]);
    expect(VARIANT_STEPS.qq).toEqual([
      'category',
      'question-description',
      'image',
      'duration',
      'money-prizes',
      'publish',
      'share',
    ]);
    expect(VARIANT_STEPS['test-an-idea']).toEqual([
      'category',
      'your-idea',
      'question-description',
      'assumptions',
      'image',
      'innovation-scale',
      'duration',
      'money-prizes',
      'caption-format',
      'publish',
      'share',
    ]);
    expect(VARIANT_STEPS['improve-an-idea']).toEqual([
      'category',
      'your-idea',
      'purpose',
      'question-description',
      'assumptions',
      'image',
      'innovation-scale',
      'article-source',
      'duration',
      'money-prizes',
      'publish',
      'share',
    ]);
  });

  test('a step opens when the steps before it are complete; Next waits for the step’s rule', () => {
    const draft = emptyDraft('challenge', now);
    expect(stepIssue('category', draft)).toBe('Category missing');
    expect(isStepEnabled('question-description', draft, null)).toBe(false);
    const chosen = { ...draft, platform_category: 2 };
    expect(isStepEnabled('question-description', chosen, null)).toBe(true);
    expect(stepIssue('question-description', chosen)).toBe('This field is required');
    expect(isStepEnabled('publish', chosen, null)).toBe(false);
    expect(isStepEnabled('publish', complete(), null)).toBe(true);
    expect(stepIssue('question-description', { ...complete(), question_title: 'Why are buses slow' })).toBe(
      'Your title should contain either "How could" or "What could"',
    );
  });

  test('once published only Share is open, and everything counts as complete', () => {
    for (const step of VARIANT_STEPS.challenge) {
      expect(isStepEnabled(step, complete(), 'slug')).toBe(step === 'share');
      expect(isStepComplete(step, emptyDraft('challenge', now), 'slug')).toBe(true);
    }
    expect(isStepEnabled('share', complete(), null)).toBe(false);
  });

  test('the test-idea variant needs the idea before the question', () => {
    const draft = { ...complete('test-an-idea'), idea: { title: '', description: '' } };
    expect(stepIssue('your-idea', draft)).toBe('This field is required');
    expect(isStepEnabled('question-description', draft, null)).toBe(false);
    expect(resumeStep(draft, 'duration')).toBe('your-idea');
    expect(resumeStep(complete('test-an-idea'), 'duration')).toBe('duration');
  });
});

describe('local draft', () => {
  test('is saved only once a category is chosen', () => {
    expect(LOCAL_DRAFT_KEY).toBe('challenge:creation-flow:draft');
    expect(shouldSaveDraft(emptyDraft('challenge', now))).toBe(false);
    expect(shouldSaveDraft(complete())).toBe(true);
  });

  test('is recovered for the route’s format, with its step and a re-initialised duration', () => {
    const saved = serialiseDraft({ ...complete('test-an-idea'), ...durationFromDays(now, 15), step: 'duration' });
    const later = new Date(now.getTime() + 2 * DAY_MS);
    const recovered = recoverDraft(saved, 'challenge', later, tree)!;
    expect(recovered.solution_format).toBe('challenge');
    expect(recovered.step).toBe('duration');
    expect(recovered.idea.title).toBe('Bus lanes');
    expect(recovered.duration_start).toBe(later.toISOString());
    expect(durationDays(recovered)).toBe(15);
  });

  test('a draft with an unknown category, broken JSON or nothing stored is not recovered', () => {
    expect(recoverDraft(serialiseDraft(complete()), 'challenge', now, tree.slice(1))).toBeNull();
    expect(recoverDraft('{not json', 'challenge', now, tree)).toBeNull();
    expect(recoverDraft(null, 'challenge', now, tree)).toBeNull();
    const odd = recoverDraft(
      JSON.stringify({ platform_category: 2, question_title: 42, step: 'nowhere', steps: { bogus: true } }),
      'challenge',
      now,
      tree,
    )!;
    expect(odd.question_title).toBe('What could');
    expect(odd.step).toBe('question-description');
    expect(odd.steps).toEqual({});
  });
});

describe('the request body', () => {
  test('is normalised before sending and passes the shared schema', () => {
    const body = toCreateBody(
      { ...complete('test-an-idea'), question_title: '  What could make buses unusually fast  ' },
      'nervus',
    );
    expect(body).toMatchObject({
      platform_domain: 'nervus',
      innovation_scale: 'blue-sky',
      question_title: 'What could make buses unusually fast?',
      idea: { title: 'Bus lanes' },
    });
    const parsed = challengeCreateSchema.parse(body);
    expect(parsed.question_title).toBe('What could make buses unusually fast?');
    // The default form's own idea is optional: sent when written, not when empty.
    expect(toCreateBody(complete(), 'nervus')).toHaveProperty('idea');
    expect(toCreateBody({ ...complete(), idea: { title: ' ', description: '' } }, 'nervus')).not.toHaveProperty('idea');
  });

  test('the schema reports every rule with its message and drops an idea outside test-an-idea', () => {
    const result = challengeCreateSchema.safeParse({
      ...toCreateBody(complete(), 'nervus'),
      question_title: 'Why',
      question_detail: '',
      platform_category: null,
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['platform_category', 'Category missing'],
      ['question_title', 'Your title should contain either "How could" or "What could"'],
      ['question_detail', 'This field is required'],
    ]);
    const wrongTypes = challengeCreateSchema.safeParse({
      solution_format: 'topic',
      platform_domain: 'nervus',
      platform_category: 'x',
    });
    expect(wrongTypes.error!.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['solution_format', 'platform_category', 'question_title', 'duration_end']),
    );
    expect(
      challengeCreateSchema.parse({ ...toCreateBody(complete('qq'), 'nervus'), idea: { title: 'x', description: 'y' } })
        .idea,
    ).toBeUndefined();
  });
});

describe('categories', () => {
  test('find, breadcrumb and a filter over name and slug', () => {
    expect(categoryBreadcrumb(findCategory(tree, 2))).toBe('Local & Civics › Transit');
    expect(findCategory(tree, null)).toBeNull();
    expect(filterCategories(tree, 'TRANS').map((e) => e.category.id)).toEqual([2]);
    expect(filterCategories(tree, 'apps-and').map((e) => e.category.id)).toEqual([5]);
    expect(filterCategories(tree, 'a', tree[0]).map((e) => e.category.id)).toEqual([2, 3]);
    expect(filterCategories(tree, 'zzz')).toEqual([]);
    expect(filterCategories(tree, '  ')).toEqual([]);
  });
});

describe('server drafts in the form (spec 2 §4)', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  test('a saved draft opens on step 2 of its variant, linked to its id; its category must be here', () => {
    const saved: ChallengeDraft = {
      ...emptyDraft('challenge', now),
      platform_category: 2,
      question_title: 'What could x',
      step: 'duration',
    };
    const opened = openServerDraft(7, JSON.parse(serialiseDraft(saved)), 'challenge', now, tree)!;
    expect(opened.step).toBe('question-description');
    expect(opened.server_draft_id).toBe(7);
    expect(opened.question_title).toBe('What could x');
    expect(openServerDraft(7, saved, 'test-an-idea', now, tree)!.step).toBe('your-idea');
    expect(openServerDraft(7, saved, 'challenge', now, tree.slice(1))).toBeNull();
    expect(openServerDraft(7, 'not an object', 'challenge', now, tree)).toBeNull();
  });
  test('publishing names the server draft, so it is removed with the publish', () => {
    const draft = { ...emptyDraft('challenge', now), platform_category: 2 };
    expect(toCreateBody(draft, 'nervus')).not.toHaveProperty('draft_id');
    expect(toCreateBody({ ...draft, server_draft_id: 7 }, 'nervus').draft_id).toBe(7);
  });
});

describe('copying a published challenge (spec 2 §4)', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const source = {
    solution_format: 'test-an-idea',
    category_id: 4,
    question_title: 'How could a bus stop earn its keep?',
    question_detail: 'Details',
    innovation_scale: 'moonshot',
    article: null,
    prize_type: 'money',
    prize_money_cents: 125050,
    prize_title: null,
    prize_description: null,
    idea_entry_fee_cents: 200,
    duration_days: 15,
  };
  test('the question, category, scale, prize and length come along; the idea and the ? do not', () => {
    const copy = copyOfChallenge(source, now);
    expect(copy).toMatchObject({
      solution_format: 'test-an-idea',
      platform_category: 4,
      question_title: 'How could a bus stop earn its keep',
      innovation_scale: 'moonshot',
      prize_type: 'money',
      prize_money: '1250.50',
      idea_entry_fee: '2',
      idea: { title: '', description: '' },
      step: 'your-idea',
      server_draft_id: null,
    });
    expect(Date.parse(copy.duration_end) - Date.parse(copy.duration_start)).toBe(15 * 86_400_000);
  });
  test('unknown formats, scales and prize types fall back to the defaults', () => {
    const copy = copyOfChallenge(
      { ...source, solution_format: 'ama', innovation_scale: 'huge', prize_type: 'yacht', prize_money_cents: 0 },
      now,
    );
    expect(copy).toMatchObject({
      solution_format: 'challenge',
      innovation_scale: '',
      prize_type: 'points',
      prize_money: '0',
      step: 'question-description',
    });
  });
});
