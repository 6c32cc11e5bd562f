'use client';
// Two small steps: Purpose (improve-an-idea: what the improvement should achieve, optional) and
// Caption Format (caption challenges: a caption line or a meme's top and bottom text, spec 2 §2).
import { IMPROVE_PURPOSE_MAX } from '@/lib/challenges/validation';
import {
  CAPTION_FORMATS,
  CAPTION_REACTION_LABELS,
  CAPTION_REACTIONS,
  type CaptionFormat,
  type CaptionReaction,
} from '@/lib/challenges/variants';
import { CountedField } from './CountedField';
import type { CreationFlowState } from './useCreationFlow';

export function PurposeStep({ flow }: { flow: CreationFlowState }) {
  const { draft, update, touch, fieldError } = flow;
  return (
    <CountedField
      id="improve_purpose_idea"
      label="What should the improvement achieve?"
      hint="Optional. Cheaper, simpler, more fun, reaching more people: tell innovators what “better” means for your idea."
      value={draft.improve_purpose_idea}
      onChange={(improve_purpose_idea) => update({ improve_purpose_idea }, ['improve_purpose_idea'])}
      onBlur={() => touch('improve_purpose_idea')}
      max={IMPROVE_PURPOSE_MAX}
      multiline
      rows={4}
      required={false}
      error={fieldError('improve_purpose_idea')}
    />
  );
}

const CAPTION_CHOICES: Record<CaptionFormat, { name: string; description: string }> = {
  caption: { name: 'Caption', description: 'One line under the picture. Innovators write the caption.' },
  meme: {
    name: 'Meme',
    description: 'Top and bottom text on the picture, up to 90 characters each, plus the caption.',
  },
};

export function CaptionFormatStep({ flow }: { flow: CreationFlowState }) {
  const { draft, update, fieldError } = flow;
  const error = fieldError('caption_solution_format');
  return (
    <fieldset className="choice-list" aria-describedby={error ? 'caption-format-error' : undefined}>
      <legend>How should innovators answer your picture?</legend>
      {CAPTION_FORMATS.map((id) => (
        <label key={id} className={`choice ${draft.caption_solution_format === id ? 'choice-on' : ''}`}>
          <input
            type="radio"
            name="caption-format"
            value={id}
            checked={draft.caption_solution_format === id}
            onChange={() => update({ caption_solution_format: id }, ['caption_solution_format'])}
          />
          <span>
            <span className="choice-name">{CAPTION_CHOICES[id].name}</span>
            <span className="choice-description">{CAPTION_CHOICES[id].description}</span>
          </span>
        </label>
      ))}
      {error && (
        <span className="error" id="caption-format-error">
          {error}
        </span>
      )}
      <div className="field caption-reaction">
        <label htmlFor="caption-reaction">Reaction to aim for</label>
        <select
          id="caption-reaction"
          value={draft.caption_reaction_type}
          onChange={(e) =>
            update({ caption_reaction_type: e.target.value as CaptionReaction }, ['caption_reaction_type'])
          }
        >
          {CAPTION_REACTIONS.map((id) => (
            <option key={id} value={id}>
              {CAPTION_REACTION_LABELS[id]}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
