// Send ideas by email (spec 2 §7 POST /challenges/{slug}/send): the catalyst of a published
// challenge queues one message per recipient (their own address first) listing the challenge's
// ideas, through the outbox (queueEmail). Authors are named only once the challenge has closed,
// as everywhere else; declined ideas are left out.
import { and, asc, eq } from 'drizzle-orm';
import { SEND_IDEAS_MESSAGES } from '@/lib/contracts/challenge-send';
import { href } from '@/lib/routes/table';
import type { Db } from '../db/client';
import { challenges, ideas, users } from '../db/schema';
import { isClosedRow } from './challenge-filters';
import { escapeHtml, queueEmail } from './email-outbox';
import type { Refusal } from './insightful';
import { userHandle } from './mappers';
import type { UserRow } from './users';

export async function sendChallengeIdeas(
  db: Db,
  user: UserRow,
  slug: string,
  body: { emails: string[]; note: string },
  siteOrigin: string,
  now = new Date(),
): Promise<{ ok: true; queued: number; ideas: number } | Refusal> {
  const [challenge] = await db.select().from(challenges).where(eq(challenges.slug, slug)).limit(1);
  if (!challenge || challenge.state !== 'published')
    return { ok: false, status: 404, errors: [{ field: '*', error: SEND_IDEAS_MESSAGES.notFound }] };
  if (challenge.catalystId !== user.id)
    return { ok: false, status: 403, errors: [{ field: '*', error: SEND_IDEAS_MESSAGES.notOwner }] };
  const closed = isClosedRow(challenge, now);
  const rows = await db
    .select({ title: ideas.title, description: ideas.description, author: users })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.authorId))
    .where(and(eq(ideas.challengeId, challenge.id), eq(ideas.declined, false)))
    .orderBy(asc(ideas.id));
  if (!rows.length) return { ok: false, status: 409, errors: [{ field: '*', error: SEND_IDEAS_MESSAGES.noIdeas }] };
  const link = `${siteOrigin}${href('challenges.show', { challenge: challenge.slug })}`;
  const subject = `Ideas for “${challenge.questionTitle}”`;
  const byline = (author: UserRow) => (closed ? ` (by @${userHandle(author)})` : '');
  const text = [
    body.note,
    `${rows.length} ${rows.length === 1 ? 'idea' : 'ideas'} for “${challenge.questionTitle}”:`,
    ...rows.map((r, i) => `${i + 1}. ${r.title}${byline(r.author)}\n${r.description}`.trim()),
    `See them on Nervus: ${link}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const html = [
    body.note ? `<p>${escapeHtml(body.note)}</p>` : '',
    `<h1>${escapeHtml(subject)}</h1>`,
    '<ol>',
    ...rows.map(
      (r) =>
        `<li><strong>${escapeHtml(r.title)}</strong>${escapeHtml(byline(r.author))}` +
        (r.description ? `<p>${escapeHtml(r.description)}</p>` : '') +
        '</li>',
    ),
    '</ol>',
    `<p><a href="${escapeHtml(link)}">See them on Nervus</a></p>`,
  ].join('');
  const own = user.email.toLowerCase();
  const others = [...new Set(body.emails.map((e) => e.toLowerCase()))].filter((e) => e !== own);
  await db.transaction(async (tx) => {
    await queueEmail(tx, { to: user.email, toUserId: user.id, subject, text, html, kind: 'challenge-ideas' }, now);
    for (const to of others) await queueEmail(tx, { to, subject, text, html, kind: 'challenge-ideas' }, now);
  });
  return { ok: true, queued: 1 + others.length, ideas: rows.length };
}
