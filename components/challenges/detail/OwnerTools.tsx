'use client';
// The catalyst's tools on their own challenge page, loaded on demand in the browser: a server
// component's import puts their chunk on every challenge page, a lazy one in a client module does
// not, so visitors and other players never download them. React.lazy adds no runtime of its own.
import { lazy, Suspense, type ComponentProps } from 'react';

const CopyChallengeButton = lazy(() =>
  import('./CopyChallengeButton').then((m) => ({ default: m.CopyChallengeButton })),
);
const EditPrizeForm = lazy(() => import('./EditPrizeForm').then((m) => ({ default: m.EditPrizeForm })));
const PromoteIdeaButton = lazy(() => import('./PromoteIdeaButton').then((m) => ({ default: m.PromoteIdeaButton })));
const EndChallengeButton = lazy(() => import('./EndChallengeButton').then((m) => ({ default: m.EndChallengeButton })));
const EditMediaForm = lazy(() => import('./EditMediaForm').then((m) => ({ default: m.EditMediaForm })));

export function LazyCopyChallengeButton(props: ComponentProps<typeof CopyChallengeButton>) {
  return (
    <Suspense fallback={null}>
      <CopyChallengeButton {...props} />
    </Suspense>
  );
}

export function LazyEditPrizeForm(props: ComponentProps<typeof EditPrizeForm>) {
  return (
    <Suspense fallback={null}>
      <EditPrizeForm {...props} />
    </Suspense>
  );
}

export function LazyEditMediaForm(props: ComponentProps<typeof EditMediaForm>) {
  return (
    <Suspense fallback={null}>
      <EditMediaForm {...props} />
    </Suspense>
  );
}

export function LazyPromoteIdeaButton(props: ComponentProps<typeof PromoteIdeaButton>) {
  return (
    <Suspense fallback={null}>
      <PromoteIdeaButton {...props} />
    </Suspense>
  );
}

export function LazyEndChallengeButton(props: ComponentProps<typeof EndChallengeButton>) {
  return (
    <Suspense fallback={null}>
      <EndChallengeButton {...props} />
    </Suspense>
  );
}
