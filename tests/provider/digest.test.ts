// Issue 19 §4: the daily or weekly game digest. A player with activity gets one digest with the
// right numbers; a player who switched it off gets none; a second run sends nothing; daily players
// get the day before, weekly players the week before; a player with nothing to say gets none.
import { and, eq, inArray } from 'drizzle-orm';
import { digestPeriod } from '@/lib/game/digest';
import {
  emailDigests,
  emailOutbox,
  ideas,
  notifications,
  olympiads,
  pointEvents,
  ratings,
  users,
} from '@/server/provider/db/schema';
import { sendDueDigests } from '@/server/provider/domain/digest';
import { boardPosition, boardTotal } from '@/server/provider/domain/leaderboard-board';
import { makeOpenChallenge } from './fixtures';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const HOUR = 3_600_000;
let made = 0;

async function player(preferences: Record<string, unknown> = {}) {
  made += 1;
  const name = `digest${process.pid}x${made}`;
  const [u] = await provider.database.db
    .insert(users)
    .values({
      screenName: name,
      email: `${name}@example.test`,
      passwordHash: 'x',
      firstName: `Dee${made}`,
      preferences,
      createdAt: new Date(Date.now() - 30 * 24 * HOUR),
    })
    .returning();
  return u;
}

async function digestsTo(userId: number) {
  return provider.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toUserId, userId), eq(emailOutbox.kind, 'digest')));
}

