// How a community looks apart from the others (issue 22): the colour its platform record holds,
// used only when it is a plain #rrggbb (it reaches an inline style), and the main community keeps
// the product's own look.
import type { CSSProperties } from 'react';
import type { Platform } from '@/lib/contracts/platform';

/** A colour as a community record holds it: plain #rrggbb, so it is safe in an inline style. */
export const COMMUNITY_COLOR = /^#[0-9a-f]{6}$/i;
const HEX = COMMUNITY_COLOR;

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
