// Demo forums (spec 3 §2.7): a few channels on the main community and two others, realistic
// topics with replies (one threaded, one quoting), votes of the seven types with the commentator
// neurons positive ones earn, and a challenge's Discussions thread. Seeded after the challenges;
// draws no random numbers. Dates fall in the week before `now`.
import { eq } from 'drizzle-orm';
import {
  COMMENTATOR_POINTS_PER_VOTE,
  COMMENTATOR_ROLE,
  FORUM_VOTED_REASON,
  isPositiveVote,
  type ForumVoteType,
} from '@/lib/forums';
import type { Tx } from '../client';
import { challenges, forumChannels, forumPosts, forumTopics, forumVotes, pointEvents } from '../schema';

interface DemoReply {
  by: string;
  body: string;
  /** Index of the earlier reply it answers (threaded one level; deeper answers quote). */
  answers?: number;
  votes?: [string, ForumVoteType][];
}
interface DemoTopic {
  title: string;
  by: string;
  body: string;
  votes?: [string, ForumVoteType][];
  replies: DemoReply[];
  pinned?: boolean;
}
interface DemoChannel {
  community: string;
  slug: string;
  title: string;
  description: string;
  owner: string;
  topics: DemoTopic[];
}

export const DEMO_CHANNELS: DemoChannel[] = [
  {
    community: 'nervus',
    slug: 'general',
    title: 'General',
    description: 'Anything about Nervus, challenges and playing well.',
    owner: 'Ambassador',
    topics: [
      {
        title: 'Welcome! Introduce yourself here',
        by: 'Ambassador',
        pinned: true,
        body: 'New here? Tell us what kind of questions you like to answer and which community you call home. Remember the **posting rule**: enter one idea or rate five before you post.',
        replies: [
          {
            by: 'MayaChen',
            body: 'Hi all, Maya from the innovators community. I mostly answer packaging and waste questions.',
            votes: [['TheoBrooks', 'helpful']],
          },
          {
            by: 'TheoBrooks',
            body: 'Welcome Maya! Your deposit-tub idea was the best thing I rated last month.',
            answers: 0,
            votes: [['MayaChen', 'funny']],
          },
          {
            by: 'JunoPark',
            body: 'Juno here: I rate a lot and mentor a little. @MayaChen your tub idea got me started.',
          },
        ],
      },
      {
        title: 'How do you write an idea title that gets rated?',
        by: 'SamOkafor',
        body: 'I keep seeing great ideas with vague titles sink to the bottom. What makes you open an idea when you rate?',
        votes: [
          ['AdaLovelace', 'insightful'],
          ['MayaChen', 'insightful'],
        ],
        replies: [
          {
            by: 'AdaLovelace',
            body: 'Lead with the mechanism, not the goal: "Deposit tubs at the deli" beats "Less waste at the shop".',
            votes: [
              ['SamOkafor', 'insightful'],
              ['JunoPark', 'helpful'],
              ['TheoBrooks', 'helpful'],
            ],
          },
          { by: 'LenaVogel', body: 'Short and concrete. If I can picture it from the title, I open it.' },
        ],
      },
    ],
  },
  {
    community: 'nervus',
    slug: 'feedback',
    title: 'Ideas & feedback',
    description: 'Tell us what to build next, and what is getting in your way.',
    owner: 'admin',
    topics: [
      {
        title: 'Could the rating screen show how many ideas are left?',
        by: 'DiegoMarquez',
        body: 'When I rate a big challenge I lose track. A small "12 of 40" counter would help.',
        votes: [['AishaBello', 'helpful']],
        replies: [],
      },
    ],
  },
  {
    community: 'comedy',
    slug: 'open-mic',
    title: 'Open mic',
    description: 'Workshop your captions and punchlines before the challenge closes.',
    owner: 'OwenMcCarthy',
    topics: [
      {
        title: 'Callback jokes in captions: fair game?',
        by: 'OwenMcCarthy',
        body: 'Is it fine to reference another caption in the same challenge, or does that feel like stealing the laugh?',
        replies: [
          {
            by: 'NoorHaddad',
            body: 'If it stands on its own, yes. If it only works after reading the other one, no.',
            votes: [
              ['OwenMcCarthy', 'insightful'],
              ['KaiNakamura', 'funny'],
            ],
          },
          { by: 'KaiNakamura', body: 'Callbacks are the sincerest form of flattery.', answers: 0 },
        ],
      },
    ],
  },
  {
    community: 'science',
    slug: 'lab-talk',
    title: 'Lab talk',
    description: 'Methods, sources and the science behind the questions.',
    owner: 'ElenaRossi',
    topics: [
      {
        title: 'Citing sources in an idea: links or summaries?',
        by: 'ElenaRossi',
        body: 'Raters rarely click links. Should we summarise the key finding in one sentence and link after?',
        votes: [['RaviPatel', 'helpful']],
        replies: [
          {
            by: 'RaviPatel',
            body: 'Summary first, then the link. And say how big the study was.',
            votes: [
              ['ElenaRossi', 'helpful'],
              ['FreyaLindqvist', 'insightful'],
            ],
          },
        ],
      },
    ],
  },
];

