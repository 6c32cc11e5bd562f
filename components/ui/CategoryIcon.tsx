// A category's or community's icon as an SVG of the icon set (lucide-react), from the emoji its platform record
// holds: emoji render as empty boxes where no emoji font is installed. Server-rendered, so it adds
// no script to any page.
import {
  Activity,
  Bot,
  BookOpen,
  Brain,
  Briefcase,
  Bus,
  Calculator,
  Coins,
  Compass,
  Dices,
  Drama,
  Hammer,
  Construction,
  MapPin,
  Dna,
  Globe,
  GraduationCap,
  HardHat,
  HeartPulse,
  House,
  Image,
  Landmark,
  Laptop,
  Lightbulb,
  Megaphone,
  MessageCircle,
  Mic,
  Microscope,
  Newspaper,
  Recycle,
  Rocket,
  Salad,
  ScrollText,
  Search,
  Smartphone,
  Smile,
  Stethoscope,
  Thermometer,
  Trees,
  UserRound,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { IconEmoji } from '@/lib/community-look';

const BY_EMOJI: Record<IconEmoji, LucideIcon> = {
  '♻️': Recycle,
  '⚡': Zap,
  '🌍': Globe,
  '🌡️': Thermometer,
  '🌳': Trees,
  '🎓': GraduationCap,
  '🎤': Mic,
  '🎲': Dices,
  '🏃': Activity,
  '🏘️': House,
  '🏛️': Landmark,
  '🏠': House,
  '💬': MessageCircle,
  '💻': Laptop,
  '💼': Briefcase,
  '📚': BookOpen,
  '📜': ScrollText,
  '📣': Megaphone,
  '📰': Newspaper,
  '📱': Smartphone,
  '🔎': Search,
  '🔧': Wrench,
  '🔬': Microscope,
  '🖼️': Image,
  '🗞️': Newspaper,
  '😂': Smile,
  '🚀': Rocket,
  '🚌': Bus,
  '🤖': Bot,
  '🥗': Salad,
  '🦺': HardHat,
  '🧑‍💼': UserRound,
  '🧘': HeartPulse,
  '🧠': Brain,
  '🧬': Dna,
  '🧭': Compass,
  '🧮': Calculator,
  '🩺': Stethoscope,
  '🪙': Coins,
  // Community icons (their platform records).
  '💡': Lightbulb,
  '🎭': Drama,
  '🏗️': Construction,
  '📍': MapPin,
  '🛠️': Hammer,
};

export function CategoryIcon({ emoji, size = 22 }: { emoji: string | null | undefined; size?: number }) {
  const Icon = (emoji && BY_EMOJI[emoji as IconEmoji]) || Lightbulb;
  return <Icon size={size} aria-hidden="true" focusable="false" strokeWidth={1.8} />;
}

/** Every icon a category or community may have, once each (some emoji share one), named for pickers. */
export function iconChoices(size = 22): { emoji: IconEmoji; label: string; drawn: ReactNode }[] {
  const seen = new Set<LucideIcon>();
  return (Object.entries(BY_EMOJI) as [IconEmoji, LucideIcon][])
    .filter(([, Icon]) => !seen.has(Icon) && Boolean(seen.add(Icon)))
    .map(([emoji, Icon]) => ({
      emoji,
      label: (Icon.displayName ?? 'Icon').replace(/([a-z])([A-Z])/g, '$1 $2'),
      drawn: <Icon size={size} aria-hidden="true" focusable="false" strokeWidth={1.8} />,
    }));
}

/** The emoji the pickers offer for the icon a record holds (one of two emoji drawn alike maps to the first). */
export function pickerIcon(emoji: string | null): string | null {
  const Icon = emoji ? BY_EMOJI[emoji as IconEmoji] : undefined;
  if (!Icon) return emoji;
  return (Object.keys(BY_EMOJI) as IconEmoji[]).find((e) => BY_EMOJI[e] === Icon) ?? emoji;
}
