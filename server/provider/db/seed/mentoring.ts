// Demo mentoring (spec 2 §3 'Mentor comment'): advice on a few seeded ideas, with anonymous 0-5
// ratings and the neurons both bring (lib/challenges/mentoring.ts), so the mentoring tab and the
// mentor dashboard show real content. Seeded after the challenges and drawing no random numbers,
// so the seeded ratings stay as they were. Dates fall between the idea and the challenge's end.
import { and, eq, inArray } from 'drizzle-orm';
import { INNOVATOR_ROLE } from '@/lib/challenges/idea-entry';
import {
  IDEA_MENTORED_POINTS,
  IDEA_MENTORED_REASON,
  MENTOR_COMMENT_POINTS,
  MENTOR_ROLE,
  mentorCommentErrors,
  mentoringRateError,
  mentorRatedPoints,
  mentorRatedReason,
} from '@/lib/challenges/mentoring';
import type { Tx } from '../client';
import { challenges, ideas, mentorComments, mentoringRates, pointEvents } from '../schema';

export interface DemoAdvice {
  challenge: string;
  idea: string;
  mentor: string;
  like: string;
  improve: string;
  rates: { by: string; value: number }[];
}

export const DEMO_ADVICE: DemoAdvice[] = [
  {
    challenge: 'What could make a grocery shop produce half as much packaging waste?',
    idea: 'Deposit-return tubs at the deli counter',
    mentor: 'SamOkafor',
    like: 'The deposit makes bringing the tub back the default, and running them through the café dishwasher means there is no new equipment to buy.',
    improve:
      'Say what happens on a busy Saturday when the tubs run out. A fallback that is not a plastic clamshell would make this safe to pilot.',
    rates: [
      { by: 'KaiNakamura', value: 5 },
      { by: 'MayaChen', value: 4 },
    ],
  },
  {
    challenge: 'What could make a grocery shop produce half as much packaging waste?',
    idea: 'Packaging footprint on the receipt',
    mentor: 'LenaVogel',
    like: 'Cheap to try: it is one more line on a receipt the till already prints, and the shop average gives people something to beat.',
    improve:
      'Grams alone mean little to shoppers. Compare with their last basket, or name the one swap that would have saved the most.',
    // Not yet rated by its innovator (DevSharma), whose received tab then offers the rating.
    rates: [
      { by: 'HugoMartin', value: 3 },
      { by: 'AdaLovelace', value: 4 },
    ],
  },
  {
    // The catalyst mentors an idea in her own challenge (spec 2 §6).
    challenge: 'How might a small city get more people riding the bus without adding routes?',
    idea: 'Free fares on rainy days',
    mentor: 'MayaChen',
    like: 'Rainy days are when people are most willing to try the bus, and tying the offer to the forecast makes it feel like a treat rather than a discount.',
    improve:
      'Estimate the fare revenue lost on a rainy day, so the council sees the cost right next to the new riders it buys.',
    rates: [
      { by: 'OwenMcCarthy', value: 5 },
      { by: 'AdaLovelace', value: 4 },
    ],
  },
  {
    challenge: 'How might a small city get more people riding the bus without adding routes?',
    idea: 'Library card doubles as a bus pass',
    mentor: 'TheoBrooks',
    like: 'It reaches people through a service they already trust, and it gives the library a fresh reason to sign people up.',
    improve:
      'Who pays the bus company for the free rides? One line on funding would make it much easier for the council to say yes.',
    rates: [{ by: 'grace.obi', value: 3 }],
  },
  {
    challenge: 'What could a school do with its buildings after 4 pm?',
    idea: 'Homework library open till 8 pm',
    mentor: 'AishaBello',
    like: 'It answers a real need: a quiet, warm place to work for children who have none at home.',
    improve:
      'A volunteer rota tends to break down in exam season. Pairing it with older students earning volunteering credit could keep it staffed.',
    rates: [
      { by: 'grace.obi', value: 4 },
      { by: 'MarcusJohnson', value: 5 },
      { by: 'OwenMcCarthy', value: 2 },
    ],
  },
];

export async function seedMentoring(
  tx: Tx,
  { now, userIds }: { now: Date; userIds: Map<string, number> },
): Promise<void> {
  const userId = (name: string) => {
    const id = userIds.get(name.toLowerCase());
    if (id === undefined) throw new Error(`Demo seed: unknown user '${name}'`);
    return id;
  };
  const titles = [...new Set(DEMO_ADVICE.map((a) => a.challenge))];
  const rows = await tx
    .select({
      challengeId: challenges.id,
      platformId: challenges.platformId,
      questionTitle: challenges.questionTitle,
      durationEnd: challenges.durationEnd,
      ideaId: ideas.id,
      ideaTitle: ideas.title,
      authorId: ideas.authorId,
      ideaCreatedAt: ideas.createdAt,
    })
    .from(challenges)
    .innerJoin(ideas, eq(ideas.challengeId, challenges.id))
    .where(and(inArray(challenges.questionTitle, titles)));
  for (const advice of DEMO_ADVICE) {
    const row = rows.find((r) => r.questionTitle === advice.challenge && r.ideaTitle === advice.idea);
    if (!row) throw new Error(`Demo seed: no idea '${advice.idea}' in '${advice.challenge}'`);
    const mentorId = userId(advice.mentor);
    if (mentorId === row.authorId)
      throw new Error(`Demo seed: ${advice.mentor} mentors their own idea '${advice.idea}'`);
    if (mentorCommentErrors({ what_i_like: advice.like, what_could_improve: advice.improve }).length)
      throw new Error(`Demo seed: advice on '${advice.idea}' breaks the rules`);
    const end = Math.min(row.durationEnd.getTime(), now.getTime());
    const span = end - row.ideaCreatedAt.getTime();
    const at = new Date(row.ideaCreatedAt.getTime() + span * 0.3);
    const [comment] = await tx
      .insert(mentorComments)
      .values({
        ideaId: row.ideaId,
        challengeId: row.challengeId,
        mentorId,
        whatILike: advice.like,
        whatCouldImprove: advice.improve,
        createdAt: at,
      })
      .returning({ id: mentorComments.id });
    const base = { platformId: row.platformId, contextType: 'idea', contextId: row.ideaId };
    const points: (typeof pointEvents.$inferInsert)[] = [
      {
        ...base,
        userId: mentorId,
        role: MENTOR_ROLE,
        reason: IDEA_MENTORED_REASON,
        points: MENTOR_COMMENT_POINTS,
        createdAt: at,
      },
      {
        ...base,
        userId: row.authorId,
        role: INNOVATOR_ROLE,
        reason: IDEA_MENTORED_REASON,
        points: IDEA_MENTORED_POINTS,
        createdAt: at,
      },
    ];
    for (const [i, rate] of advice.rates.entries()) {
      const raterId = userId(rate.by);
      if (raterId === mentorId || mentoringRateError(rate.value))
        throw new Error(`Demo seed: bad rating of the advice on '${advice.idea}'`);
      const ratedAt = new Date(at.getTime() + ((end - at.getTime()) * (i + 1)) / (advice.rates.length + 1));
      await tx.insert(mentoringRates).values({ commentId: comment.id, raterId, value: rate.value, createdAt: ratedAt });
      points.push({
        ...base,
        userId: mentorId,
        role: MENTOR_ROLE,
        reason: mentorRatedReason(raterId === row.authorId),
        points: mentorRatedPoints(rate.value),
        createdAt: ratedAt,
      });
    }
    await tx.insert(pointEvents).values(points);
  }
}
