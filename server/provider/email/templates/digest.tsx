// The game digest email (issue 19 §4): the headline numbers first (rank movement, neurons, ideas
// rated), then what waits for the player (challenges closing, tournament standing, unread
// notifications), each with its link. HTML from React, and the same content as plain text.
import { href } from '@/lib/routes/table';
import { digestSubject, rankMovement, type DigestPeriod } from '@/lib/game/digest';
import { formatPoints } from '@/lib/leaderboard';
import { DIGEST_LIST_MAX, type DigestFacts } from '../../domain/digest-facts';
import { EmailButton, EMAIL_COLORS, renderEmailHtml } from '../render';
import type { EmailContent } from './account';

const when = (d: Date) =>
  `${d.toLocaleString('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })} UTC`;
const stars = (v: number) => (Math.round(v * 10) / 10).toFixed(1);
const fmt = (v: number) => formatPoints(Math.round(v * 1000) / 1000);

interface Section {
  heading: string;
  lines: { text: string; link?: string }[];
}

function sections(f: DigestFacts, period: DigestPeriod, web: (path: string) => string): Section[] {
  const span = period.frequency === 'daily' ? 'yesterday' : 'last week';
  const out: Section[] = [];
  const score: Section['lines'] = [];
  if (f.rankNow !== null) {
    const move =
      f.rankBefore === null
        ? 'new on the board'
        : f.rankBefore > f.rankNow
          ? `up ${formatPoints(f.rankBefore - f.rankNow)}`
          : f.rankBefore < f.rankNow
            ? `down ${formatPoints(f.rankNow - f.rankBefore)}`
            : 'holding your place';
    score.push({
      text: `All-time rank ${rankMovement(f.rankBefore, f.rankNow)} of ${formatPoints(f.boardPlayers)} players (${move})`,
    });
  }
  score.push({ text: `${fmt(f.neurons)} neurons earned ${span}` });
  score.push({ text: `${formatPoints(f.ratingsGiven)} idea${f.ratingsGiven === 1 ? '' : 's'} rated ${span}` });
  out.push({ heading: 'Your score', lines: score });
  if (f.ideas.length)
    out.push({
      heading: 'New ratings on your ideas',
      lines: f.ideas.slice(0, DIGEST_LIST_MAX).map((i) => ({
        text: `${i.title}: ${formatPoints(i.newRatings)} new rating${i.newRatings === 1 ? '' : 's'}, average ${stars(i.average)}`,
        link: web(href('challenges.show', { challenge: i.challengeSlug })),
      })),
    });
  if (f.closing.length)
    out.push({
      heading: 'Your challenges closing soon',
      lines: f.closing.slice(0, DIGEST_LIST_MAX).map((c) => ({
        text: `${c.title}: closes ${when(c.closesAt)}`,
        link: web(href('challenges.show', { challenge: c.slug })),
      })),
    });
  if (f.tournaments.length)
    out.push({
      heading: 'Tournament standing',
      lines: f.tournaments.slice(0, DIGEST_LIST_MAX).map((t) => ({
        text: `${t.title}: #${formatPoints(t.rank)} of ${formatPoints(t.players)} with ${fmt(t.neurons)} neurons, ends ${when(t.endsAt)}`,
        link: web(href('platform.leaderboard', { platformSlug: t.platformSlug })),
      })),
    });
  if (f.unread)
    out.push({
      heading: 'Notifications',
      lines: [{ text: `${formatPoints(f.unread)} unread notification${f.unread === 1 ? '' : 's'}` }],
    });
  return out;
}

export function digestEmail(name: string, f: DigestFacts, period: DigestPeriod, webUrl: string): EmailContent {
  const base = webUrl.replace(/\/+$/, '');
  const web = (path: string) => `${base}${path}`;
  const subject = digestSubject({
    frequency: period.frequency,
    rankBefore: f.rankBefore,
    rankNow: f.rankNow,
    neurons: f.neurons,
    ratingsGiven: f.ratingsGiven,
    newRatings: f.ideas.reduce((sum, i) => sum + i.newRatings, 0),
    closingSoon: f.closing.length,
    unread: f.unread,
  });
  const parts = sections(f, period, web);
  const dashboard = web(href('my-dashboard'));
  const intro = `Hi ${name}, here is your ${period.frequency === 'daily' ? 'day' : 'week'} on Nervus.`;
  const html = renderEmailHtml(
    <>
      <h1 style={{ fontSize: 22, margin: '0 0 12px' }}>{subject}</h1>
      <p>{intro}</p>
      {parts.map((s) => (
        <section key={s.heading} style={{ borderTop: `1px solid ${EMAIL_COLORS.line}`, padding: '8px 0' }}>
          <h2 style={{ fontSize: 17, margin: '8px 0' }}>{s.heading}</h2>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {s.lines.map((l) => (
              <li key={l.text} style={{ margin: '4px 0' }}>
                {l.link ? (
                  <a href={l.link} style={{ color: EMAIL_COLORS.accent }}>
                    {l.text}
                  </a>
                ) : (
                  l.text
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <EmailButton href={dashboard}>Open my dashboard</EmailButton>
      <p style={{ color: EMAIL_COLORS.muted, fontSize: 14 }}>
        You get this digest {period.frequency}; change how often on your account&apos;s Email preferences page.
      </p>
    </>,
  );
  const text = [
    intro,
    ...parts.map((s) => [s.heading, ...s.lines.map((l) => `- ${l.text}${l.link ? `\n  ${l.link}` : ''}`)].join('\n')),
    `Open my dashboard: ${dashboard}`,
    `You get this digest ${period.frequency}; change how often on your account's Email preferences page.`,
  ].join('\n\n');
  return { subject, html, text };
}
