// The four variants and their hiding rules (spec 2 §2, §4, §5): caption, comedy, QQ and
// improve-an-idea; the image rule with the article fill; categories that change the form.
import type { Category } from '@/lib/contracts/platform';
import { challengeCreateSchema } from '@/lib/contracts/challenge-create';
import { categoryTraits, filterCategories, findCategory } from '@/lib/challenges/categories';
import {
  emptyDraft,
  formatForRoute,
  recoverDraft,
  serialiseDraft,
  toCreateBody,
  withCategory,
  withFormat,
  type ChallengeDraft,
} from '@/lib/challenges/draft';
import { isStepComplete, isStepEnabled, nextStep, stepIssue } from '@/lib/challenges/steps';
import { challengeErrors, effectiveImage } from '@/lib/challenges/validation';
import { CAPTION_TITLE, visibleSteps } from '@/lib/challenges/variants';

const now = new Date('2026-03-01T10:00:00Z');
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
  {
    ...leaf(10, 'humor', 'Humor'),
    subcategories: [leaf(11, 'stand-up', 'Stand-up & Jokes'), leaf(12, 'captions-and-memes', 'Captions & Memes')],
  },
  {
    ...leaf(20, 'technology', 'Technology'),
    subcategories: [leaf(21, 'apps-and-software', 'Apps & Software'), leaf(22, 'ai-and-automation', 'AI & Automation')],
  },
];
const traitsOf = (id: number) => categoryTraits(findCategory(tree, id));

function ready(format: ChallengeDraft['solution_format'], categoryId = 21): ChallengeDraft {
  return {
    ...withCategory(emptyDraft(format, now), categoryId, traitsOf(categoryId)),
    question_title: 'What could make an unusual app',
    question_detail: 'Details.',
    primary_image: '/images/library/full/a-bright-idea.jpg',
    idea: { title: 'An idea', description: 'Described.' },
  };
}

describe('category traits', () => {
  test('caption by slug, comedy and local civics by group', () => {
    expect(traitsOf(12)).toEqual({ caption: true, comedy: true, localCivics: false });
    expect(traitsOf(11)).toEqual({ caption: false, comedy: true, localCivics: false });
    expect(traitsOf(2)).toEqual({ caption: false, comedy: false, localCivics: true });
    expect(traitsOf(21)).toEqual({ caption: false, comedy: false, localCivics: false });
  });

  test('a caption category sets the caption format, the title and clears the detail; another sets null', () => {
    const typed = { ...emptyDraft('challenge', now), question_detail: 'typed' };
    const caption = withCategory(typed, 12, traitsOf(12));
    expect(caption).toMatchObject({
      caption_solution_format: 'caption',
      question_title: CAPTION_TITLE,
      question_detail: '',
      comedy: true,
    });
    expect(withCategory(caption, 21, traitsOf(21)).caption_solution_format).toBeNull();
    // Choosing it again keeps a chosen meme.
    expect(
      withCategory({ ...caption, caption_solution_format: 'meme' }, 12, traitsOf(12)).caption_solution_format,
    ).toBe('meme');
  });

  test('the place is kept only for local civics', () => {
    expect(withCategory(emptyDraft('challenge', now), 2, traitsOf(2), 'Portland, Oregon, United States').location).toBe(
      'Portland, Oregon, United States',
    );
    expect(withCategory(emptyDraft('challenge', now), 21, traitsOf(21), 'Portland').location).toBeNull();
  });

  test('fuzzy search over name and slug: a typo still finds, unrelated text does not', () => {
    expect(filterCategories(tree, 'tranzit').map((e) => e.category.id)).toEqual([2]);
    expect(filterCategories(tree, 'captions-and').map((e) => e.category.id)).toEqual([12]);
    expect(filterCategories(tree, 'qqqqqq')).toEqual([]);
  });
});

