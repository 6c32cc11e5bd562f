// The medal catalogue (spec 3 §7 'Awards'; spec 1 §1 "medals and prizes"). The spec names medals
// but not which there are, so the catalogue is ours, and every medal is derived from a record the
// game already keeps, never stored on its own (so it cannot disagree with the records):
//
//   prize-gold / -silver / -bronze  place 1, 2 or 3 on a closed challenge's ranking (ties share a
//                                   place: two ideas ranked 2nd both get silver), money or not; a
//                                   prize the catalyst declined keeps its medal, marked declined
//                                   (declining costs the catalyst trust, not the innovator a medal)
//   catalyst-pick                   a Top3IdeaBonus for an idea the catalyst picked (catalyst_picks)
//   top3                            a Top3IdeaBonus for an idea filled in from the crowd's ranking
//   top5                            a Top5IdeaBonus: the crowd ranked the idea in its Top 5
//   olympiad-gold / -silver / -bronze  place 1, 2 or 3 (dense rank, as the boards rank) on the overall
//                                   board of a tournament's window once the tournament has ended
//   rank                            one badge per brain role whose current rank is 2 or higher (rank 1,
//                                   levels 0-10, is where everyone starts, so it is no distinction),
//                                   from the player's brains (their rank_position and rank_label)
//
// Ideas of declined entries, unpublished challenges and mentor boxes (AMA and suggestion-box
// questions put to a catalyst) never earn medals: the provider leaves them out before these rules.
import { BRAIN_ROLES, LEDGER_ROLE_OF, type Brain, type BrainRole } from '../contracts/brain';
import { NEURON_ROLE_LABELS, type NeuronRole } from '../contracts/neurons';
import { MEDAL_KINDS, type Medal, type MedalKind, type MedalTier, type MedalsMeta } from '../contracts/awards';
import { CLOSING_REASONS } from '../challenges/closing';

/** Places that earn a metal. */
export const MEDAL_PLACES = 3;
/** Rank badges start at this rank position. */
export const FIRST_BADGE_RANK = 2;

type ChallengeRef = { slug: string; question_title: string };

/** A place on a closed challenge's ranking; amountCents and declined come from its prize_awards row. */
export interface PrizeRecord {
  ideaId: number;
  ideaTitle: string;
  challenge: ChallengeRef;
  rank: number;
  awardedAt: Date;
  amountCents: number | null;
  declined: boolean;
}
export interface BonusRecord {
  ideaId: number;
  ideaTitle: string;
  challenge: ChallengeRef;
  reason: string;
  pickPlace: number | null;
  awardedAt: Date;
}
export interface OlympiadRecord {
  id: number;
  title: string;
  rank: number;
  endedAt: Date;
}
export type RankRecord = Pick<Brain, 'role' | 'brain_level' | 'rank_position' | 'rank_label'>;

const METALS = ['gold', 'silver', 'bronze'] as const;

/** 'gold' for 1, 'silver' for 2, 'bronze' for 3; null for any other place. */
export function placeMetal(place: number): (typeof METALS)[number] | null {
  return Number.isInteger(place) && place >= 1 && place <= MEDAL_PLACES ? METALS[place - 1] : null;
}

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

const capital = (word: string) => word[0].toUpperCase() + word.slice(1);
/** A brain role's display name: the ledger role's label, 'Nerve Score' for overall. */
function roleName(role: BrainRole): string {
  const ledger = LEDGER_ROLE_OF[role];
  return ledger ? NEURON_ROLE_LABELS[ledger as NeuronRole] : 'Nerve Score';
}

function medal(
  kind: MedalKind,
  tier: MedalTier,
  fields: Partial<Medal> & Pick<Medal, 'id' | 'label' | 'description'>,
): Medal {
  return {
    kind,
    tier,
    place: null,
    awarded_at: null,
    challenge: null,
    idea: null,
    olympiad: null,
    role: null,
    amount_cents: null,
    prize_declined: false,
    ...fields,
  };
}

export function prizeMedal(record: PrizeRecord): Medal | null {
  const metal = placeMetal(record.rank);
  if (!metal) return null;
  return medal(`prize-${metal}`, metal, {
    id: `prize-idea-${record.ideaId}`,
    label: `${capital(metal)} prize`,
    description: `${ordinal(record.rank)} place with “${record.ideaTitle}” in “${record.challenge.question_title}”`,
    place: record.rank,
    awarded_at: record.awardedAt.toISOString(),
    amount_cents: record.amountCents && record.amountCents > 0 ? record.amountCents : null,
    prize_declined: record.declined,
    challenge: record.challenge,
    idea: { id: record.ideaId, title: record.ideaTitle },
  });
}

