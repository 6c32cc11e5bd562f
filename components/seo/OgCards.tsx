// Share-image layouts (1200x630) drawn by next/og. Its renderer understands a subset of CSS: every
// element with more than one child needs display flex, and there are no classes, only inline styles.
// Texts arrive already cleaned by lib/seo/og-text (no emoji, cut to fit).
import type { ReactNode } from 'react';
import type { ChallengeOgCardProps, ChallengeOgState, UserOgCardProps } from '@/lib/seo/og-cards';
import { ideasLabel } from '@/lib/seo/og-text';

const BRAND = '#4b32c3';
const INK = '#ffffff';
const SOFT = 'rgba(255,255,255,0.78)';

function Frame({ community, children, picture }: { community: string; children: ReactNode; picture?: string | null }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        background: `linear-gradient(135deg, ${BRAND} 0%, #23166b 100%)`,
        color: INK,
      }}
    >
      <div
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '56px 64px',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', fontSize: 30, color: SOFT }}>
          <span style={{ fontSize: 34, color: INK, marginRight: 16 }}>Nervus</span>
          {community && <span>{`· ${community}`}</span>}
        </div>
        {children}
      </div>
      {picture && (
        // The challenge's own picture fills the right third, cropped rather than squeezed.
        <img src={picture} alt="" width={420} height={630} style={{ width: 420, height: 630, objectFit: 'cover' }} />
      )}
    </div>
  );
}

/** The avatar, or the person's initials on a disc when there is no picture we can draw. */
function Avatar({ picture, name, size }: { picture: string | null; name: string; size: number }) {
  if (picture)
    return (
      <img
        src={picture}
        alt=""
        width={size}
        height={size}
        style={{ width: size, height: size, borderRadius: size / 2, objectFit: 'cover' }}
      />
    );
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part.charAt(0).toUpperCase())
      .join('') || '?';
  return (
    <div
      style={{
        width: size,
        height: size,
        borderRadius: size / 2,
        background: 'rgba(255,255,255,0.18)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: size * 0.4,
      }}
    >
      {initials}
    </div>
  );
}

/** Long questions get a smaller type so that three or four lines still fit. */
function questionFontSize(text: string, narrow: boolean): number {
  const room = narrow ? 0.75 : 1;
  if (text.length > 150 * room) return 40;
  if (text.length > 90 * room) return 48;
  if (text.length > 50 * room) return 58;
  return 66;
}

const PILL = {
  display: 'flex',
  fontSize: 28,
  padding: '10px 22px',
  borderRadius: 999,
  background: 'rgba(255,255,255,0.16)',
  marginLeft: 24,
} as const;

/** The pill of the live state: '12 ideas · 3 days left', or 'Closed'. */
export function challengeStateLabel(state: ChallengeOgState): string {
  return state.kind === 'open' ? `${ideasLabel(state.ideas)} · ${state.timeLabel}` : 'Closed';
}

/** A closed challenge's winning idea under its question. */
function Winner({ winner }: { winner: { title: string; author: string } }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        marginTop: 22,
        marginBottom: 16,
        padding: '14px 22px',
        borderRadius: 18,
        background: 'rgba(255,255,255,0.12)',
      }}
    >
      <span style={{ fontSize: 24, color: SOFT }}>Winning idea</span>
      <span style={{ fontSize: 28, lineHeight: 1.2, marginTop: 4 }}>{winner.title}</span>
      <span style={{ fontSize: 22, color: SOFT, marginTop: 4 }}>{`by ${winner.author}`}</span>
    </div>
  );
}

export function ChallengeOgCard(props: ChallengeOgCardProps) {
  const winner = props.state.kind === 'closed' ? props.state.winner : null;
  return (
    <Frame community={props.community} picture={props.picture}>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        {props.category && (
          <div style={{ display: 'flex', fontSize: 26, color: SOFT, marginBottom: 18 }}>{props.category}</div>
        )}
        <div
          style={{
            display: 'flex',
            // A winner below takes room: the question gets the size of a longer one.
            fontSize: questionFontSize(props.question, Boolean(props.picture) || Boolean(winner)),
            lineHeight: 1.15,
          }}
        >
          {props.question}
        </div>
        {winner && <Winner winner={winner} />}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <Avatar picture={props.catalystAvatar} name={props.catalystName} size={72} />
          <div style={{ display: 'flex', flexDirection: 'column', marginLeft: 20 }}>
            <span style={{ fontSize: 30 }}>{props.catalystName}</span>
            <span style={{ fontSize: 24, color: SOFT }}>{`@${props.catalystHandle}`}</span>
          </div>
        </div>
        <div style={PILL}>{challengeStateLabel(props.state)}</div>
      </div>
    </Frame>
  );
}

export function UserOgCard(props: UserOgCardProps) {
  return (
    <Frame community={props.community}>
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <Avatar picture={props.avatar} name={props.name} size={220} />
        <div style={{ display: 'flex', flexDirection: 'column', marginLeft: 48, flex: 1 }}>
          <span style={{ fontSize: props.name.length > 24 ? 54 : 68, lineHeight: 1.1 }}>{props.name}</span>
          <span style={{ fontSize: 36, color: SOFT, marginTop: 8 }}>{`@${props.handle}`}</span>
          {props.standing && (
            <div style={{ display: 'flex', marginTop: 20 }}>
              <div style={{ ...PILL, marginLeft: 0 }}>{props.standing.rank}</div>
            </div>
          )}
          {props.tagline && <span style={{ fontSize: 30, marginTop: 24, lineHeight: 1.3 }}>{props.tagline}</span>}
        </div>
      </div>
      <div
        style={{ display: 'flex', fontSize: 26, color: SOFT }}
      >{`Challenges, ideas and neurons on ${props.community}`}</div>
    </Frame>
  );
}
