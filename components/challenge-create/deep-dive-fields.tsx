'use client';
// What the three deep-dive worksheets of the assumptions step share (spec 2 §3 deep dives): the
// setter of one worksheet, comma-separated lists, typing that stops at each limit, a field's error.
import { DEEP_DIVE_ITEM_MAX, DEEP_DIVE_LIST_MAX, type DeepDives } from '@/lib/challenges/assumptions';
import { graphemeSlice } from '@/lib/graphemes';
import type { CreationFlowState } from './useCreationFlow';

export type Section<K extends keyof DeepDives> = {
  flow: CreationFlowState;
  set: (patch: Partial<DeepDives[K]>, field: string) => void;
};
export const ORDINAL = { core_cause_1st: 'First', core_cause_2nd: 'Second', core_cause_3rd: 'Third' } as const;
export const listText = (list: string[]) => list.join(', ');
export const textList = (text: string) =>
  text
    .split(',')
    .map((s) => graphemeSlice(s.trim(), DEEP_DIVE_ITEM_MAX))
    .filter(Boolean)
    .slice(0, DEEP_DIVE_LIST_MAX);

export function deepDiveSetter(flow: CreationFlowState) {
  const dives = flow.draft.deep_dives;
  return <K extends keyof DeepDives>(key: K) =>
    (patch: Partial<DeepDives[K]>, field: string) =>
      flow.update({ deep_dives: { ...dives, [key]: { ...dives[key], ...patch } } }, [field]);
}

// Typing stops at each limit in characters seen (lib/graphemes.ts), as the server counts: a maxLength
// attribute counts UTF-16 units, so an emoji would use up two or more of it.
export const typed = (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>, max: number) =>
  graphemeSlice(e.target.value, max);

export function FieldError({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <span className="error" id={id} role="alert">
      {error}
    </span>
  ) : null;
}
