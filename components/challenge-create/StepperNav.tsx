'use client';
// The stepper (spec 2 §2, §9 step width 120 px): every step of the variant, its state, and a jump to
// any open step. On narrow screens the row scrolls sideways.
import { useEffect, useRef, useState } from 'react';
import type { ChallengeDraft } from '@/lib/challenges/draft';
import { isStepComplete, isStepEnabled, STEP_NAMES, visibleSteps, type StepId } from '@/lib/challenges/steps';

interface Props {
  draft: ChallengeDraft;
  slug: string | null;
  hasServerError: (step: StepId) => boolean;
  onGo: (step: StepId) => void;
}

export function StepperNav({ draft, slug, hasServerError, onGo }: Props) {
  const steps = visibleSteps(draft);
  const navRef = useRef<HTMLElement>(null);
  // A step shows its check once it was opened or passed (issue 22 item 10: an optional step nobody
  // opened showed one): the steps before the furthest one reached. Restored drafts start there too.
  const [furthest, setFurthest] = useState(() => steps.indexOf(draft.step));
  const here = steps.indexOf(draft.step);
  if (here > furthest) setFurthest(here);
  // Keep the current step in view when the row scrolls (narrow screens), without moving the page.
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('.is-current');
    if (!nav || !current) return;
    const offset = current.getBoundingClientRect().left - nav.getBoundingClientRect().left;
    nav.scrollLeft += offset - (nav.clientWidth - current.clientWidth) / 2;
  }, [draft.step]);
  return (
    <nav aria-label="Creation steps" className="stepper-nav" ref={navRef}>
      <ol className="stepper">
        {steps.map((step, index) => {
          const current = step === draft.step;
          const enabled = isStepEnabled(step, draft, slug);
          // A prefilled step (the default duration) counts as done only once the person can reach it.
          const complete =
            isStepComplete(step, draft, slug) && (slug !== null || (enabled && index <= Math.max(furthest, here)));
          const flagged = hasServerError(step);
          const state = flagged ? 'needs attention' : complete ? 'complete' : current ? 'in progress' : 'to do';
          return (
            <li
              key={step}
              className={`stepper-step ${current ? 'is-current' : ''} ${complete ? 'is-complete' : ''} ${flagged ? 'is-flagged' : ''}`}
            >
              <button
                type="button"
                onClick={() => onGo(step)}
                disabled={!enabled}
                aria-current={current ? 'step' : undefined}
              >
                <span className="stepper-index" aria-hidden="true">
                  {complete && !flagged ? '✓' : index + 1}
                </span>
                <span className="stepper-name">{STEP_NAMES[step]}</span>
                <span className="visually-hidden">
                  , step {index + 1} of {steps.length}, {state}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
