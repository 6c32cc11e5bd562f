'use client';
// Assumptions (spec 2 §2 step 3, §5): tabs Assumptions, Deep Dive What, Deep Dive Who, Deep Dive
// Why and Question Title. Who / what / why are optional, at least 100 characters when written; the
// step counts as complete with all three. The title tab lets the question be sharpened after.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ASSUMPTION_MAX, ASSUMPTION_MIN } from '@/lib/challenges/assumptions';
import { CountedField } from './CountedField';
import { deepDiveSetter } from './deep-dive-fields';
import { DeepDiveWhat } from './DeepDiveWhat';
import { DeepDiveWho } from './DeepDiveWho';
import { DeepDiveWhy } from './DeepDiveWhy';
import { QuestionTitleField } from './QuestionStep';
import type { CreationFlowState } from './useCreationFlow';

const TABS = [
  { key: 'assumptions', label: 'Assumptions' },
  { key: 'what', label: 'Deep Dive What' },
  { key: 'who', label: 'Deep Dive Who' },
  { key: 'why', label: 'Deep Dive Why' },
  { key: 'title', label: 'Question Title' },
] as const;
type Tab = (typeof TABS)[number]['key'];

const CORE = [
  { key: 'assumption_who', label: 'Who has the problem?', hint: 'The people it affects, as precisely as you can.' },
  { key: 'assumption_what', label: 'What is the problem?', hint: 'What goes wrong, and what you assume causes it.' },
  {
    key: 'assumption_why',
    label: 'Why does it matter?',
    hint: 'What changes for them, and for others, if it is solved.',
  },
] as const;

export function AssumptionsStep({ flow }: { flow: CreationFlowState }) {
  const [tab, setTab] = useState<Tab>('assumptions');
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const { draft, update, touch, fieldError } = flow;
  const setter = deepDiveSetter(flow);
  // On narrow screens the tab row scrolls: keep the open tab in sight.
  // (A block body: Chromium's scrollIntoView returns a promise, which React would take for a cleanup.)
  useEffect(() => {
    tabRefs.current[tab]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  // Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern).
  function onKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = TABS.length - 1;
    const target = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index + last) % TABS.length,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[target].key;
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label="Assumptions and deep dives" className="step-tabs">
        {TABS.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => {
              tabRefs.current[t.key] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={tab === t.key ? `panel-${t.key}` : undefined}
            tabIndex={tab === t.key ? 0 : -1}
            onClick={() => setTab(t.key)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="step-tab-panel">
        {tab === 'assumptions' && (
          <>
            <p className="muted">
              Optional. Each answer needs at least {ASSUMPTION_MIN} characters once you start it; with all three this
              step is complete.
            </p>
            {CORE.map((c) => (
              <CountedField
                key={c.key}
                id={c.key}
                label={c.label}
                hint={c.hint}
                value={draft[c.key]}
                onChange={(value) => update({ [c.key]: value }, [c.key])}
                onBlur={() => touch(c.key)}
                max={ASSUMPTION_MAX}
                multiline
                rows={4}
                required={false}
                error={fieldError(c.key)}
              />
            ))}
          </>
        )}
        {tab === 'what' && <DeepDiveWhat flow={flow} set={setter('what')} />}
        {tab === 'who' && <DeepDiveWho flow={flow} set={setter('who')} />}
        {tab === 'why' && <DeepDiveWhy flow={flow} set={setter('why')} />}
        {tab === 'title' && (
          <QuestionTitleField
            flow={flow}
            id="assumptions-question-title"
            hint="Sharpen your question with what the deep dives showed."
          />
        )}
      </div>
    </>
  );
}
