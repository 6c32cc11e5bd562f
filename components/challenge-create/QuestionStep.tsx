'use client';
// Question & Description (spec 2 §5 question title): 'What ... could' or 'How ... could', at most
// 180 characters with the characters remaining; the closing '?' is added when publishing.
import { QUESTION_DETAIL_MAX, QUESTION_TITLE_MAX, questionTitleRemaining } from '../../lib/challenges/title';
import { RichTextEditor } from '../editor/RichTextEditor';
import { CountedField } from './CountedField';
import type { CreationFlowState } from './useCreationFlow';

/** The title with its rules; also on the assumptions step's Question Title tab. */
export function QuestionTitleField({ flow, id = 'question_title', hint }: { flow: CreationFlowState; id?: string; hint: string }) {
  const { draft, update, touch, fieldError } = flow;
  return (
    <CountedField
      id={id}
      label="Question Title"
      hint={hint}
      value={draft.question_title}
      onChange={(question_title) => update({ question_title }, ['question_title'])}
      onBlur={() => touch('question_title')}
      max={QUESTION_TITLE_MAX}
      remaining={questionTitleRemaining(draft.question_title)}
      error={fieldError('question_title')}
    />
  );
}

export function QuestionStep({ flow }: { flow: CreationFlowState }) {
  const { draft, update, touch, fieldError } = flow;
  return (
    <>
      <QuestionTitleField flow={flow} hint="Start with “What” or “How” and include “could”, e.g. “What could make night buses feel safer?”" />
      <RichTextEditor
        id="question_detail"
        label="Question Details"
        hint="The background innovators need: who is affected, what has been tried, what a good idea must respect. Markdown works for **bold**, lists and links."
        value={draft.question_detail}
        onChange={(question_detail) => update({ question_detail }, ['question_detail'])}
        onBlur={() => touch('question_detail')}
        max={QUESTION_DETAIL_MAX}
        error={fieldError('question_detail')}
      />
    </>
  );
}
