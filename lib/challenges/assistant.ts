// The challenge assistant's 'suggest-challenge' tool (spec 2 §3 Other, §6, §7): a question title,
// details and tags from the chosen category path and the catalyst's mandatory keywords. No external
// model is reachable, so a template engine writes them: pure, and the same input always gives the
// same suggestion (the templates are picked by a seed hashed from the input).
//
// Title rules it keeps (lib/challenges/title.ts): starts 'What'/'How' with 'could' after it, at
// most 180 characters counting the closing '?', and names one of the suggested words (unexpected,
// unique, unusual, surprising) that some categories ask for (spec 2 §5). Every mandatory keyword
// appears verbatim in the title when they fit. They are never cut (a cut keyword is no longer the
// keyword): first the other templates are tried, then a shortened category name, and only then are
// keywords left out of the title from the last one typed back; every keyword still appears in the
// details, and as a tag when there is room.
import { z } from 'zod';
import { normalizeTag } from '../tags';
import { truncateAtWord } from '../text';
import { QUESTION_TITLE_MAX } from './title';

/** The developer flag's tool name (spec 2 §7: GET /challenges/assistant/{id}). */
export const ASSISTANT_TOOL = 'suggest-challenge';
export const ASSISTANT_TAGS_MAX = 5;
/** A longer keyword or category name would not be a tag anyone searches for. */
export const ASSISTANT_TAG_LENGTH_MAX = 40;
export const ASSISTANT_LIST_MAX = 10;
export const ASSISTANT_ITEM_MAX = 100;
/** A category name longer than this is shortened before any keyword is left out of the title. */
const SHORT_TOPIC = 40;
const DEFAULT_TOPIC = 'our community';

export const ASSISTANT_MESSAGES = {
  categoriesRequired: 'Choose a category first.',
  tooMany: (what: string) => `At most ${ASSISTANT_LIST_MAX} ${what}.`,
  tooLong: (what: string) => `Each of the ${what} can be at most ${ASSISTANT_ITEM_MAX} characters.`,
} as const;

export interface AssistantInput {
  categories: string[];
  keywords: string[];
}

export const assistantSuggestionSchema = z.object({
  question_title: z.string(),
  question_details: z.string(),
  tags: z.array(z.string()),
});
export type AssistantSuggestion = z.infer<typeof assistantSuggestionSchema>;

/** Trimmed, single-spaced, without empties or repeats (case-insensitive), in the order given. */
export function cleanList(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.replace(/\s+/g, ' ').trim();
    if (!item || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    out.push(item);
  }
  return out;
}

/** A comma-joined query value (spec 2 §7) as a clean list. */
export const splitJoined = (joined: string) => cleanList(joined.split(','));

const joinedList = (what: string) =>
  z
    .string()
    .default('')
    .transform(splitJoined)
    .refine((list) => list.length <= ASSISTANT_LIST_MAX, ASSISTANT_MESSAGES.tooMany(what))
    .refine((list) => list.every((item) => item.length <= ASSISTANT_ITEM_MAX), ASSISTANT_MESSAGES.tooLong(what));

/** ?categories=Local %26 Civics,Transit&mandatory_keywords=night buses,shift work */
export const assistantQuerySchema = z.object({
  categories: joinedList('categories').refine((list) => list.length > 0, ASSISTANT_MESSAGES.categoriesRequired),
  mandatory_keywords: joinedList('keywords'),
});

/** 32-bit FNV-1a: a stable number from the input, so the same input picks the same templates. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small deterministic generator; each call gives the next number in [0, 1). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 'a', 'a and b', 'a, b and c'. */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

