import { type DependencyList, type EffectCallback, useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser, `useEffect` on a server. Neither runs on a server, but React
 * 18 warns about a layout effect there (the warning that server rendering would otherwise print
 * once per widget). The choice is per environment, so every render of one root calls the same hook.
 */
export function useBrowserLayoutEffect(effect: EffectCallback, deps?: DependencyList): void {
  const useEffectHere = typeof document === 'undefined' ? useEffect : useLayoutEffect;
  useEffectHere(effect, deps);
}
