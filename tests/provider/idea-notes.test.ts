// Saved ideas (the Nerve-on A-ha notebook), idea iterations and the catalyst's idea review with
// its iteration requests (lib/contracts/idea-notes.ts), through the HTTP API.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  catalystIdeaContentsSchema,
  catalystIdeasSchema,
  IDEA_NOTE_TEXTS,
  IDEA_VERSIONS_MAX,
  ideaIterationsSchema,
  iterationRequestSchema,
  ITERATION_NOTE_MAX,
  SAVED_IDEAS_MAX,
  savedIdeaListSchema,
  savedIdeaSchema,
} from '@/lib/contracts/idea-notes';
import { CREATE_MESSAGES, tooLong } from '@/lib/challenges/messages';
import { challenges, ideas, notifications, savedIdeas } from '@/server/provider/db/schema';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { makeChallengeWithIdeas } from './fixtures';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
const tokens: Record<string, string> = {};
const NAMES = ['AdaLovelace', 'MayaChen', 'TheoBrooks'] as const;
beforeAll(async () => {
  provider = await createTestProvider();
  for (const name of NAMES) tokens[name] = await tokenFor(provider, name);
});
afterAll(async () => {
  await provider.close();
});

const call = (path: string, who: string | null, init: { method?: string; body?: unknown } = {}) =>
  provider.request(path, { ...init, token: who ? tokens[who] : undefined });
const firstError = async (res: Response, status: number) => (await errorsOf(res, status)).errors[0].error;
const closeChallenge = (id: number) =>
  provider.database.db.update(challenges).set({ isClosed: true }).where(eq(challenges.id, id));

