'use client';
// Innovation Scale (spec 2 §3, §5): blue-sky, moonshot or playful. Left unchosen, the challenge is
// published as blue-sky; the publish tile says 'Autofill (Blue-sky)' until then, as the preview shows it.
import { INNOVATION_SCALES as SCALE_IDS } from '@/lib/contracts/challenge-create';
import { INNOVATION_SCALES } from '@/lib/challenges/presentation';
import type { CreationFlowState } from './useCreationFlow';

export function InnovationScaleStep({ flow }: { flow: CreationFlowState }) {
  const { draft, update } = flow;
  return (
    <fieldset className="choice-list">
      <legend>How bold should the ideas be?</legend>
      {SCALE_IDS.map((id) => (
        <label key={id} className={`choice ${draft.innovation_scale === id ? 'choice-on' : ''}`}>
          <input
            type="radio"
            name="innovation-scale"
            value={id}
            checked={draft.innovation_scale === id}
            onChange={() => update({ innovation_scale: id }, ['innovation_scale'])}
          />
          <span>
            <span className="choice-name">{INNOVATION_SCALES[id].label}</span>
            <span className="choice-description">{INNOVATION_SCALES[id].description}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
