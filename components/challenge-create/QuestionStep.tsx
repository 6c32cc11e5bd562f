'use client';
// Question & Description (spec 2 §5 question title): 'What ... could' or 'How ... could', at most
// 180 characters with the characters remaining; the closing '?' is added when publishing. A QQ
// types only what follows its prefix (140 characters, details 1000). Tool challenges and comedy
// categories show the suggested words, which shake while the title uses none of them.
import { useState } from 'react';
import { CREATE_MESSAGES } from '@/lib/challenges/messages';
import {
  INITIAL_QUESTION_TITLE,
  joinQqTitle,
  QQ_DETAIL_MAX,
  QQ_PREFIXES,
  QQ_TITLE_MAX,
  qqTitleLength,
  QUESTION_DETAIL_MAX,
  QUESTION_TITLE_MAX,
  questionTitleRemaining,
  splitQqTitle,
  SUGGESTED_TITLE_WORDS,
  withoutQuestionMark,
  type QqPrefix,
} from '@/lib/challenges/title';
import { needsSuggestedWord } from '@/lib/challenges/variants';
import { RichTextEditor } from '../editor/RichTextEditor';
import { useUi } from '../ui/UiProvider';
import { AssistantButton } from './AssistantButton';
import { counterText, CountedField } from './CountedField';
import type { CreationFlowState } from './useCreationFlow';

function SuggestedWords({ flow }: { flow: CreationFlowState }) {
  const { draft, update, fieldError } = flow;
  const shaking = fieldError('question_title') === CREATE_MESSAGES.suggestedWords;
  const add = (word: string) =>
    update({ question_title: `${draft.question_title.replace(/\s+$/, '')} ${word}` }, ['question_title']);
  return (
    <div className={`suggested-words ${shaking ? 'shake' : ''}`}>
      <span id="suggested-words-label">Suggested words:</span>
      <ul aria-labelledby="suggested-words-label">
        {SUGGESTED_TITLE_WORDS.map((word) => (
          <li key={word}>
            <button type="button" className="chip" onClick={() => add(word)} aria-label={`Add “${word}” to the title`}>
              {word}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The title with its rules; also on the assumptions step's Question Title tab. */
export function QuestionTitleField({
  flow,
  id = 'question_title',
  hint,
}: {
  flow: CreationFlowState;
  id?: string;
  hint: string;
}) {
  const { draft, update, touch, fieldError } = flow;
  return (
    <>
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
      {needsSuggestedWord(draft) && <SuggestedWords flow={flow} />}
    </>
  );
}

/** A QQ's title: the prefix is chosen, the rest typed; a typed prefix is stripped (spec 2 §5). */
function QqTitleField({ flow }: { flow: CreationFlowState }) {
  const { draft, update, touch, fieldError } = flow;
  const { prefix, rest } = splitQqTitle(draft.question_title);
  const error = fieldError('question_title');
  const set = (nextPrefix: QqPrefix, nextRest: string) =>
    update({ question_title: joinQqTitle(nextPrefix, nextRest) }, ['question_title']);
  const describedBy = ['qq-title-hint', 'qq-title-counter', error && 'qq-title-error'].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor="qq-title">Quick Question</label>
      <span className="muted field-hint" id="qq-title-hint">
        Finish the question in up to {QQ_TITLE_MAX} characters; the “{prefix}” is added for you.
      </span>
      <div className="qq-title">
        <label className="visually-hidden" htmlFor="qq-prefix">
          Starts with
        </label>
        <select id="qq-prefix" value={prefix} onChange={(e) => set(e.target.value as QqPrefix, rest)}>
          {QQ_PREFIXES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
        <input
          id="qq-title"
          type="text"
          autoComplete="off"
          value={rest}
          placeholder="make the night bus feel safer"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          onChange={(e) => set(prefix, e.target.value)}
          onBlur={() => touch('question_title')}
        />
      </div>
      <span
        id="qq-title-counter"
        className={`counter ${qqTitleLength(draft.question_title) > QQ_TITLE_MAX ? 'counter-over' : ''}`}
      >
        {counterText(QQ_TITLE_MAX - qqTitleLength(draft.question_title))}
      </span>
      {error && (
        <span className="error" id="qq-title-error" role="alert">
          {error}
        </span>
      )}
      <SuggestedWords flow={flow} />
    </div>
  );
}

/** The AI assistant (developer flag): keywords the question must use, then a suggestion to edit. */
function Assistant({ flow, categories }: { flow: CreationFlowState; categories: string[] }) {
  const { update, draft } = flow;
  const { confirm } = useUi();
  const [keywords, setKeywords] = useState('');
  const list = keywords
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  return (
    <div className="assistant-panel">
      <div className="field">
        <label htmlFor="assistant-keywords">Keywords the question must use</label>
        <input
          id="assistant-keywords"
          type="text"
          autoComplete="off"
          value={keywords}
          placeholder="night bus, safety"
          aria-describedby="assistant-keywords-hint"
          onChange={(e) => setKeywords(e.target.value)}
        />
        <span id="assistant-keywords-hint" className="muted field-hint">
          Optional, separated by commas.
        </span>
      </div>
      <AssistantButton
        categories={categories}
        keywords={list}
        onSuggest={async (s) => {
          // What the person wrote is theirs: replacing it asks first.
          const written = draft.question_title.trim() !== INITIAL_QUESTION_TITLE || draft.question_detail.trim() !== '';
          if (
            written &&
            !(await confirm({
              title: 'Replace your question?',
              message: 'The suggestion replaces the title and details you wrote.',
              confirm: 'Replace',
            }))
          )
            return;
          update(
            {
              question_title: withoutQuestionMark(s.question_title),
              question_detail: s.question_details,
              tags: s.tags,
            },
            ['question_title', 'question_detail'],
          );
        }}
      />
    </div>
  );
}

export function QuestionStep({
  flow,
  assistantCategories = null,
}: {
  flow: CreationFlowState;
  assistantCategories?: string[] | null;
}) {
  const { draft, update, touch, fieldError } = flow;
  const qq = draft.solution_format === 'qq';
  return (
    <>
      {assistantCategories && !qq && <Assistant flow={flow} categories={assistantCategories} />}
      {qq ? (
        <QqTitleField flow={flow} />
      ) : (
        <QuestionTitleField
          flow={flow}
          hint="Start with “What” or “How” and include “could”, e.g. “What could make night buses feel safer?”"
        />
      )}
      <RichTextEditor
        id="question_detail"
        label="Question Details"
        hint="The background innovators need: who is affected, what has been tried, what a good idea must respect. Use the toolbar for headings, lists and links; type @ to mention someone."
        value={draft.question_detail}
        onChange={(question_detail) => update({ question_detail }, ['question_detail'])}
        onBlur={() => touch('question_detail')}
        max={qq ? QQ_DETAIL_MAX : QUESTION_DETAIL_MAX}
        error={fieldError('question_detail')}
      />
    </>
  );
}