test('one digest per player and period, with the numbers of the period, honouring the preference', async () => {
  const db = provider.database.db;
  const now = new Date();
  const week = digestPeriod('weekly', now);
  const day = digestPeriod('daily', now);
  const inWeek = new Date(week.start.getTime() + HOUR);
  const inDay = new Date(day.start.getTime() + HOUR);

  const weekly = await player();
  const daily = await player({ email_digest_frequency: 'daily' });
  const off = await player({ email_digest_frequency: 'daily', email_weekly_digest: false });
  const quiet = await player();

  // The weekly player: 45 neurons last week (and 10 before it, outside the period), two ideas
  // rated, an idea of theirs rated twice (4 and 5), a challenge they entered closing tomorrow,
  // two unread notifications and one read.
  const closing = await makeOpenChallenge(provider, { durationEnd: new Date(now.getTime() + 24 * HOUR) });
  const other = await makeOpenChallenge(provider);
  const [mine] = await db
    .insert(ideas)
    .values({ challengeId: closing.id, authorId: weekly.id, title: 'Bike lanes on every bridge' })
    .returning();
  const theirs = await db
    .insert(ideas)
    .values([
      { challengeId: other.id, authorId: daily.id, title: 'Idea one' },
      { challengeId: other.id, authorId: off.id, title: 'Idea two' },
    ])
    .returning();
  await db.insert(pointEvents).values([
    {
      userId: weekly.id,
      role: 'innovator',
      reason: 'test',
      points: 10,
      createdAt: new Date(week.start.getTime() - HOUR),
    },
    { userId: weekly.id, role: 'innovator', reason: 'test', points: 30, createdAt: inWeek },
    { userId: weekly.id, role: 'rater', reason: 'test', points: 15, createdAt: inWeek },
    { userId: daily.id, role: 'rater', reason: 'test', points: 5, createdAt: inDay },
    { userId: off.id, role: 'rater', reason: 'test', points: 5, createdAt: inDay },
  ]);
  await db.insert(ratings).values([
    { ideaId: theirs[0].id, userId: weekly.id, value: 3, createdAt: inWeek },
    { ideaId: theirs[1].id, userId: weekly.id, value: 4, createdAt: inWeek },
    { ideaId: mine.id, userId: daily.id, value: 4, createdAt: inWeek },
    { ideaId: mine.id, userId: off.id, value: 5, createdAt: inWeek },
    { ideaId: theirs[1].id, userId: daily.id, value: 2, createdAt: inDay },
  ]);
  await db.insert(notifications).values([
    { userId: weekly.id, kind: 'follow', text: 'a', href: '/x' },
    { userId: weekly.id, kind: 'follow', text: 'b', href: '/x' },
    { userId: weekly.id, kind: 'follow', text: 'c', href: '/x', readAt: now },
  ]);

  const first = await sendDueDigests(db, provider.config, now);
  expect(first.sent).toBeGreaterThanOrEqual(2);

  const position = await boardPosition(db, { now, period: 'all', role: 'overall' }, weekly.id, 25);
  expect(position?.points).toBe(55);
  const [w] = await digestsTo(weekly.id);
  // First digest: the rank before is the one at the week's start (10 neurons), if that was ranked.
  expect(w.subject).toMatch(
    new RegExp(`^Your week on Nervus: (#[\\d,]+ → )?#${position!.rank.toLocaleString('en-US')}, 45 neurons$`),
  );
  expect(w.text).toContain('Hi Dee');
  expect(w.text).toContain('45 neurons earned last week');
  expect(w.text).toContain('2 ideas rated last week');
  expect(w.text).toContain('Bike lanes on every bridge: 2 new ratings, average 4.5');
  expect(w.text).toContain(`${closing.questionTitle}: closes`);
  expect(w.text).toContain(`http://localhost:3000/challenges/${closing.slug}`);
  expect(w.text).toContain('2 unread notifications');
  expect(w.html).toContain('Bike lanes on every bridge');

  const [d] = await digestsTo(daily.id);
  expect(d.subject).toMatch(/^Your day on Nervus: #[\d,]+, 5 neurons$/);
  expect(d.text).toContain('1 idea rated yesterday');

  expect(await digestsTo(off.id)).toHaveLength(0);
  expect(await digestsTo(quiet.id)).toHaveLength(0);
  const settled = await db
    .select()
    .from(emailDigests)
    .where(inArray(emailDigests.userId, [weekly.id, daily.id, off.id, quiet.id]));
  expect(settled.map((r) => [r.userId, r.frequency, r.periodStart, r.emailId !== null]).sort()).toEqual(
    [
      [weekly.id, 'weekly', week.key, true],
      [daily.id, 'daily', day.key, true],
      [quiet.id, 'weekly', week.key, false],
    ].sort(),
  );

  // Again, even an hour later in the same period: nothing new.
  const second = await sendDueDigests(db, provider.config, new Date(now.getTime() + 60_000));
  expect(second).toEqual({ sent: 0, skipped: 0 });
  expect(await digestsTo(weekly.id)).toHaveLength(1);
  expect(await digestsTo(daily.id)).toHaveLength(1);

  // The next day's digest of the daily player starts its rank movement from the one just sent.
  await db.insert(pointEvents).values({ userId: daily.id, role: 'rater', reason: 'test', points: 5, createdAt: now });
  const tomorrow = new Date(day.end.getTime() + 24 * HOUR + HOUR);
  const third = await sendDueDigests(db, provider.config, tomorrow);
  expect(third.sent).toBeGreaterThanOrEqual(1);
  const dailies = await digestsTo(daily.id);
  expect(dailies).toHaveLength(2);
  expect(dailies[1].subject).toMatch(/^Your day on Nervus: #[\d,]+( → #[\d,]+)?, 5 neurons$/);
  // The weekly player's week is not over yet at that time, unless tomorrow is a Monday.
  const weekAgain = digestPeriod('weekly', tomorrow).key === week.key;
  expect(await digestsTo(weekly.id)).toHaveLength(weekAgain ? 1 : 2);
});

test("a player's current tournament standing is in the digest, and is reason enough to send it", async () => {
  const db = provider.database.db;
  const now = new Date();
  const [tournament] = await db
    .select()
    .from(olympiads)
    .where(and(eq(olympiads.isCurrent, true), eq(olympiads.state, 'open')))
    .limit(1);
  const racer = await player();
  await db.insert(pointEvents).values({
    userId: racer.id,
    platformId: tournament.platformId,
    role: 'innovator',
    reason: 'test',
    points: 20,
    createdAt: now,
  });
  await sendDueDigests(db, provider.config, now);
  // The standing is on the tournament's own board (migration 0046; the main community's spans every
  // community), as its leaderboard shows it.
  const board = {
    now,
    period: tournament.cycle === 'weekly' ? ('week' as const) : ('month' as const),
    role: 'overall' as const,
    olympiad: { id: tournament.id, start: tournament.startTime, end: tournament.endTime },
  };
  const position = await boardPosition(db, board, racer.id, 25);
  const total = await boardTotal(db, board);
  const [mail] = await digestsTo(racer.id);
  expect(mail.text).toContain('Tournament standing');
  expect(mail.text).toContain(
    `${tournament.title}: #${position!.rank.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} with 20 neurons, ends`,
  );
});
