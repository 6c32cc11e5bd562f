'use client';
// Animations of the game layer respect prefers-reduced-motion: with it set, values jump to their end.
import { useEffect, useRef, useState } from 'react';

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A number that runs to `target` over `ms` (ease-out): from 0 on mount, from where it stands when
 * the target changes (a live score counts on from the old one). The target at once when motion is
 * reduced.
 */
export function useCountUp(target: number, ms: number): number {
  const [value, setValue] = useState(0);
  const shown = useRef(0);
  useEffect(() => {
    if (prefersReducedMotion() || typeof requestAnimationFrame !== 'function') {
      // No animation to run: the end value is the one render after mount (no frame loop to drive it).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setValue(target);
      shown.current = target;
      return;
    }
    let frame = 0;
    const from = shown.current;
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / ms);
      shown.current = from + (target - from) * (1 - (1 - t) ** 3);
      setValue(shown.current);
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, ms]);
  return value;
}
