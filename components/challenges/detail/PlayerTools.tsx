'use client';
// A signed-in player's tools on a challenge page, loaded on demand like OwnerTools.tsx: the idea
// form's chunk (with its picture tools) reaches only players who are shown it.
import { lazy, Suspense, type ComponentProps } from 'react';

const EnterIdeaForm = lazy(() => import('./EnterIdeaForm').then((m) => ({ default: m.EnterIdeaForm })));

export function LazyEnterIdeaForm(props: ComponentProps<typeof EnterIdeaForm>) {
  return (
    <Suspense
      fallback={
        <p className="muted" role="status">
          Loading the idea form...
        </p>
      }
    >
      <EnterIdeaForm {...props} />
    </Suspense>
  );
}

const RateIdea = lazy(() => import('./RateIdea').then((m) => ({ default: m.RateIdea })));

export function LazyRateIdea(props: ComponentProps<typeof RateIdea>) {
  return (
    <Suspense
      fallback={
        <p className="muted" role="status">
          Loading the rating...
        </p>
      }
    >
      <RateIdea {...props} />
    </Suspense>
  );
}