describe('saved ideas (Nerve-on A-ha)', () => {
  test('an own idea is written down private or public; others see only the public ones', async () => {
    const priv = await dataOf(
      await call('/me/saved-ideas', 'AdaLovelace', { body: { title: 'Solar benches', description: 'Charge phones' } }),
      201,
      savedIdeaSchema,
    );
    expect(priv).toMatchObject({ visibility: 'private', title: 'Solar benches', idea: null });
    const pub = await dataOf(
      await call('/me/saved-ideas', 'AdaLovelace', { body: { title: 'Library of tools', visibility: 'public' } }),
      201,
      savedIdeaSchema,
    );
    const mine = await dataOf(await call('/me/saved-ideas', 'AdaLovelace'), 200, savedIdeaListSchema);
    expect(mine.map((s) => s.id)).toEqual(expect.arrayContaining([priv.id, pub.id]));
    const onlyPrivate = await dataOf(
      await call('/me/saved-ideas?visibility=private', 'AdaLovelace'),
      200,
      savedIdeaListSchema,
    );
    expect(onlyPrivate.every((s) => s.visibility === 'private')).toBe(true);
    const seen = await dataOf(await call('/saved-ideas/AdaLovelace', 'TheoBrooks'), 200, savedIdeaListSchema);
    expect(seen.map((s) => s.title)).toContain('Library of tools');
    expect(seen.map((s) => s.title)).not.toContain('Solar benches');
    // Made public, it shows; someone else cannot change or remove it.
    await dataOf(
      await call(`/me/saved-ideas/${priv.id}`, 'AdaLovelace', { method: 'PATCH', body: { visibility: 'public' } }),
      200,
      savedIdeaSchema,
    );
    expect(
      (await dataOf(await call('/saved-ideas/AdaLovelace', 'TheoBrooks'), 200, savedIdeaListSchema)).map((s) => s.id),
    ).toContain(priv.id);
    await errorsOf(await call(`/me/saved-ideas/${priv.id}`, 'TheoBrooks', { method: 'DELETE' }), 404);
    await dataOf(await call(`/me/saved-ideas/${priv.id}`, 'AdaLovelace', { method: 'DELETE' }), 200, z.unknown());
    expect(
      (await dataOf(await call('/me/saved-ideas', 'AdaLovelace'), 200, savedIdeaListSchema)).map((s) => s.id),
    ).not.toContain(priv.id);
    await errorsOf(await call('/me/saved-ideas', null), 401);
  });

  test('title 180 characters is kept, 181 refused; description 5000 kept, 5001 refused', async () => {
    const ok180 = await call('/me/saved-ideas', 'AdaLovelace', { body: { title: 'a'.repeat(180) } });
    await dataOf(ok180, 201, savedIdeaSchema);
    expect(
      await firstError(await call('/me/saved-ideas', 'AdaLovelace', { body: { title: 'a'.repeat(181) } }), 422),
    ).toBe(tooLong(180));
    await dataOf(
      await call('/me/saved-ideas', 'AdaLovelace', { body: { title: 'Long', description: 'd'.repeat(5000) } }),
      201,
      savedIdeaSchema,
    );
    expect(
      await firstError(
        await call('/me/saved-ideas', 'AdaLovelace', { body: { title: 'Long', description: 'd'.repeat(5001) } }),
        422,
      ),
    ).toBe(tooLong(5000));
    expect(await firstError(await call('/me/saved-ideas', 'AdaLovelace', { body: { title: '  ' } }), 422)).toBe(
      IDEA_NOTE_TEXTS.required,
    );
  });

  test("someone's idea is kept once its challenge closes, once per player; my own any time", async () => {
    const { c, ideaIds } = await makeChallengeWithIdeas(provider, ['TheoBrooks', 'AdaLovelace']);
    const [theos, adas] = ideaIds;
    expect(await firstError(await call('/me/saved-ideas', 'AdaLovelace', { body: { idea_id: theos } }), 422)).toBe(
      IDEA_NOTE_TEXTS.notReadable,
    );
    const own = await dataOf(
      await call('/me/saved-ideas', 'AdaLovelace', { body: { idea_id: adas } }),
      201,
      savedIdeaSchema,
    );
    expect(own.idea).toMatchObject({ id: adas, author: null });
    await closeChallenge(c.id);
    const kept = await dataOf(
      await call('/me/saved-ideas', 'AdaLovelace', { body: { idea_id: theos, visibility: 'public' } }),
      201,
      savedIdeaSchema,
    );
    expect(kept).toMatchObject({ title: "TheoBrooks's idea", idea: { id: theos, author: { handle: 'TheoBrooks' } } });
    expect(await firstError(await call('/me/saved-ideas', 'AdaLovelace', { body: { idea_id: theos } }), 409)).toBe(
      IDEA_NOTE_TEXTS.alreadyKept,
    );
    await errorsOf(await call('/me/saved-ideas', 'AdaLovelace', { body: { idea_id: 999_999_999 } }), 404);
  });

  test('the public notebook never unmasks an author of an open challenge, nor shows a hidden idea', async () => {
    const open = await makeChallengeWithIdeas(provider, ['TheoBrooks']);
    const gone = await makeChallengeWithIdeas(provider, ['TheoBrooks']);
    for (const id of [open.ideaIds[0], gone.ideaIds[0]])
      await dataOf(
        await call('/me/saved-ideas', 'TheoBrooks', { body: { idea_id: id, visibility: 'public' } }),
        201,
        savedIdeaSchema,
      );
    await closeChallenge(gone.c.id);
    await provider.database.db.update(ideas).set({ hiddenAt: new Date() }).where(eq(ideas.id, gone.ideaIds[0]));
    const publicIds = async () =>
      (await dataOf(await call('/saved-ideas/TheoBrooks', 'MayaChen'), 200, savedIdeaListSchema)).map(
        (s) => s.idea?.id,
      );
    expect(await publicIds()).not.toContain(open.ideaIds[0]);
    expect(await publicIds()).not.toContain(gone.ideaIds[0]);
    // Theo still has both in his own notebook.
    const mine = (await dataOf(await call('/me/saved-ideas', 'TheoBrooks'), 200, savedIdeaListSchema)).map(
      (s) => s.idea?.id,
    );
    expect(mine).toEqual(expect.arrayContaining([open.ideaIds[0], gone.ideaIds[0]]));
    // Once its challenge closes, the open one shows with its author.
    await closeChallenge(open.c.id);
    expect(await publicIds()).toContain(open.ideaIds[0]);
  });

  test(`a notebook holds ${SAVED_IDEAS_MAX} entries: the last one is saved, one more is refused`, async () => {
    const maya = await demoUser(provider, 'MayaChen');
    await provider.database.db
      .insert(savedIdeas)
      .values(Array.from({ length: SAVED_IDEAS_MAX - 1 }, (_, i) => ({ userId: maya.id, title: `Note ${i}` })));
    await dataOf(await call('/me/saved-ideas', 'MayaChen', { body: { title: 'The last one' } }), 201, savedIdeaSchema);
    expect(await firstError(await call('/me/saved-ideas', 'MayaChen', { body: { title: 'One more' } }), 422)).toBe(
      IDEA_NOTE_TEXTS.full,
    );
    expect(await dataOf(await call('/me/saved-ideas', 'MayaChen'), 200, savedIdeaListSchema)).toHaveLength(
      SAVED_IDEAS_MAX,
    );
  });
});

