// Fresh challenges for provider tests: open since yesterday for ten more days, asked by MayaChen in
// the community of a seeded challenge, each with a slug of its own (process id and counter, so the
// PGlite and Postgres runs and parallel files never collide).
import { eq } from 'drizzle-orm';
import { challenges, ideas, users } from '@/server/provider/db/schema';
import { issueAccessToken } from '@/server/provider/domain/tokens';
import { demoUser } from './api-helpers';
import type { TestProvider } from './harness';

const DAY = 86_400_000;
let made = 0;

type ChallengeInsert = Partial<typeof challenges.$inferInsert>;

export async function makeOpenChallenge(provider: TestProvider, over: ChallengeInsert = {}) {
  const db = provider.database.db;
  const [template] = await db.select().from(challenges).where(eq(challenges.solutionFormat, 'challenge')).limit(1);
  const catalyst = await demoUser(provider, 'MayaChen');
  const now = Date.now();
  made += 1;
  const [c] = await db
    .insert(challenges)
    .values({
      slug: `test-challenge-${process.pid}-${made}`,
      platformId: template.platformId,
      catalystId: catalyst.id,
      questionTitle: `What could test challenge ${made} teach us?`,
      mainCategoryId: template.mainCategoryId,
      durationStart: new Date(now - DAY),
      durationEnd: new Date(now + 10 * DAY),
      ...over,
    })
    .returning();
  return c;
}

/** An open challenge with one idea by each named author (MayaChen's own is her test idea). */
export async function makeChallengeWithIdeas(
  provider: TestProvider,
  authors: string[],
  options: {
    over?: ChallengeInsert;
    ideaTitle?: (author: string, index: number) => string;
  } = {},
) {
  const c = await makeOpenChallenge(provider, options.over);
  const ideaTitle = options.ideaTitle ?? ((author: string) => `${author}'s idea`);
  const ideaIds: number[] = [];
  for (const [i, author] of authors.entries()) {
    const [idea] = await provider.database.db
      .insert(ideas)
      .values({ challengeId: c.id, authorId: (await demoUser(provider, author)).id, title: ideaTitle(author, i) })
      .returning();
    ideaIds.push(idea.id);
  }
  return { c, ideaIds };
}

/** `n` new players named prefix0… with tokens, so that the demo seed's rows (notifications, mail) do not count. */
export async function freshPlayers(provider: TestProvider, prefix: string, n: number) {
  const db = provider.database.db;
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        screenName: `${prefix}${i}`,
        email: `${prefix.toLowerCase()}${i}@example.test`,
        passwordHash: 'x',
      })),
    )
    .returning();
  return Promise.all(rows.map(async (u) => ({ ...u, token: await issueAccessToken(db, u.id) })));
}