/** A Top 3 or Top 5 closing bonus as a ribbon; null for any other ledger reason. */
export function bonusMedal(record: BonusRecord): Medal | null {
  const base = {
    awarded_at: record.awardedAt.toISOString(),
    challenge: record.challenge,
    idea: { id: record.ideaId, title: record.ideaTitle },
  };
  const about = `“${record.ideaTitle}” in “${record.challenge.question_title}”`;
  if (record.reason === CLOSING_REASONS.top5) {
    return medal('top5', 'ribbon', {
      ...base,
      id: `top5-idea-${record.ideaId}`,
      label: 'Top 5 idea',
      description: `The crowd ranked ${about} in its Top 5`,
    });
  }
  if (record.reason !== CLOSING_REASONS.top3) return null;
  const picked = record.pickPlace !== null && placeMetal(record.pickPlace) !== null;
  return picked
    ? medal('catalyst-pick', 'ribbon', {
        ...base,
        id: `top3-idea-${record.ideaId}`,
        place: record.pickPlace,
        label: 'Catalyst’s pick',
        description: `The catalyst picked ${about} as their ${ordinal(record.pickPlace!)} choice`,
      })
    : medal('top3', 'ribbon', {
        ...base,
        id: `top3-idea-${record.ideaId}`,
        label: 'Top 3 idea',
        description: `${capital(about)} made the Top 3 on the crowd’s ranking`,
      });
}

export function olympiadMedal(record: OlympiadRecord): Medal | null {
  const metal = placeMetal(record.rank);
  if (!metal) return null;
  return medal(`olympiad-${metal}`, metal, {
    id: `olympiad-${record.id}`,
    label: `${capital(metal)} in a tournament`,
    description: `${ordinal(record.rank)} on the Nerve Score board of ${record.title}`,
    place: record.rank,
    awarded_at: record.endedAt.toISOString(),
    olympiad: { id: record.id, title: record.title },
  });
}

/** The badge of the rank a role has reached; null below FIRST_BADGE_RANK. */
export function rankBadge(record: RankRecord): Medal | null {
  if (record.rank_position < FIRST_BADGE_RANK) return null;
  return medal('rank', 'badge', {
    id: `rank-${record.role}`,
    label: record.rank_label,
    description: `${roleName(record.role)} rank ${record.rank_position} of 10 (level ${record.brain_level})`,
    place: record.rank_position,
    role: record.role,
  });
}

const kindOrder = (kind: MedalKind) => MEDAL_KINDS.indexOf(kind);
const roleOrder = (role: string | null) => (role ? BRAIN_ROLES.indexOf(role as BrainRole) : -1);

/**
 * Every medal of the records, one per id (a replayed bonus cannot double a medal), catalogue order
 * first, then newest first; rank badges in the brain roles' order.
 */
export function buildMedals(records: {
  prizes?: PrizeRecord[];
  bonuses?: BonusRecord[];
  olympiads?: OlympiadRecord[];
  ranks?: RankRecord[];
}): Medal[] {
  const all = [
    ...(records.prizes ?? []).map(prizeMedal),
    ...(records.bonuses ?? []).map(bonusMedal),
    ...(records.olympiads ?? []).map(olympiadMedal),
    ...(records.ranks ?? []).map(rankBadge),
  ].filter((m): m is Medal => m !== null);
  const unique = [...new Map(all.map((m) => [m.id, m])).values()];
  return unique.sort(
    (a, b) =>
      kindOrder(a.kind) - kindOrder(b.kind) ||
      (b.awarded_at ?? '').localeCompare(a.awarded_at ?? '') ||
      roleOrder(a.role) - roleOrder(b.role) ||
      a.id.localeCompare(b.id),
  );
}

/** Counts per kind, every kind present. */
export function countMedals(medals: readonly Medal[]): Pick<MedalsMeta, 'total' | 'by_kind'> {
  const byKind = Object.fromEntries(MEDAL_KINDS.map((kind) => [kind, 0])) as Record<MedalKind, number>;
  for (const m of medals) byKind[m.kind] += 1;
  return { total: medals.length, by_kind: byKind };
}

/** Labels of the kinds, for summaries. */
export const MEDAL_KIND_LABELS: Record<MedalKind, string> = {
  'prize-gold': 'Gold prizes',
  'prize-silver': 'Silver prizes',
  'prize-bronze': 'Bronze prizes',
  'catalyst-pick': 'Catalyst’s picks',
  top3: 'Top 3 ideas',
  top5: 'Top 5 ideas',
  'olympiad-gold': 'Tournament golds',
  'olympiad-silver': 'Tournament silvers',
  'olympiad-bronze': 'Tournament bronzes',
  rank: 'Rank badges',
};
