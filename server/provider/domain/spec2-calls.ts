// Reads behind the remaining spec 2 §7 calls (lib/contracts/spec2-calls.ts): a published
// challenge's prize by id, and categorify, which ranks categories by how many of their name's and
// description's words (4 letters or more, common words aside) the text uses: a plain, explainable
// suggestion for the category step, no model involved.
import { and, eq, isNotNull } from 'drizzle-orm';
import {
  CATEGORIFY_LIMIT,
  CATEGORIFY_MIN_WORD,
  type Categorify,
  type ChallengePrize,
} from '@/lib/contracts/spec2-calls';
import type { Db } from '../db/client';
import { categories, challenges } from '../db/schema';

export async function loadChallengePrize(db: Db, id: number): Promise<ChallengePrize | null> {
  const [row] = await db
    .select()
    .from(challenges)
    .where(and(eq(challenges.id, id), eq(challenges.state, 'published')))
    .limit(1);
  if (!row) return null;
  return {
    challenge_id: row.id,
    slug: row.slug,
    prize_type: row.prizeType,
    prize_money_cents: row.prizeMoneyCents,
    prize_title: row.prizeTitle,
    prize_description: row.prizeDescription,
  };
}

// Words every question or description has ('What could we make…'): matching them says nothing of
// the subject, and they filled the 3 places before the word that did (a night-bus question got
// three categories whose descriptions say 'what' and 'make', not Transit).
const COMMON_WORDS = new Set(
  (
    'what could would should how when where which while that this these those there their them they then than ' +
    'with without from into onto about after before over under more most much many some such your yours ours ' +
    'have make made makes making like just also very even each every other others same been being were will ' +
    'does done doing want wants need needs good better best ways thing things people everyone someone'
  ).split(' '),
);

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= CATEGORIFY_MIN_WORD && !COMMON_WORDS.has(w)),
  );
}

export async function categorify(db: Db, text: string): Promise<Categorify> {
  const wanted = words(text);
  if (!wanted.size) return [];
  // Sub-categories (with a parent) are what a challenge is filed under.
  const rows = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, description: categories.description })
    .from(categories)
    .where(isNotNull(categories.parentId));
  return rows
    .map((row) => {
      const own = words(`${row.name} ${row.description} ${row.slug.replaceAll('-', ' ')}`);
      let score = 0;
      for (const w of own) if (wanted.has(w)) score += 1;
      return { id: row.id, name: row.name, slug: row.slug, score };
    })
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .slice(0, CATEGORIFY_LIMIT);
}
