'use client';
// The mentoring controls, loaded on demand like PlayerTools.tsx: the mentor form's and the advice
// rating's chunk reaches only signed-in players who are shown them, never a visitor.
import { lazy, Suspense, type ComponentProps } from 'react';

const MentorIdeaForm = lazy(() => import('./MentorIdeaForm').then((m) => ({ default: m.MentorIdeaForm })));

export function LazyMentorIdeaForm(props: ComponentProps<typeof MentorIdeaForm>) {
  return (
    <Suspense
      fallback={
        <p className="muted mentor-idea" role="status">
          Loading the mentor form...
        </p>
      }
    >
      <MentorIdeaForm {...props} />
    </Suspense>
  );
}

const RateAdvice = lazy(() => import('./RateAdvice').then((m) => ({ default: m.RateAdvice })));

export function LazyRateAdvice(props: ComponentProps<typeof RateAdvice>) {
  return (
    <Suspense
      fallback={
        <p className="muted" role="status">
          Loading the rating...
        </p>
      }
    >
      <RateAdvice {...props} />
    </Suspense>
  );
}