describe('idea iterations', () => {
  test('the author posts iterations while open, earlier versions stay; the fifth is the last', async () => {
    const { c, ideaIds } = await makeChallengeWithIdeas(provider, ['AdaLovelace']);
    const id = ideaIds[0];
    const first = await dataOf(await call(`/ideas/${id}/iterations`, 'AdaLovelace'), 200, ideaIterationsSchema);
    expect(first).toMatchObject({ current_version: 1, versions_left: IDEA_VERSIONS_MAX - 1, can_iterate: true });
    expect(await firstError(await call(`/ideas/${id}/iterations`, 'TheoBrooks'), 403)).toBe(
      IDEA_NOTE_TEXTS.iterationsClosed,
    );
    expect(
      await firstError(await call(`/ideas/${id}/iterations`, 'TheoBrooks', { body: { title: 'Mine now' } }), 403),
    ).toBe(IDEA_NOTE_TEXTS.notAuthor);
    expect(
      await firstError(
        await call(`/ideas/${id}/iterations`, 'AdaLovelace', { body: { title: "AdaLovelace's idea" } }),
        422,
      ),
    ).toBe(IDEA_NOTE_TEXTS.unchanged);
    let last = first;
    for (let v = 2; v <= IDEA_VERSIONS_MAX; v++) {
      last = await dataOf(
        await call(`/ideas/${id}/iterations`, 'AdaLovelace', {
          body: { title: `Version ${v}`, description: `Text ${v}` },
        }),
        201,
        ideaIterationsSchema,
      );
    }
    expect(last.versions.map((v) => v.title)).toEqual([
      "AdaLovelace's idea",
      ...Array.from({ length: IDEA_VERSIONS_MAX - 1 }, (_, i) => `Version ${i + 2}`),
    ]);
    expect(last).toMatchObject({ current_version: IDEA_VERSIONS_MAX, versions_left: 0, can_iterate: false });
    expect(
      await firstError(await call(`/ideas/${id}/iterations`, 'AdaLovelace', { body: { title: 'One more' } }), 409),
    ).toBe(IDEA_NOTE_TEXTS.tooMany);
    // The catalyst reads the versions while open; everybody once closed; nobody iterates then.
    await dataOf(await call(`/ideas/${id}/iterations`, 'MayaChen'), 200, ideaIterationsSchema);
    await closeChallenge(c.id);
    const closed = await dataOf(await call(`/ideas/${id}/iterations`, null), 200, ideaIterationsSchema);
    expect(closed.versions).toHaveLength(IDEA_VERSIONS_MAX);
    expect(closed.requests).toEqual([]);
  });

  test('no iteration once the challenge has closed; 181-character title refused', async () => {
    const { c, ideaIds } = await makeChallengeWithIdeas(provider, ['AdaLovelace']);
    expect(
      await firstError(
        await call(`/ideas/${ideaIds[0]}/iterations`, 'AdaLovelace', { body: { title: 'b'.repeat(181) } }),
        422,
      ),
    ).toBe(tooLong(180));
    // As when an idea is entered, an iteration keeps a description.
    expect(
      await firstError(
        await call(`/ideas/${ideaIds[0]}/iterations`, 'AdaLovelace', { body: { title: 'No text', description: ' ' } }),
        422,
      ),
    ).toBe(CREATE_MESSAGES.required);
    await dataOf(
      await call(`/ideas/${ideaIds[0]}/iterations`, 'AdaLovelace', {
        body: { title: 'b'.repeat(180), description: 'Still described' },
      }),
      201,
      ideaIterationsSchema,
    );
    await closeChallenge(c.id);
    expect(
      await firstError(await call(`/ideas/${ideaIds[0]}/iterations`, 'AdaLovelace', { body: { title: 'Late' } }), 422),
    ).toBe(IDEA_NOTE_TEXTS.closed);
  });
});

