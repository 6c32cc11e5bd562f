'use client';
// Money & Prizes (spec 2 §3, §5, §9): what the winners get (neurons by default), prize money and
// an idea entry fee, both optional amounts. 'Other' needs a title of at most 8 characters and a
// description of at most 1024.
import { PRIZE_DESCRIPTION_MAX, PRIZE_TITLE_MAX, PRIZE_TYPES, type PrizeFields } from '@/lib/challenges/prize';
import { PRIZE_TYPE_LABELS } from '@/lib/challenges/presentation';
import { CountedField } from './CountedField';
import type { CreationFlowState } from './useCreationFlow';

function MoneyField({
  id,
  label,
  hint,
  field,
  flow,
}: {
  id: string;
  label: string;
  hint: string;
  field: 'prize_money' | 'idea_entry_fee';
  flow: CreationFlowState;
}) {
  const { draft, update, touch, fieldError } = flow;
  const error = fieldError(field);
  return (
    <div className="field">
      <label htmlFor={id}>
        {label} <span className="visually-hidden">(in dollars)</span>
      </label>
      <span className="muted field-hint" id={`${id}-hint`}>
        {hint}
      </span>
      <span className="money-input">
        <span aria-hidden="true">$</span>
        <input
          id={id}
          name={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={draft[field]}
          onChange={(e) => update({ [field]: e.target.value } as Partial<PrizeFields>, [field])}
          onBlur={() => touch(field)}
          aria-invalid={Boolean(error)}
          aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
        />
      </span>
      {error && (
        <span className="error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

export function MoneyPrizesStep({ flow }: { flow: CreationFlowState }) {
  const { draft, update, touch, fieldError } = flow;
  const other = draft.prize_type === 'other';
  return (
    <>
      <div className="field">
        <label htmlFor="prize-type">Prize</label>
        <span className="muted field-hint" id="prize-type-hint">
          Every challenge pays its top ideas in neurons; add something more if you like.
        </span>
        <select
          id="prize-type"
          value={draft.prize_type}
          aria-describedby="prize-type-hint"
          onChange={(e) =>
            update({ prize_type: e.target.value as PrizeFields['prize_type'] }, [
              'prize_type',
              'prize_title',
              'prize_description',
            ])
          }
        >
          {PRIZE_TYPES.map((type) => (
            <option key={type} value={type}>
              {PRIZE_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      {other && (
        <>
          <CountedField
            id="prize-title"
            label="Prize Title"
            value={draft.prize_title}
            onChange={(prize_title) => update({ prize_title }, ['prize_title'])}
            onBlur={() => touch('prize_title')}
            max={PRIZE_TITLE_MAX}
            error={fieldError('prize_title')}
            hint="A short name, like 'Lunch' or 'Mug'."
          />
          <CountedField
            id="prize-description"
            label="Prize Description"
            value={draft.prize_description}
            onChange={(prize_description) => update({ prize_description }, ['prize_description'])}
            onBlur={() => touch('prize_description')}
            max={PRIZE_DESCRIPTION_MAX}
            multiline
            rows={4}
            error={fieldError('prize_description')}
            hint="What the winners get and how they receive it."
          />
        </>
      )}
      <MoneyField
        id="prize-money"
        label="Prize Money"
        hint="Optional. Shared by the winning ideas; 0 for none."
        field="prize_money"
        flow={flow}
      />
      <MoneyField
        id="idea-entry-fee"
        label="Idea Entry Fee"
        hint="Optional. What an innovator pays to enter an idea; 0 for free entry."
        field="idea_entry_fee"
        flow={flow}
      />
    </>
  );
}