type Fill = { topic: string; keywords: string };
const TITLES_WITH_KEYWORDS: ((f: Fill) => string)[] = [
  ({ topic, keywords }) => `How could ${keywords} lead to an unexpected change in ${topic}?`,
  ({ topic, keywords }) => `What unusual idea could use ${keywords} to improve ${topic}?`,
  ({ topic, keywords }) => `How could a surprising use of ${keywords} make ${topic} better for everyone?`,
  ({ topic, keywords }) => `What unique step could bring ${keywords} into ${topic} this year?`,
];
const TITLES: ((f: Fill) => string)[] = [
  ({ topic }) => `How could an unexpected idea make ${topic} better for everyone?`,
  ({ topic }) => `What unusual step could improve ${topic} in our community?`,
  ({ topic }) => `How could ${topic} work in a surprising new way?`,
  ({ topic }) => `What unique change could ${topic} try first?`,
];

const INTROS: ((path: string, topic: string) => string)[] = [
  (path) => `This challenge belongs to **${path}**.`,
  (path, topic) => `We are looking for fresh thinking on ${topic}, filed under **${path}**.`,
  (path) => `The question sits in **${path}**, where small changes can reach many people.`,
];
const ASKS = [
  'Describe what you would change first, who it would help, and how we would know it worked.',
  'Share an idea that could be tried within a month, and say what it would need to succeed.',
  'Tell us the problem you see, the change you propose, and the first person who would notice it.',
];
const CLOSINGS = [
  'Bold, unexpected answers are welcome; so are simple ones that could start tomorrow.',
  'Ideas that others can build on score best, so explain your reasoning.',
  'Think beyond the obvious: the most useful ideas are often the surprising ones.',
];

/**
 * Names typed by people stay text in the markdown details. Only what formats mid-sentence is escaped
 * ('*', '_', '`', '[', ']', '<', '>', '\\'): the catalyst edits the details as markdown source, where
 * every needless backslash shows.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>]/g, '\\$&');
}

const fits = (title: string) => title.length <= QUESTION_TITLE_MAX;

/** The title; see the header for what gives way when it is too long. */
function writeTitle(topic: string, keywords: string[], start: number): string {
  const topics = topic.length > SHORT_TOPIC ? [topic, truncateAtWord(topic, SHORT_TOPIC)] : [topic];
  for (let count = keywords.length; count >= 0; count--) {
    const named = keywords.slice(0, count);
    const templates = count > 0 ? TITLES_WITH_KEYWORDS : TITLES;
    for (const t of topics) {
      for (let i = 0; i < templates.length; i++) {
        const title = templates[(start + i) % templates.length]({ topic: t, keywords: listPhrase(named) });
        if (fits(title)) return title;
      }
    }
  }
  return TITLES[0]({ topic: DEFAULT_TOPIC, keywords: '' });
}

function writeTags(categories: string[], keywords: string[]): string[] {
  // Keywords are what the catalyst insisted on; then the category path from the most specific up.
  const tags = cleanList([...keywords, ...[...categories].reverse()].map((t) => normalizeTag(t).toLowerCase()));
  return tags.filter((t) => t.length <= ASSISTANT_TAG_LENGTH_MAX).slice(0, ASSISTANT_TAGS_MAX);
}

export function suggestChallenge(input: AssistantInput): AssistantSuggestion {
  const categories = cleanList(input.categories);
  const keywords = cleanList(input.keywords);
  const random = generator(hash(`${categories.join('|')}#${keywords.join('|')}`.toLowerCase()));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];

  const topic = categories[categories.length - 1] ?? DEFAULT_TOPIC;
  const path = categories.length ? categories.join(' › ') : 'General';
  const title = writeTitle(topic, keywords, Math.floor(random() * TITLES.length));
  const sentences = [pick(INTROS)(escapeMarkdown(path), escapeMarkdown(topic))];
  if (keywords.length)
    sentences.push(`Every idea should take in ${listPhrase(keywords.map((k) => `*${escapeMarkdown(k)}*`))}.`);
  sentences.push(pick(ASKS), pick(CLOSINGS));
  return { question_title: title, question_details: sentences.join(' '), tags: writeTags(categories, keywords) };
}
