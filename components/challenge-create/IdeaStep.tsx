'use client';
// Your Idea (spec 2 §1, §5): title 180, description 5000. In test-an-idea (and optionally in the
// default form) it is stored as an idea of the catalyst, hidden anonymously among the crowd's and
// rated double-blind; in improve-an-idea it is shown openly as the idea the crowd improves.
import { IDEA_DESCRIPTION_MAX, IDEA_TITLE_MAX } from '@/lib/challenges/idea';
import { isIdeaRequired } from '@/lib/challenges/variants';
import { CountedField } from './CountedField';
import type { CreationFlowState } from './useCreationFlow';

const NOTES = {
  hidden:
    'Your idea is entered like everyone else’s and shown without your name, so raters judge it on its merits next to the crowd’s ideas. Its author is revealed when the challenge closes.',
  optional:
    'Optional: test your own idea. It is entered like everyone else’s and shown without your name, and its author is revealed when the challenge closes. Leave both fields empty to skip.',
  improve:
    'The idea the crowd will improve. It is shown with your question; innovators answer with better versions of it.',
};

export function IdeaStep({ flow }: { flow: CreationFlowState }) {
  const { draft, update, touch, fieldError } = flow;
  const setIdea = (patch: Partial<typeof draft.idea>, field: string) =>
    update({ idea: { ...draft.idea, ...patch } }, [field]);
  const note =
    draft.solution_format === 'improve-an-idea'
      ? NOTES.improve
      : isIdeaRequired(draft.solution_format)
        ? NOTES.hidden
        : NOTES.optional;
  const required = isIdeaRequired(draft.solution_format);
  return (
    <>
      <p className="alert alert-info" role="note">
        {note}
      </p>
      <CountedField
        id="idea-title"
        label="Idea Title"
        value={draft.idea.title}
        onChange={(title) => setIdea({ title }, 'idea.title')}
        onBlur={() => touch('idea.title')}
        max={IDEA_TITLE_MAX}
        required={required}
        error={fieldError('idea.title')}
      />
      <CountedField
        id="idea-description"
        label="Idea Description"
        hint="What it is, who it is for, and why it would work."
        value={draft.idea.description}
        onChange={(description) => setIdea({ description }, 'idea.description')}
        onBlur={() => touch('idea.description')}
        max={IDEA_DESCRIPTION_MAX}
        multiline
        rows={8}
        required={required}
        error={fieldError('idea.description')}
      />
    </>
  );
}
