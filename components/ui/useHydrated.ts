'use client';
// False in the server's HTML and during hydration, true once React runs the component in the
// browser: controls rendered before their code has loaded stay disabled instead of ignoring clicks.
import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