describe('hidden steps', () => {
  test('caption challenges skip question, assumptions, scale, article and the optional idea', () => {
    expect(visibleSteps(ready('challenge', 12))).toEqual([
      'category',
      'image',
      'duration',
      'money-prizes',
      'caption-format',
      'publish',
      'share',
    ]);
    // A test-an-idea caption keeps its idea.
    expect(visibleSteps(ready('test-an-idea', 12))).toEqual([
      'category',
      'your-idea',
      'image',
      'duration',
      'money-prizes',
      'caption-format',
      'publish',
      'share',
    ]);
    // A QQ has no caption format.
    expect(visibleSteps(ready('qq', 12))).toEqual([
      'category',
      'question-description',
      'image',
      'duration',
      'money-prizes',
      'publish',
      'share',
    ]);
  });

  test('comedy drops the assumptions; caption format only for captions', () => {
    expect(visibleSteps(ready('challenge', 11))).not.toContain('assumptions');
    expect(visibleSteps(ready('challenge', 21))).toContain('assumptions');
    expect(visibleSteps(ready('challenge', 21))).not.toContain('caption-format');
    expect(nextStep('category', ready('challenge', 12))).toBe('image');
  });

  test('a hidden step’s data is not sent', () => {
    const draft = {
      ...ready('challenge', 11),
      question_title: 'What could be an unusual joke',
      assumption_who: 'w'.repeat(120),
      improve_purpose_idea: 'purpose',
    };
    const body = toCreateBody(draft, 'nervus');
    expect(body.assumption_who).toBe('');
    expect(body.improve_purpose_idea).toBe('');
    expect(
      toCreateBody({ ...ready('qq'), question_title: 'What could be an unusual app' }, 'nervus'),
    ).not.toHaveProperty('idea');
    const caption = toCreateBody(ready('challenge', 12), 'nervus');
    expect(caption).toMatchObject({
      question_title: `${CAPTION_TITLE}?`,
      question_detail: '',
      caption_solution_format: 'caption',
      caption_reaction_type: 'funny',
      article: null,
    });
    expect(toCreateBody(ready('challenge'), 'nervus').caption_reaction_type).toBeNull();
    expect(challengeCreateSchema.safeParse(caption).success).toBe(true);
  });
});

describe('improve-an-idea', () => {
  test('category, idea, purpose and question open at once; the rest once the description is written', () => {
    const draft = { ...ready('improve-an-idea'), question_detail: '', idea: { title: '', description: '' } };
    for (const step of ['category', 'your-idea', 'purpose', 'question-description'] as const)
      expect(isStepEnabled(step, draft, null)).toBe(true);
    for (const step of ['assumptions', 'image', 'duration', 'publish'] as const)
      expect(isStepEnabled(step, draft, null)).toBe(false);
    expect(isStepEnabled('image', { ...draft, question_detail: 'Written.' }, null)).toBe(false); // the idea is still missing
    expect(isStepEnabled('image', ready('improve-an-idea'), null)).toBe(true);
    // The category step stays open after publishing, to improve another idea.
    expect(isStepEnabled('category', draft, 'slug')).toBe(true);
    expect(isStepEnabled('category', ready('challenge'), 'slug')).toBe(false);
  });

  test('the idea is required, the purpose optional up to 1024 characters', () => {
    expect(stepIssue('your-idea', { ...ready('improve-an-idea'), idea: { title: '', description: '' } })).toBe(
      'This field is required',
    );
    expect(stepIssue('purpose', { ...ready('improve-an-idea'), improve_purpose_idea: 'p'.repeat(1024) })).toBeNull();
    expect(stepIssue('purpose', { ...ready('improve-an-idea'), improve_purpose_idea: 'p'.repeat(1025) })).toBe(
      'Use at most 1024 characters.',
    );
  });
});

