// What a challenge's closing tells people (issue 19 §3): the catalyst that their challenge closed,
// every innovator who entered an idea that the ranking is out, and each prize winner their place and
// amount. Written in the closing's own transaction, so nobody hears of a closing that rolled back.
// At most 2 + 5 statements (the top five places): bounded, whatever the number of ideas.
import { sql } from 'drizzle-orm';
import { formatMoneyCents } from '@/lib/money';
import { href } from '@/lib/routes/table';
import type { Tx } from '../db/client';
import { notifications, olympiadResults, olympiads, platforms, type challenges } from '../db/schema';
import { notify } from './notifications';

type ChallengeRow = typeof challenges.$inferSelect;

export async function notifyClosing(
  tx: Tx,
  c: ChallengeRow,
  {
    authorIds,
    prizes,
    holdHours,
  }: { authorIds: number[]; prizes: { userId: number; rank: number; amountCents: number }[]; holdHours: number },
): Promise<void> {
  const challengeHref = href('challenges.show', { challenge: c.slug });
  await notify(tx, {
    kind: 'challenge-closed',
    to: [c.catalystId],
    actorId: null,
    text: `Your challenge “${c.questionTitle}” has closed: see its ranked ideas.`,
    href: challengeHref,
  });
  const innovators = [...new Set(authorIds)].filter((id) => id !== c.catalystId);
  if (innovators.length)
    await notify(tx, {
      kind: 'challenge-closed',
      to: innovators,
      actorId: null,
      text: `“${c.questionTitle}” has closed: see where your idea ranked.`,
      href: challengeHref,
    });
  for (const prize of prizes)
    await notify(tx, {
      kind: 'prize',
      to: [prize.userId],
      actorId: null,
      text: `Your idea placed #${prize.rank} on “${c.questionTitle}”: a ${formatMoneyCents(prize.amountCents)} prize, paid to your wallet after ${holdHours} hours unless the catalyst declines it.`,
      href: href('account.payment-wallets', {}),
    });
}

/**
 * A closed tournament tells every ranked player their place, and the winners their prize (held for
 * the admins' review): one INSERT ... SELECT over the olympiad's results, whatever the number of
 * players (100,000 is one statement, not one per player).
 */
export async function notifyTournamentResults(tx: Tx, olympiadId: number, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into ${notifications} (user_id, kind, actor_id, text, href, created_at)
    select r.user_id, 'tournament-result', null,
      'The tournament “' || o.title || '” has closed: you placed #' || r.rank || ' with '
        || trim(to_char(r.neurons, 'FM999G999G999G990D999'), '.') || ' neurons'
        || case when r.prize_cents > 0
             then ' and won $' || to_char(r.prize_cents / 100.0, 'FM999G999G990D00') || ', paid once the admins review it.'
             else '.' end,
      '/' || p.slug || '/tournaments', ${now.toISOString()}::timestamptz
    from ${olympiadResults} r
    join ${olympiads} o on o.id = r.olympiad_id
    join ${platforms} p on p.id = o.platform_id
    where r.olympiad_id = ${olympiadId}`);
}
