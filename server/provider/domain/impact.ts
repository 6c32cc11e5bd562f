// The player's impact (spec 3 §2.4 my-progress/impact): what they did and whom it reached, each
// figure counted from the records in one round trip. The same public-entry rule as the medals:
// declined ideas and unpublished challenges do not count; deleted players are not "reached".
import { sql } from 'drizzle-orm';
import type { Impact } from '../../../lib/contracts/awards';
import type { Db } from '../db/client';
import { rows } from './leaderboard';
import { loadUserMedals } from './awards';

export async function loadImpact(db: Db, userId: number, now: Date): Promise<Impact> {
  const [counts] = await rows<Record<string, string | number>>(db, sql`
    with my_ideas as (
      select i.id from ideas i join challenges c on c.id = i.challenge_id
      where i.author_id = ${userId} and not i.declined and c.state = 'published'
    ), my_challenges as (
      select c.id from challenges c where c.catalyst_id = ${userId} and c.state = 'published'
    ), reached as (
      select r.user_id from ratings r where r.idea_id in (select id from my_ideas)
      union select m.mentor_id from mentor_comments m where m.idea_id in (select id from my_ideas)
      union select i.author_id from ideas i where i.challenge_id in (select id from my_challenges) and not i.declined
      union select r.user_id from ratings r join ideas i on i.id = r.idea_id where i.challenge_id in (select id from my_challenges)
    )
    select
      (select count(*) from my_ideas) as ideas_entered,
      (select count(*) from ratings r join ideas i on i.id = r.idea_id join challenges c on c.id = i.challenge_id
        where r.user_id = ${userId} and c.state = 'published') as ratings_given,
      (select count(*) from mentor_comments m join challenges c on c.id = m.challenge_id
        where m.mentor_id = ${userId} and c.state = 'published') as advice_given,
      (select count(*) from my_challenges) as challenges_created,
      (select count(*) from ratings r where r.idea_id in (select id from my_ideas) and r.user_id <> ${userId}) as ratings_received,
      (select count(*) from mentor_comments m where m.idea_id in (select id from my_ideas)) as advice_received,
      (select count(*) from reached x join users u on u.id = x.user_id where x.user_id <> ${userId} and u.deleted_at is null) as players_reached,
      (select count(*) from users u where u.scout_referrer_id = ${userId} and u.deleted_at is null) as recruits`);
  const medals = await loadUserMedals(db, userId, { includeRanks: false, now });
  const awarded = new Set(medals.filter((m) => m.idea).map((m) => m.idea!.id));
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
