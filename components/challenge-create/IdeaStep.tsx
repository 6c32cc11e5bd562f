'use client';
// Your Idea (test-an-idea, spec 2 §1, §5): title 180, description 5000. Stored as an idea of the
// catalyst, hidden anonymously among the crowd's ideas and rated double-blind.
import { IDEA_DESCRIPTION_MAX, IDEA_TITLE_MAX } from '../../lib/challenges/idea';
import { CountedField } from './CountedField';
import type { CreationFlowState } from './useCreationFlow';

export function IdeaStep({ flow }: { flow: CreationFlowState }) {
  const { draft, update, touch, fieldError } = flow;
  const setIdea = (patch: Partial<typeof draft.idea>, field: string) => update({ idea: { ...draft.idea, ...patch } }, [field]);
  return (
    <>
      <p className="alert alert-info" role="note">
        Your idea is entered like everyone else’s and shown without your name, so raters judge it on its merits next to
        the crowd’s ideas. Its author is revealed when the challenge closes.
      </p>
      <CountedField
        id="idea-title"
        label="Idea Title"
        value={draft.idea.title}
        onChange={(title) => setIdea({ title }, 'idea.title')}
        onBlur={() => touch('idea.title')}
        max={IDEA_TITLE_MAX}
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
        error={fieldError('idea.description')}
      />
    </>
  );
}
