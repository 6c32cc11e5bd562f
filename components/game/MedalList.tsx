// A player's medals (spec 3 §7 'Awards'; lib/game/medals.ts is the catalogue): one card per medal
// with its metal, ribbon or badge, what it is for and a link to where it was won. The icon is
// decoration; the label and description carry the meaning for screen readers.
import Link from 'next/link';
import type { Medal, MedalsMeta } from '@/lib/contracts/awards';
import { MEDAL_KIND_LABELS } from '@/lib/game/medals';
import { formatMoneyCents } from '@/lib/money';
import { href } from '@/lib/routes/table';
import './medals.css';

function glyph(medal: Medal): string {
  if (medal.kind === 'top5') return '5';
  if (medal.kind === 'top3') return '3';
  if (medal.kind === 'catalyst-pick') return '★';
  return medal.place === null ? '•' : String(medal.place);
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export function MedalList({ medals, headingLevel = 3 }: { medals: Medal[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <ul className="medal-list">
      {medals.map((medal) => (
        <li key={medal.id} className="medal card" data-kind={medal.kind}>
          <span className={`medal-icon medal-${medal.tier}`} aria-hidden="true">
            {glyph(medal)}
          </span>
          <div className="medal-body">
            <Heading className="medal-label">{medal.label}</Heading>
            <p className="medal-description">{medal.description}</p>
            <p className="medal-meta muted">
              {medal.amount_cents !== null && (
                <span className="medal-prize">Prize {formatMoneyCents(medal.amount_cents)}</span>
              )}
              {medal.prize_declined && <strong className="medal-declined">Prize declined by the catalyst</strong>}
              {medal.challenge && (
                <Link href={href('challenges.show', { challenge: medal.challenge.slug })}>View the challenge</Link>
              )}
              {medal.awarded_at && (
                <time dateTime={medal.awarded_at}>{dateFormat.format(new Date(medal.awarded_at))}</time>
              )}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Counts per kind, only the kinds held. */
export function MedalSummary({ meta }: { meta: Pick<MedalsMeta, 'total' | 'by_kind'> }) {
  const held = Object.entries(meta.by_kind).filter(([, n]) => n > 0) as [keyof typeof MEDAL_KIND_LABELS, number][];
  return (
    <dl className="medal-summary">
      <div>
        <dt>All medals &amp; badges</dt>
        <dd>{meta.total}</dd>
      </div>
      {held.map(([kind, n]) => (
        <div key={kind}>
          <dt>{MEDAL_KIND_LABELS[kind]}</dt>
          <dd>{n}</dd>
        </div>
      ))}
    </dl>
  );
}
