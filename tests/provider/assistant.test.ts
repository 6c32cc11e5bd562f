import { eq } from 'drizzle-orm';
import { ASSISTANT_MESSAGES, assistantSuggestionSchema, suggestChallenge } from '@/lib/challenges/assistant';
import { questionTitleError } from '@/lib/challenges/title';
import { FLAG } from '@/lib/contracts/flags';
import { featureFlags } from '@/server/provider/db/schema';
import { enableFlags, isFlagEnabled } from '@/server/provider/domain/flags';
import { dataOf, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
let token: string;
beforeAll(async () => {
  provider = await createTestProvider();
  token = await tokenFor(provider, 'MayaChen');
});
afterAll(async () => {
  await provider.close();
});

const PATH =
  '/challenges/assistant/suggest-challenge?categories=Local%20%26%20Civics,Transit&mandatory_keywords=night%20buses,shift%20work';
const setFlag = (enabled: boolean) =>
  provider.database.db.update(featureFlags).set({ enabled }).where(eq(featureFlags.name, FLAG.aiAssistant));

describe('GET /challenges/assistant/suggest-challenge (spec 2 §6, §7)', () => {
  test('off by default: 404, as if there were no assistant', async () => {
    expect(await isFlagEnabled(provider.database.db, FLAG.aiAssistant)).toBe(false);
    expect((await errorsOf(await provider.request(PATH, { token }), 404)).errors).toEqual([
      { field: '*', error: 'Not found' },
    ]);
  });

  test('signed-in only, whether the flag is on or off', async () => {
    await errorsOf(await provider.request(PATH), 401);
    await setFlag(true);
    await errorsOf(await provider.request(PATH), 401);
  });

  describe('with the developer flag on', () => {
    beforeAll(async () => {
      await setFlag(true);
    });
    afterAll(async () => {
      await setFlag(false);
    });

    test('answers the template engine’s suggestion for the categories and keywords', async () => {
      const suggestion = await dataOf(await provider.request(PATH, { token }), 200, assistantSuggestionSchema.strict());
      expect(suggestion).toEqual(
        suggestChallenge({ categories: ['Local & Civics', 'Transit'], keywords: ['night buses', 'shift work'] }),
      );
      expect(questionTitleError(suggestion.question_title)).toBeNull();
      expect(suggestion.question_title).toContain('night buses');
      expect(suggestion.tags).toEqual(['night buses', 'shift work', 'transit', 'local & civics']);
      // The same question asked again gets the same answer.
      expect(await dataOf(await provider.request(PATH, { token }), 200, assistantSuggestionSchema)).toEqual(suggestion);
    });

    test('keywords are optional; a category is not', async () => {
      await dataOf(
        await provider.request('/challenges/assistant/suggest-challenge?categories=Transit', { token }),
        200,
        assistantSuggestionSchema,
      );
      const res = await provider.request('/challenges/assistant/suggest-challenge?mandatory_keywords=buses', { token });
      expect((await errorsOf(res, 422)).errors).toEqual([
        { field: 'categories', error: ASSISTANT_MESSAGES.categoriesRequired },
      ]);
    });

    test('too many or too long keywords are a 422 on mandatory_keywords', async () => {
      const many = Array.from({ length: 11 }, (_, i) => `k${i}`).join(',');
      let res = await provider.request(
        `/challenges/assistant/suggest-challenge?categories=Transit&mandatory_keywords=${many}`,
        { token },
      );
      expect((await errorsOf(res, 422)).errors).toEqual([
        { field: 'mandatory_keywords', error: ASSISTANT_MESSAGES.tooMany('keywords') },
      ]);
      res = await provider.request(
        `/challenges/assistant/suggest-challenge?categories=Transit&mandatory_keywords=${'k'.repeat(101)}`,
        { token },
      );
      expect((await errorsOf(res, 422)).errors).toEqual([
        { field: 'mandatory_keywords', error: ASSISTANT_MESSAGES.tooLong('keywords') },
      ]);
    });

    test('another tool is 404', async () => {
      await errorsOf(await provider.request('/challenges/assistant/write-my-essay?categories=Transit', { token }), 404);
    });
  });
});

describe('ENABLE_FLAGS at provider start', () => {
  test('switches known flags on and ignores unknown names', async () => {
    await setFlag(false);
    expect(await enableFlags(provider.database.db, [FLAG.aiAssistant, 'no-such-flag'])).toEqual([FLAG.aiAssistant]);
    expect(await isFlagEnabled(provider.database.db, FLAG.aiAssistant)).toBe(true);
    expect(await enableFlags(provider.database.db, [])).toEqual([]);
    await setFlag(false);
  });
});
