// How a community looks apart from the others (issue 22): the colour its platform record holds,
// used only when it is a plain #rrggbb (it reaches an inline style), and the main community keeps
// the product's own look.
import type { CSSProperties } from 'react';
import type { Platform } from '@/lib/contracts/platform';

/** A colour as a community record holds it: plain #rrggbb, so it is safe in an inline style. */
export const COMMUNITY_COLOR = /^#[0-9a-f]{6}$/i;
const HEX = COMMUNITY_COLOR;

/** Longest masthead picture address a community record keeps. */
export const COMMUNITY_IMAGE_MAX = 2048;

/**
 * A community's masthead picture: an https:// link or a path on this site, with none of the
 * characters that could end a CSS `url("…")` or an attribute (it reaches an inline style). Checked
 * when saved and again when drawn, so a value stored before this rule never reaches a page.
 */
export function isCommunityImageUrl(value: string): boolean {
  if (!value || value.length > COMMUNITY_IMAGE_MAX || /[\s"'()\\<>;]/.test(value)) return false;
  if (/^\/(?!\/)/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/**
 * The emoji a category or community record may name as its icon; each is drawn as an SVG of the
 * icon set (components/ui/CategoryIcon.tsx), which must map every one of them.
 */
export const ICON_EMOJIS = [
  '♻️',
  '⚡',
  '🌍',
  '🌡️',
  '🌳',
  '🎓',
  '🎤',
  '🎲',
  '🏃',
  '🏘️',
  '🏛️',
  '🏠',
  '💬',
  '💻',
  '💼',
  '📚',
  '📜',
  '📣',
  '📰',
  '📱',
  '🔎',
  '🔧',
  '🔬',
  '🖼️',
  '🗞️',
  '😂',
  '🚀',
  '🚌',
  '🤖',
  '🥗',
  '🦺',
  '🧑‍💼',
  '🧘',
  '🧠',
  '🧬',
  '🧭',
  '🧮',
  '🩺',
  '🪙',
  '💡',
  '🎭',
  '🏗️',
  '📍',
  '🛠️',
] as const;
export type IconEmoji = (typeof ICON_EMOJIS)[number];

/** The community's colour, or null for the main community or a missing or malformed value. */
export function communityColor(platform: Pick<Platform, 'color' | 'is_main'>): string | null {
  if (platform.is_main) return null;
  return platform.color && HEX.test(platform.color) ? platform.color : null;
}

/** `--community` for the navbar and masthead CSS; nothing when the community has no colour. */
export function communityStyle(platform: Pick<Platform, 'color' | 'is_main'>): CSSProperties | undefined {
  const color = communityColor(platform);
  return color ? ({ '--community': color } as CSSProperties) : undefined;
}
