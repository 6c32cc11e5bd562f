// The limits of saved ideas, iterations and iteration requests (lib/contracts/idea-notes.ts) at
// their edges: idea title 180 and description 5000 (spec 2 §5, §9), request note 1000 (spec 1 §5's
// textarea), counted as a person counts characters.
import { describe, expect, test } from '@jest/globals';
import { tooLong } from '@/lib/challenges/messages';
import {
  IDEA_NOTE_TEXTS,
  ITERATION_NOTE_MAX,
  iterationCreateSchema,
  iterationRequestCreateSchema,
  savedIdeaCreateSchema,
} from '@/lib/contracts/idea-notes';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

describe('saved idea', () => {
  test('title 180 passes, 181 fails; emoji count as one character', () => {
    expect(savedIdeaCreateSchema.safeParse({ title: 'a'.repeat(180) }).success).toBe(true);
    expect(savedIdeaCreateSchema.safeParse({ title: '👍🏽'.repeat(180) }).success).toBe(true);
    expect(firstError(iterationCreateSchema.safeParse({ title: 'a'.repeat(181) }))).toBe(tooLong(180));
  });
  test('description 5000 passes, 5001 fails; private unless asked', () => {
    const ok = savedIdeaCreateSchema.safeParse({ title: 't', description: 'd'.repeat(5000) });
    expect(ok.success && ok.data.visibility).toBe('private');
    expect(firstError(iterationCreateSchema.safeParse({ title: 't', description: 'd'.repeat(5001) }))).toBe(
      tooLong(5000),
    );
  });
  test('a kept idea names it by a positive id', () => {
    expect(savedIdeaCreateSchema.safeParse({ idea_id: 1 }).success).toBe(true);
    expect(savedIdeaCreateSchema.safeParse({ idea_id: 0 }).success).toBe(false);
  });
});

describe('iteration request', () => {
  test('note 1 and 1000 characters pass; empty and 1001 fail', () => {
    expect(iterationRequestCreateSchema.safeParse({ idea_id: 3, note: 'x' }).success).toBe(true);
    expect(iterationRequestCreateSchema.safeParse({ idea_id: 3, note: 'x'.repeat(ITERATION_NOTE_MAX) }).success).toBe(
      true,
    );
    expect(firstError(iterationRequestCreateSchema.safeParse({ idea_id: 3, note: '   ' }))).toBe(
      IDEA_NOTE_TEXTS.required,
    );
    expect(firstError(iterationRequestCreateSchema.safeParse({ idea_id: 3, note: 'x'.repeat(1001) }))).toBe(
      tooLong(1000),
    );
  });
});
