// The player's impact (spec 3 §2.4 my-progress/impact): what they did and whom it reached, each
// figure counted from the records in one round trip. Entries are public entries as for the medals
// (publicEntry: not declined, published, not a mentor box: AMA and suggestion-box questions are put
// to one catalyst, not entered to win); ratings and advice count only on ideas that stand (not
// declined, published); what my ideas received leaves out my own ratings and comments; deleted
// players are not "reached".
import { and, eq, sql } from 'drizzle-orm';
import type { Impact } from '@/lib/contracts/awards';
import { buildMedals } from '@/lib/game/medals';
import { rows, type Db } from '../db/client';
import { challenges, ideas } from '../db/schema';
import { bonusRecords, myBonuses, prizeRecords, publicEntry } from './awards';
import { publishedIn } from './challenge-filters';
import { notSuggestionBox } from './dashboards-innovator';

export async function loadImpact(db: Db, userId: number): Promise<Impact> {
  // The helpers name the unaliased tables, so every subquery joins `${ideas}` and `${challenges}`.
  const standing = and(eq(ideas.declined, false), publishedIn({}))!;
  const [[counts], prizes, bonuses] = await Promise.all([
    rows<Record<string, string | number>>(
      db,
      sql`
    with my_ideas as (
      select ${ideas.id} as id from ${ideas} join ${challenges} on ${challenges.id} = ${ideas.challengeId}
      where ${ideas.authorId} = ${userId} and ${publicEntry()}
    ), my_challenges as (
      select ${challenges.id} as id from ${challenges} where ${challenges.catalystId} = ${userId} and ${publishedIn({})} and ${notSuggestionBox()}
    ), reached as (
      select r.user_id from ratings r where r.idea_id in (select id from my_ideas)
      union select m.mentor_id from mentor_comments m where m.idea_id in (select id from my_ideas)
      union select i.author_id from ideas i where i.challenge_id in (select id from my_challenges) and not i.declined
      union select r.user_id from ratings r join ideas i on i.id = r.idea_id where i.challenge_id in (select id from my_challenges) and not i.declined
    )
    select
      (select count(*) from my_ideas) as ideas_entered,
      (select count(*) from ratings r join ${ideas} on ${ideas.id} = r.idea_id join ${challenges} on ${challenges.id} = ${ideas.challengeId}
        where r.user_id = ${userId} and ${standing}) as ratings_given,
      (select count(*) from mentor_comments m join ${ideas} on ${ideas.id} = m.idea_id join ${challenges} on ${challenges.id} = ${ideas.challengeId}
        where m.mentor_id = ${userId} and ${standing}) as advice_given,
      (select count(*) from my_challenges) as challenges_created,
      (select count(*) from ratings r where r.idea_id in (select id from my_ideas) and r.user_id <> ${userId}) as ratings_received,
      (select count(*) from mentor_comments m where m.idea_id in (select id from my_ideas) and m.mentor_id <> ${userId}) as advice_received,
      (select count(*) from reached x join users u on u.id = x.user_id where x.user_id <> ${userId} and u.deleted_at is null) as players_reached,
      (select count(*) from users u where u.scout_referrer_id = ${userId} and u.deleted_at is null) as recruits`,
    ),
    // Awarded ideas come from the prize and bonus records alone (no tournament board to read).
    prizeRecords(db, eq(ideas.authorId, userId)),
    bonusRecords(db, myBonuses(userId)),
  ]);
  const medals = buildMedals({ prizes, bonuses });
  const awarded = new Set(medals.map((m) => m.idea!.id));
  const picked = new Set(medals.filter((m) => m.kind === 'catalyst-pick').map((m) => m.idea!.id));
  const n = (key: string) => Number(counts[key]);
  return {
    ideas_entered: n('ideas_entered'),
    ratings_given: n('ratings_given'),
    advice_given: n('advice_given'),
    challenges_created: n('challenges_created'),
    ratings_received: n('ratings_received'),
    advice_received: n('advice_received'),
    players_reached: n('players_reached'),
    recruits: n('recruits'),
    ideas_awarded: awarded.size,
    ideas_picked: picked.size,
  };
}