const HOUR_MS = 60 * 60 * 1000;

export async function seedForums(
  tx: Tx,
  { now, userIds, platformIds }: { now: Date; userIds: Map<string, number>; platformIds: Map<string, number> },
): Promise<void> {
  const user = (name: string) => {
    const id = userIds.get(name.toLowerCase());
    if (id === undefined) throw new Error(`Demo forums: unknown user '${name}'`);
    return id;
  };
  let clock = now.getTime() - 7 * 24 * HOUR_MS;
  const tick = () => new Date((clock += 3 * HOUR_MS));
  const vote = async (
    postId: number,
    topicId: number,
    platformId: number,
    authorId: number,
    votes: [string, ForumVoteType][],
  ) => {
    for (const [by, type] of votes) {
      const at = tick();
      await tx.insert(forumVotes).values({ postId, userId: user(by), type, createdAt: at });
      const positive = isPositiveVote(type);
      const [post] = await tx.select().from(forumPosts).where(eq(forumPosts.id, postId));
      await tx
        .update(forumPosts)
        .set(
          positive
            ? { positiveVotes: post.positiveVotes + 1, answered: true }
            : { negativeVotes: post.negativeVotes + 1, answered: true },
        )
        .where(eq(forumPosts.id, postId));
      if (!positive) continue;
      const [topic] = await tx.select({ dope: forumTopics.dope }).from(forumTopics).where(eq(forumTopics.id, topicId));
      await tx
        .update(forumTopics)
        .set({ dope: topic.dope + 1 })
        .where(eq(forumTopics.id, topicId));
      await tx.insert(pointEvents).values({
        userId: authorId,
        platformId,
        role: COMMENTATOR_ROLE,
        reason: FORUM_VOTED_REASON,
        points: COMMENTATOR_POINTS_PER_VOTE,
        contextType: 'forum_post',
        contextId: postId,
        createdAt: at,
      });
    }
  };
  const writeTopic = async (platformId: number, channelId: number | null, challengeId: number | null, t: DemoTopic) => {
    const at = tick();
    const [topic] = await tx
      .insert(forumTopics)
      .values({
        platformId,
        channelId,
        challengeId,
        authorId: user(t.by),
        title: t.title,
        pinned: t.pinned ?? false,
        createdAt: at,
        lastPostAt: at,
        views: 12 + t.replies.length * 7,
      })
      .returning({ id: forumTopics.id });
    const [opening] = await tx
      .insert(forumPosts)
      .values({
        topicId: topic.id,
        authorId: user(t.by),
        title: t.title,
        body: t.body,
        isOpening: true,
        answered: t.replies.length > 0,
        createdAt: at,
      })
      .returning({ id: forumPosts.id });
    await vote(opening.id, topic.id, platformId, user(t.by), t.votes ?? []);
    const ids: number[] = [];
    let last = at;
    for (const r of t.replies) {
      last = tick();
      const parentId = r.answers === undefined ? null : ids[r.answers];
      const [post] = await tx
        .insert(forumPosts)
        .values({ topicId: topic.id, authorId: user(r.by), body: r.body, parentId, createdAt: last })
        .returning({ id: forumPosts.id });
      if (parentId) await tx.update(forumPosts).set({ answered: true }).where(eq(forumPosts.id, parentId));
      ids.push(post.id);
      await vote(post.id, topic.id, platformId, user(r.by), r.votes ?? []);
    }
    await tx
      .update(forumTopics)
      .set({ replyCount: t.replies.length, lastPostAt: last })
      .where(eq(forumTopics.id, topic.id));
  };

  for (const c of DEMO_CHANNELS) {
    const platformId = platformIds.get(c.community);
    if (platformId === undefined) throw new Error(`Demo forums: unknown community '${c.community}'`);
    const [channel] = await tx
      .insert(forumChannels)
      .values({
        platformId,
        slug: c.slug,
        title: c.title,
        description: c.description,
        createdBy: user(c.owner),
        createdAt: tick(),
      })
      .returning({ id: forumChannels.id });
    for (const t of c.topics) await writeTopic(platformId, channel.id, null, t);
  }

  // One challenge's Discussions tab has its thread.
  const [challenge] = await tx
    .select({ id: challenges.id, platformId: challenges.platformId, title: challenges.questionTitle })
    .from(challenges)
    .where(eq(challenges.questionTitle, 'What could make a grocery shop produce half as much packaging waste?'));
  if (challenge)
    await writeTopic(challenge.platformId, null, challenge.id, {
      title: challenge.title,
      by: 'TheoBrooks',
      body: 'Before entering: does "half as much" mean by weight or by number of items? It changes which ideas win.',
      replies: [
        {
          by: 'MayaChen',
          body: 'By weight, I would say: that is what the shop pays to get rid of.',
          votes: [['TheoBrooks', 'helpful']],
        },
      ],
    });
}
