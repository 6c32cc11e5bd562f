// Promoting ideas (spec 2 §2 'Saved QQs to promote', §4, §7): the catalyst of a QQ or suggestion box
// saves an idea as a promotion draft, once; others cannot; the drafts list filters by origin.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { draftSchema, draftSummarySchema, promotedIdeaSchema } from '@/lib/contracts/drafts';
import { challenges, ideas } from '@/server/provider/db/schema';
import { PROMOTE_MESSAGES } from '@/server/provider/domain/idea-promotion';
import { dataOf, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

async function challengeWithIdeas(where: ReturnType<typeof eq>) {
  const [challenge] = await provider.database.db.select().from(challenges).where(where).limit(1);
  const list = await provider.database.db
    .select()
    .from(ideas)
    .where(and(eq(ideas.challengeId, challenge.id), eq(ideas.declined, false)));
  return { challenge, ideas: list };
}

test('the catalyst of a QQ saves an idea to promote, once; it is listed with the promotions only', async () => {
  const { challenge, ideas: list } = await challengeWithIdeas(eq(challenges.solutionFormat, 'qq'));
  const token = await tokenFor(provider, 'AdaLovelace');
  const path = `/challenges/${challenge.slug}/ideas/${list[0].id}/promote`;
  const first = await dataOf(await provider.request(path, { method: 'POST', token }), 201, promotedIdeaSchema);
  const again = await dataOf(await provider.request(path, { method: 'POST', token }), 200, promotedIdeaSchema);
  expect(again).toEqual(first);

  const draft = await dataOf(await provider.request(`/drafts/${first.draft_id}`, { token }), 200, draftSchema);
  expect(draft).toMatchObject({ origin: 'qq', platform: 'nervus', title: list[0].title.replace(/\?$/, '') });
  expect(draft.content.challenge).toMatchObject({
    platform_category: challenge.mainCategoryId,
    question_detail: list[0].description,
    step: 'question-description',
  });

  const promoted = await dataOf(
    await provider.request(`/challenges/${challenge.slug}/promoted`, { token }),
    200,
    z.array(promotedIdeaSchema),
  );
  expect(promoted).toEqual([first]);
  const promotions = await dataOf(
    await provider.request('/drafts?origin=qq,challenge-promotion-flow', { token }),
    200,
    z.array(draftSummarySchema),
  );
  expect(promotions.map((d) => d.id)).toContain(first.draft_id);
  const saved = await dataOf(
    await provider.request('/drafts?origin=challenge-creation-flow', { token }),
    200,
    z.array(draftSummarySchema),
  );
  expect(saved.map((d) => d.id)).not.toContain(first.draft_id);
  expect((await errorsOf(await provider.request('/drafts?origin=elsewhere', { token }), 422)).errors[0].field).toBe(
    'origin',
  );
});

test('others cannot promote; a standard challenge’s ideas are not promotable; unknown ideas are 404', async () => {
  const { challenge, ideas: list } = await challengeWithIdeas(eq(challenges.solutionFormat, 'qq'));
  const path = `/challenges/${challenge.slug}/ideas/${list[1].id}/promote`;
  expect((await provider.request(path, { method: 'POST' })).status).toBe(401);
  const other = await tokenFor(provider, 'MayaChen');
  expect((await errorsOf(await provider.request(path, { method: 'POST', token: other }), 403)).errors[0].error).toBe(
    PROMOTE_MESSAGES.notOwner,
  );
  expect(
    await dataOf(
      await provider.request(`/challenges/${challenge.slug}/promoted`, { token: other }),
      200,
      z.array(promotedIdeaSchema),
    ),
  ).toEqual([]);

  const standard = await challengeWithIdeas(
    and(eq(challenges.solutionFormat, 'challenge'), eq(challenges.challengeFormat, 'standard'))!,
  );
  const [owner] = await provider.database.db.query.users.findMany({
    where: (u, { eq: is }) => is(u.id, standard.challenge.catalystId),
    limit: 1,
  });
  const ownerToken = await tokenFor(provider, owner.screenName);
  const refused = await provider.request(
    `/challenges/${standard.challenge.slug}/ideas/${standard.ideas[0].id}/promote`,
    { method: 'POST', token: ownerToken },
  );
  expect((await errorsOf(refused, 409)).errors[0].error).toBe(PROMOTE_MESSAGES.notPromotable);
  const token = await tokenFor(provider, 'AdaLovelace');
  await errorsOf(
    await provider.request(`/challenges/${challenge.slug}/ideas/999999/promote`, { method: 'POST', token }),
    404,
  );
  // An idea of another challenge is not this challenge's.
  await errorsOf(
    await provider.request(`/challenges/${challenge.slug}/ideas/${standard.ideas[0].id}/promote`, {
      method: 'POST',
      token,
    }),
    404,
  );
});