describe("the catalyst's idea review (GET/POST /challenges/{slug}/catalyst/ideas)", () => {
  test('owner only; authors hidden while open; an iteration request is answered by the next iteration', async () => {
    const { c, ideaIds } = await makeChallengeWithIdeas(provider, ['TheoBrooks', 'MayaChen']);
    const [theos, mayas] = ideaIds;
    const slug = c.slug!;
    expect(await firstError(await call(`/challenges/${slug}/catalyst/ideas`, 'TheoBrooks'), 403)).toBe(
      IDEA_NOTE_TEXTS.notOwner,
    );
    await errorsOf(await call('/challenges/no-such-challenge-here/catalyst/ideas', 'MayaChen'), 404);
    const review = await dataOf(await call(`/challenges/${slug}/catalyst/ideas`, 'MayaChen'), 200, catalystIdeasSchema);
    expect(review.ideas.map((i) => [i.id, i.own, i.author?.handle ?? null, i.version])).toEqual([
      [theos, false, null, 1],
      [mayas, true, 'MayaChen', 1],
    ]);

    const ask = (body: unknown, who = 'MayaChen') => call(`/challenges/${slug}/catalyst/ideas`, who, { body });
    expect(await firstError(await ask({ idea_id: mayas, note: 'Sharper' }), 422)).toBe(IDEA_NOTE_TEXTS.ownIdea);
    expect(await firstError(await ask({ idea_id: theos, note: 'x'.repeat(ITERATION_NOTE_MAX + 1) }), 422)).toBe(
      tooLong(ITERATION_NOTE_MAX),
    );
    expect(await firstError(await ask({ idea_id: theos, note: 'Who pays?' }, 'TheoBrooks'), 403)).toBe(
      IDEA_NOTE_TEXTS.notOwner,
    );
    const request = await dataOf(
      await ask({ idea_id: theos, note: 'x'.repeat(ITERATION_NOTE_MAX) }),
      201,
      iterationRequestSchema,
    );
    expect(await firstError(await ask({ idea_id: theos, note: 'Again' }), 409)).toBe(IDEA_NOTE_TEXTS.alreadyRequested);
    const told = async (who: string) =>
      (
        await provider.database.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, (await demoUser(provider, who)).id))
      ).filter((n) => n.kind === 'iteration-request');
    expect((await told('TheoBrooks')).map((n) => n.text)).toEqual([
      expect.stringContaining(`asks for a new iteration of your idea “TheoBrooks's idea”`),
    ]);

    // The author sees the request, and answers it with a new iteration.
    const before = await dataOf(await call(`/ideas/${theos}/iterations`, 'TheoBrooks'), 200, ideaIterationsSchema);
    expect(before.requests.map((r) => [r.id, r.answered_at])).toEqual([[request.id, null]]);
    await dataOf(
      await call(`/ideas/${theos}/iterations`, 'TheoBrooks', {
        body: { title: 'Theo, improved', description: 'Paid' },
      }),
      201,
      ideaIterationsSchema,
    );
    const contents = await dataOf(
      await call(`/challenges/${slug}/catalyst/ideas/${theos}/contents`, 'MayaChen'),
      200,
      catalystIdeaContentsSchema,
    );
    expect(contents).toMatchObject({ title: 'Theo, improved', version: 2, open_request: null });
    expect(contents.versions.map((v) => v.title)).toEqual(["TheoBrooks's idea", 'Theo, improved']);
    expect(contents.requests[0].answered_at).not.toBeNull();
    // The catalyst is told, without the author's name while the challenge is open.
    const answered = (await told('MayaChen')).filter((n) => n.text.includes('has a new iteration'));
    expect(answered).toHaveLength(1);
    expect(answered[0].text).not.toContain('TheoBrooks');
    // A new request is possible again; after closing, none, and authors show.
    await dataOf(await ask({ idea_id: theos, note: 'One more pass' }), 201, iterationRequestSchema);
    await closeChallenge(c.id);
    expect(await firstError(await ask({ idea_id: theos, note: 'Late' }), 422)).toBe(IDEA_NOTE_TEXTS.closed);
    const closed = await dataOf(await call(`/challenges/${slug}/catalyst/ideas`, 'MayaChen'), 200, catalystIdeasSchema);
    expect(closed.closed).toBe(true);
    expect(closed.ideas[0].author?.handle).toBe('TheoBrooks');
  });
});