describe('image and the article fill (spec 2 §5)', () => {
  const article = {
    title: 'A',
    description: '',
    url: 'https://example.com/a',
    image_url: 'https://example.com/a.jpg',
    keywords: [],
  };
  test('required: own image, or for non-caption challenges the article’s', () => {
    const none = { ...ready('challenge'), primary_image: null };
    // The Article Source step comes later and may bring a picture: the Image step lets the person on,
    // the stepper does not count it done, and publishing still needs a picture.
    expect(stepIssue('image', none)).toBeNull();
    expect(isStepComplete('image', none, null)).toBe(false);
    expect(challengeErrors(none)).toEqual([{ field: 'primary_image', error: 'Image missing' }]);
    expect(isStepEnabled('article-source', none, null)).toBe(true);
    // Without an Article step (QQ, caption, test-an-idea) the Image step holds.
    expect(stepIssue('image', { ...ready('qq'), primary_image: null })).toBe('Image missing');
    expect(stepIssue('image', { ...ready('test-an-idea'), primary_image: null })).toBe('Image missing');
    expect(effectiveImage({ ...none, article })).toBe(article.image_url);
    expect(stepIssue('image', { ...none, article })).toBeNull();
    expect(effectiveImage({ ...ready('challenge', 12), primary_image: null, article })).toBeNull();
    // An article kept from another variant does not count where the Article step is hidden.
    expect(effectiveImage({ ...ready('qq'), primary_image: null, article })).toBeNull();
  });

  test('the body fills the primary image from the article and the article image from the primary image', () => {
    expect(toCreateBody({ ...ready('challenge'), primary_image: null, article }, 'nervus').primary_image).toBe(
      article.image_url,
    );
    const body = toCreateBody({ ...ready('challenge'), article: { ...article, image_url: null } }, 'nervus');
    expect(body.article?.image_url).toBe('/images/library/full/a-bright-idea.jpg');
    // Our own picture's path is a valid article image for the shared schema.
    expect(challengeCreateSchema.safeParse(body).success).toBe(true);
  });

  test('the schema refuses an image address that is neither ours nor http(s)', () => {
    const body = toCreateBody(ready('challenge'), 'nervus');
    expect(challengeCreateSchema.safeParse(body).success).toBe(true);
    for (const primary_image of [
      'javascript:alert(1)',
      '//evil.example/x.png',
      'data:image/png;base64,AA',
      'https://tracker.example/pixel.gif',
      '/api/me',
    ]) {
      expect(challengeCreateSchema.safeParse({ ...body, primary_image }).success).toBe(false);
    }
  });

  test('every variant is valid when complete', () => {
    for (const format of ['challenge', 'test-an-idea', 'improve-an-idea', 'qq'] as const)
      expect(challengeErrors(ready(format))).toEqual([]);
  });
});

describe('variant across routes (spec 2 §4)', () => {
  test('the test-idea route is always test-an-idea; create keeps a tool but not test-an-idea', () => {
    expect(formatForRoute('qq', 'challenge')).toBe('qq');
    expect(formatForRoute('improve-an-idea', 'challenge')).toBe('improve-an-idea');
    expect(formatForRoute('test-an-idea', 'challenge')).toBe('challenge');
    expect(formatForRoute('qq', 'test-an-idea')).toBe('test-an-idea');
    const recovered = recoverDraft(serialiseDraft(ready('qq')), 'challenge', now, tree)!;
    expect(recovered.solution_format).toBe('qq');
  });

  test('choosing a tool keeps what was typed and goes back to the category step', () => {
    const switched = withFormat({ ...ready('challenge'), step: 'duration' }, 'qq');
    expect(switched).toMatchObject({ solution_format: 'qq', step: 'category', question_detail: 'Details.' });
  });

  test('a recovered caption draft takes its traits from the tree', () => {
    const recovered = recoverDraft(
      JSON.stringify({ ...ready('challenge', 12), comedy: false, caption_solution_format: null }),
      'challenge',
      now,
      tree,
    )!;
    expect(recovered).toMatchObject({ comedy: true, caption_solution_format: 'caption' });
  });
});

describe('caption title set aside (spec 2 §2)', () => {
  test('a caption category sets the title aside; another category or variant puts it back', () => {
    const typed = {
      ...withCategory(emptyDraft('challenge', now), 21, traitsOf(21)),
      question_title: 'What could be mine',
      question_detail: 'Mine.',
    };
    const caption = withCategory(typed, 12, traitsOf(12));
    expect(caption.question_title).toBe(CAPTION_TITLE);
    expect(withCategory(caption, 21, traitsOf(21))).toMatchObject({
      question_title: 'What could be mine',
      question_detail: 'Mine.',
      caption_set_aside: null,
    });
    expect(withFormat(caption, 'qq')).toMatchObject({ question_title: 'What could be mine', question_detail: 'Mine.' });
  });

  test('QQ and improve-an-idea never become caption challenges', () => {
    const qq = { ...withCategory(emptyDraft('qq', now), 21, traitsOf(21)), question_title: 'What could be mine' };
    expect(withCategory(qq, 12, traitsOf(12)).question_title).toBe('What could be mine');
    expect(visibleSteps(ready('improve-an-idea', 12))).not.toContain('caption-format');
    expect(visibleSteps(ready('improve-an-idea', 12))).toContain('question-description');
  });

  test('the category decides: a body claiming caption on another category still needs details', () => {
    const claimed = { ...ready('challenge'), caption_solution_format: 'caption' as const, question_detail: '' };
    expect(challengeErrors({ ...claimed, caption: false }).map((e) => e.field)).toContain('question_detail');
    expect(challengeErrors({ ...ready('challenge', 12), caption_solution_format: null, caption: true })).toContainEqual(
      { field: 'caption_solution_format', error: 'Caption missing' },
    );
  });
});
